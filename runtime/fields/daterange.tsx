import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { defineFieldType, type FieldProps } from '../core/registry';
import { DATE_FORMAT } from '../core/rules';

/** 'a,b' ↔ [a, b] */
const split = (v: unknown): [string, string] | null => {
  if (typeof v !== 'string' || !v.includes(',')) return null;
  const [a, b] = v.split(',');
  return a && b ? [a, b] : null;
};

/** A date range; the value is sent comma-joined 'YYYY-MM-DD,YYYY-MM-DD'. */
function DateRange({ value, onChange, onBlur, onFocus, disabled }: FieldProps) {
  const pair = split(value);
  return (
    <DatePicker.RangePicker
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

function ReadDateRange({ value }: FieldProps) {
  const pair = split(value);
  return <span className="ks-read-text">{pair ? `${pair[0]} 至 ${pair[1]}` : '-'}</span>;
}

export default defineFieldType({
  type: 'daterange',
  component: DateRange,
  readPretty: ReadDateRange,
  valueType: 'string',
  docs: {
    description: 'Date range (yyyy-MM-dd); start and end joined by a comma.',
    value: "string 'YYYY-MM-DD,YYYY-MM-DD'",
    example: { bianma: 'yxq', name: '有效期', type: 'daterange', value: '2026-01-01,2026-12-31' },
  },
});
