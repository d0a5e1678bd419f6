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
  docs: {
    description: 'Radio group.',
    value: 'string | number',
    example: { bianma: 'zbfs', name: '招标方式', type: 'radio', options: { list: [{ label: '公开招标', value: '1' }, { label: '邀请招标', value: '2' }] }, value: '1' },
  },
});
