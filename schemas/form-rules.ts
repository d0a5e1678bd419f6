/**
 * The form rules of spec 002 §5 / spec 000 §5 as plain functions, in the one place the runtime's
 * validators (runtime/core/rules.ts), its config check and the server's save/submit check
 * (schemas/record-check.ts) all read them. No Formily, no React, no imports.
 */
import type { FormItem } from './form';

/** Bianma whose multi-value fields accept at most {@link SELECTION_LIMIT} choices (spec 000 §5). */
export const SELECTION_LIMIT_KEYS: readonly string[] = [
  'zypsfw', // 专业评审范围 (professional review)
  'zydm', // 专业代码 (major code)
];
export const SELECTION_LIMIT = 5;

/** Messages of the rules. Quoted by the spec: required, regexDefault; the others are ours. */
export const RULE_MESSAGES = {
  required: (name: string) => `${name}必填`,
  regexDefault: '格式不正确',
  maxLength: (name: string, max: number) => `${name}最多${max}个字符`,
  cascaderLevel: (name: string, level: number) => `${name}需选择到第${level}级`,
  dateBeforeParent: (name: string, parent: string) => `${name}不能早于${parent}`,
  timeNotAfterParent: (name: string, parent: string) => `${name}须晚于${parent}`,
  selectionLimit: (max: number) => `最多选择${max}项`,
  precision: (name: string, decimals: number) => (decimals > 0 ? `${name}最多${decimals}位小数` : `${name}须为整数`),
  outsideDays: (name: string, from?: string, to?: string) =>
    from && to ? `${name}应在${from}至${to}之间` : from ? `${name}不能早于${from}` : `${name}不能晚于${to ?? ''}`,
} as const;

/** Html that a user would call empty: no text and no image/video. */
function isEmptyHtml(html: string): boolean {
  if (!/^\s*</.test(html)) return false;
  if (/<(img|video)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/** Empty as the required rule sees it: nothing, whitespace-only text, an empty array or empty html. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '' || isEmptyHtml(value);
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** required 1 or 2 means the field must be filled. */
export const isRequired = (item: Pick<FormItem, 'required'>): boolean => item.required === 1 || item.required === 2;

const regexCache = new Map<string, RegExp | null>();

/**
 * A regex as a configurer writes it: the source `^\d+$`, or the literal form `/^\d+$/i` with
 * flags. null when it does not compile. One dialect for the runtime, the designer and the server.
 */
export function compileRegex(source: string): RegExp | null {
  if (!regexCache.has(source)) {
    let compiled: RegExp | null;
    try {
      const literal = /^\/(.*)\/([dgimsuyv]*)$/s.exec(source);
      // 'g' and 'y' make test() stateful (lastIndex): a rule must answer the same every time.
      compiled = literal ? new RegExp(literal[1], literal[2].replace(/[gy]/g, '')) : new RegExp(source);
    } catch {
      compiled = null;
    }
    if (regexCache.size > 1000) regexCache.clear();
    regexCache.set(source, compiled);
  }
  return regexCache.get(source) ?? null;
}

/** True when a non-empty value fails the item's regex. */
export function failsRegex(item: Pick<FormItem, 'regex'>, value: unknown): boolean {
  if (!item.regex || isEmptyValue(value)) return false;
  const re = compileRegex(item.regex);
  return !!re && !re.test(String(value));
}

/** The regex prompt of an item: its regexMessage, else 格式不正确. */
export const regexMessage = (item: Pick<FormItem, 'regexMessage'>): string => item.regexMessage || RULE_MESSAGES.regexDefault;

/** True when a text value is longer than the item's maxLength. */
export const exceedsMaxLength = (item: Pick<FormItem, 'maxLength'>, value: unknown): boolean =>
  !!item.maxLength && typeof value === 'string' && value.length > item.maxLength;

/** A date 'YYYY-MM-DD' earlier than its parent's date (ISO dates compare as strings). */
export const isBeforeParentDate = (value: unknown, parentValue: unknown): boolean =>
  typeof value === 'string' && typeof parentValue === 'string' && value !== '' && parentValue !== '' && value < parentValue;

/** A date-time 'YYYY-MM-DD HH:mm' not later than its parent's (the start of a span): equal fails too. */
export const isNotAfterParentTime = (value: unknown, parentValue: unknown): boolean =>
  typeof value === 'string' && typeof parentValue === 'string' && value !== '' && parentValue !== '' && value <= parentValue;

/** Whether the item's choices are limited (its bianma is one of SELECTION_LIMIT_KEYS). */
export const hasSelectionLimit = (item: Pick<FormItem, 'bianma'>): boolean => SELECTION_LIMIT_KEYS.includes(item.bianma);

/** True when a multi-value of a limited item holds more than SELECTION_LIMIT choices. */
export const exceedsSelectionLimit = (item: Pick<FormItem, 'bianma'>, value: unknown): boolean =>
  hasSelectionLimit(item) && Array.isArray(value) && value.length > SELECTION_LIMIT;

/**
 * True when a date or date-time value ('YYYY-MM-DD…') falls on a day outside the item's
 * startDate/endDate (either may be absent; ISO days compare as strings).
 */
export function isOutsideDays(item: Pick<FormItem, 'startDate' | 'endDate'>, value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  const day = value.slice(0, 10);
  return (!!item.startDate && day < item.startDate) || (!!item.endDate && day > item.endDate);
}

/**
 * The decimals a number shows in its shortest form (1234.5 → 1, 1e-7 → 7); a numeric string as
 * written (a hand-made request may send one). null for anything else.
 */
export function decimalPlaces(value: unknown): number | null {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim().split('.')[1]?.length ?? 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const [mantissa, exponent] = String(value).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent ?? 0));
}

/**
 * True when a number field's value has more decimals than its precision (an amount: 2). The
 * browser's box rounds to the precision as typed, so only a request made by hand meets this.
 */
export function exceedsPrecision(item: Pick<FormItem, 'precision'>, value: unknown): boolean {
  if (typeof item.precision !== 'number') return false;
  const places = decimalPlaces(value);
  return places !== null && places > item.precision;
}

/** A number with its field's decimals for reading (1234.5 → 1234.50); other values as they are. */
export function withPrecision(item: Pick<FormItem, 'precision'>, value: unknown): unknown {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof item.precision === 'number' && item.precision > 0 && typeof n === 'number' && Number.isFinite(n) ? n.toFixed(item.precision) : value;
}

