import { Radio } from 'antd';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { ReadOptions } from './shared/read';

function RadioGroup({ options, value, onChange, disabled }: FieldProps) {
  return (
    <Radio.Group
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
