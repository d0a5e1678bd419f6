import { InputNumber } from 'antd';
import type { FieldProps } from '../../core/registry';
import { inputAria } from '../shared/a11y';

/**
 * Whole numbers from 1 up: step 1, precision 0, min 1 (spec 000 §5). With the item's `precision`
 * (an amount: 2) it keeps that many decimals from 0 up, rounding what is typed. The number field's
 * edit component, loaded lazily by ../number.tsx (rc-input-number with its styles, ~8 KB gzip).
 */
export default function NumberInput({ item, value, onChange, onBlur, onFocus, disabled, placeholder, a11y }: FieldProps & { placeholder?: string }) {
  const precision = item.precision ?? 0;
  return (
    <InputNumber<number>
      {...inputAria(a11y)}
      style={{ width: '100%' }}
      value={typeof value === 'number' ? value : value === undefined || value === null || value === '' ? null : Number(value)}
      onChange={(v) => onChange?.(v ?? undefined)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      step={1}
      precision={precision}
      min={precision > 0 ? 0 : 1}
      placeholder={placeholder ?? `请输入${item.name}`}
    />
  );
}
