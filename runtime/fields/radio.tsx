import { Radio } from 'antd';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { ReadOptions } from './shared/read';
import { groupAria } from './shared/a11y';

function RadioGroup({ options, value, onChange, disabled, a11y }: FieldProps) {
  return (
    <Radio.Group
      {...groupAria(a11y, 'radiogroup')}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      options={(options ?? []).map((o) => ({ label: o.label, value: o.value, disabled: o.isDisabled }))}
    />
  );
}

export default defineFieldType({
  type: 'radio',
  component: RadioGroup,
  readPretty: ReadOptions,
});
