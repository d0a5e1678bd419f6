import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FieldProps } from '../../core/registry';
import { DATE_FORMAT } from '../../core/rules';
import { splitRange } from '../shared/date-range';
import { inputAria } from '../shared/a11y';

/**
 * The daterange field's edit component (loaded lazily by ../daterange.tsx: rc-picker is large);
 * the value is sent comma-joined 'YYYY-MM-DD,YYYY-MM-DD'.
 */
export default function DateRangeInput({ value, onChange, onBlur, onFocus, disabled, a11y }: FieldProps) {
  const pair = splitRange(value);
  // the label names the start input; the end one is named by its placeholder (结束日期)
  const aria = inputAria(a11y);
  return (
    <DatePicker.RangePicker
      {...aria}
      id={a11y && { start: a11y.id, end: `${a11y.id}-end` }}
      style={{ width: '100%' }}
      value={pair ? [dayjs(pair[0]), dayjs(pair[1])] : null}
      format={DATE_FORMAT}
      onChange={(dates) => {
        const [a, b] = dates ?? [];
        onChange?.(a && b ? `${a.format(DATE_FORMAT)},${b.format(DATE_FORMAT)}` : undefined);
      }}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      placeholder={['开始日期', '结束日期']}
    />
  );
}
