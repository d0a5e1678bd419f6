import { InputNumber } from 'antd';
import { defineFieldType, type FieldProps } from '../core/registry';
import { ReadText } from './shared/read';

/** Whole numbers from 1 up: step 1, precision 0, min 1 (spec 000 §5). */
function NumberInput({ item, value, onChange, onBlur, onFocus, disabled, placeholder }: FieldProps & { placeholder?: string }) {
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      value={typeof value === 'number' ? value : value === undefined || value === null || value === '' ? null : Number(value)}
      onChange={(v) => onChange?.(v ?? undefined)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      step={1}
      precision={0}
      min={1}
      placeholder={placeholder ?? `请输入${item.name}`}
    />
  );
}

export default defineFieldType({
  type: 'number',
  component: NumberInput,
  readPretty: ReadText,
  valueType: 'number',
  docs: {
    description: 'Whole number input: step 1, precision 0, minimum 1.',
    value: 'number',
    example: { bianma: 'rs', name: '人数', type: 'number', required: 1, value: 12 },
  },
});
