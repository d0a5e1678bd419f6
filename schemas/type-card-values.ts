import type { TypeCardCondition } from './type-cards';

/**
 * The values of schemas/type-cards.ts that the browser uses without its TypeBox schemas (the form
 * page's config checks, config-problems.ts → type-card-problems.ts): a module of its own, so a
 * chunk holding them never holds TypeBox (docs/performance/bundle.md). type-cards.ts re-exports
 * all of it.
 */

/** How a card compares one field: equal to a value, one of several, empty, not empty. */
export const TYPE_CARD_OPS = ['eq', 'in', 'empty', 'notEmpty'] as const;
export type TypeCardOp = (typeof TYPE_CARD_OPS)[number];

/** The operators' Chinese names (the designer's select, the docs). */
export const TYPE_CARD_OP_LABELS: Record<TypeCardOp, string> = { eq: '等于', in: '属于其一', empty: '为空', notEmpty: '不为空' };

/** Operators that compare with a value (the others ignore `value`). */
export const opNeedsValue = (op: string): boolean => op === 'eq' || op === 'in';

/** The icons a card may show (antd icon names; the runtime maps each to its component). */
export const TYPE_CARD_ICONS = ['AppstoreOutlined', 'ClockCircleOutlined', 'CheckCircleOutlined', 'CloseCircleOutlined', 'EditOutlined', 'SendOutlined', 'StarOutlined', 'WarningOutlined'] as const;
export type TypeCardIcon = (typeof TYPE_CARD_ICONS)[number];

/** Record columns a card may filter on besides the list's own fields (server/records/filters.ts). */
export const TYPE_CARD_RECORD_FIELDS = ['status'] as const;

/** A card key: short, URL-safe (it travels in the page's query string). */
export const TYPE_CARD_KEY_PATTERN = '^[A-Za-z0-9_-]+$';

/** The value(s) a condition compares with, as a list (a comma-joined text is split). */
export function conditionValues(c: Pick<TypeCardCondition, 'value'>): string[] {
  const raw = Array.isArray(c.value) ? c.value : (c.value ?? '').split(',');
  return raw.map((v) => v.trim()).filter(Boolean);
}
