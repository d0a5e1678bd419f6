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

// How a condition reads in the search-tag list (what the user chose, in the words of its choices).

interface Choice {
  label: string;
  value: string | number;
  children?: readonly Choice[];
}

const labelIn = (choices: readonly Choice[] | undefined, v: unknown): string => {
  const found = (choices ?? []).find((c) => String(c.value) === scalar(v));
  return found ? found.label : scalar(v);
};

/** The labels of the chosen values ('、' between several), the value itself where no choice names it. */
export function choiceTag(value: unknown, choices: readonly Choice[] | undefined): string {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v) => scalar(v) !== '').map((v) => labelIn(choices, v)).join('、');
}

/** A cascader's path as its labels, level by level ('/' between them). */
export function pathTag(value: unknown, choices: readonly Choice[] | undefined): string {
  const path = Array.isArray(value) ? value : [value];
  const labels: string[] = [];
  let level = choices;
  for (const v of path) {
    if (scalar(v) === '') continue;
    const found = (level ?? []).find((c) => String(c.value) === scalar(v));
    labels.push(found ? found.label : scalar(v));
    level = found?.children;
  }
  return labels.join(' / ');
}

/** A date range as "from 至 to" (nothing unless both days are set). */
export const daysTag = (value: unknown): string => daysText(value).replace(',', ' 至 ');
