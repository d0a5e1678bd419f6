import dayjs from 'dayjs';

/** Dates of a daterange filter are sent as yyyy-MM-dd (spec 000 §3). */
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';

const dateText = (v: unknown): string => {
  if (dayjs.isDayjs(v)) return v.format(FILTER_DATE_FORMAT);
  if (typeof v === 'string' || v instanceof Date) {
    const d = dayjs(v);
    return d.isValid() ? d.format(FILTER_DATE_FORMAT) : '';
  }
  return '';
};

const scalar = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** A value as sent (spec 000 §5): an array's values comma-joined, a scalar trimmed. */
export const joinedText = (value: unknown): string => (Array.isArray(value) ? value.map(scalar).filter(Boolean).join(',') : scalar(value));

/** A strict cascader's path sends its last value. */
export const lastOfPath = (value: unknown): string => (Array.isArray(value) ? scalar(value[value.length - 1]) : scalar(value));

/** A date range sends both days comma-joined, or nothing unless both are set. */
export function daysText(value: unknown): string {
  const range = Array.isArray(value) ? value.map(dateText) : [];
  return range.length === 2 && range[0] && range[1] ? range.join(',') : '';
}
