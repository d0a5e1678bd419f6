import dayjs from 'dayjs';
import type { SearchFilterItem } from '../../../schemas/form';

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

/**
 * The text a filter sends, or undefined when it is empty (spec 000 §5): a daterange sends both
 * dates comma-joined, a cascader (strict) sends the last value of its path, any other array its
 * values comma-joined.
 */
export function filterText(type: string | undefined, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  let text: string;
  if (type === 'daterange') {
    const range = Array.isArray(value) ? value.map(dateText) : [];
    text = range.length === 2 && range[0] && range[1] ? range.join(',') : '';
  } else if (type === 'cascader') {
    text = Array.isArray(value) ? scalar(value[value.length - 1]) : scalar(value);
  } else if (Array.isArray(value)) {
    text = value.map(scalar).filter(Boolean).join(',');
  } else {
    text = scalar(value);
  }
  return text === '' ? undefined : text;
}

/** The `filters` body of the list call from a form's values; empty filters are left out. */
export function toFilterPayload(
  values: Record<string, unknown>,
  items: readonly Pick<SearchFilterItem, 'code' | 'type'>[],
): Record<string, string> {
  const typeOf = new Map(items.map((i) => [i.code, i.type]));
  const out: Record<string, string> = {};
  for (const [code, value] of Object.entries(values)) {
    const text = filterText(typeOf.get(code), value);
    if (text !== undefined) out[code] = text;
  }
  return out;
}

/** The unique-serial-number filter: code wybh, or a name containing 唯一编号 (spec 000 §5). */
export const isUniqueSerialFilter = (item: Pick<SearchFilterItem, 'code' | 'name'>): boolean =>
  item.code === 'wybh' || item.name.includes('唯一编号');

export const UNIQUE_SERIAL_TIP = '请到项目信息页面获取唯一编号';
