import { Type, type Static } from '@sinclair/typebox';

/**
 * The top radio-card switcher of a list page (docs/type-cards.md): a row of cards above the search
 * bar, each a stored filter. The server applies a card's filter from the stored config only (the
 * browser sends the card's key), so these shapes are the whole contract. This file imports nothing
 * from list.ts: config-problems.ts checks a card against the list's fields without a cycle.
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

export const TypeCardCondition = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 128, description: 'a field of the list: a column (bianma or code), a search condition code, or status' }),
    op: Type.Unsafe<TypeCardOp>({ type: 'string', enum: [...TYPE_CARD_OPS], description: 'eq, in, empty, notEmpty' }),
    value: Type.Optional(
      Type.Union([Type.String({ maxLength: 200 }), Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 })], {
        description: 'eq: one value; in: a list (or a comma-joined text); ignored by empty / notEmpty',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TypeCardCondition = Static<typeof TypeCardCondition>;

export const TypeCard = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 32, pattern: TYPE_CARD_KEY_PATTERN, description: 'stable key, sent by the page and kept in its URL' }),
    label: Type.String({ minLength: 1, maxLength: 16, description: 'the words on the card' }),
    icon: Type.Optional(Type.Unsafe<TypeCardIcon>({ type: 'string', enum: [...TYPE_CARD_ICONS] })),
    filter: Type.Array(TypeCardCondition, { maxItems: 5, description: 'all must hold; none = every record (全部)' }),
    showCount: Type.Optional(Type.Boolean({ description: 'the card shows how many records it selects (with the search applied)' })),
  },
  { additionalProperties: false },
);
export type TypeCard = Static<typeof TypeCard>;

/** The card row of a list or card-list node. */
export const TypeCards = Type.Object(
  {
    cards: Type.Array(TypeCard, { minItems: 1, maxItems: 8 }),
    defaultKey: Type.Optional(Type.String({ maxLength: 32, description: 'the card chosen when the URL names none; else the first' })),
  },
  { additionalProperties: false },
);
export type TypeCards = Static<typeof TypeCards>;

/** The value(s) a condition compares with, as a list (a comma-joined text is split). */
export function conditionValues(c: Pick<TypeCardCondition, 'value'>): string[] {
  const raw = Array.isArray(c.value) ? c.value : (c.value ?? '').split(',');
  return raw.map((v) => v.trim()).filter(Boolean);
}

/** The card a page shows for `key` (from the URL): that card, else the default, else the first. */
export function chosenCard(config: TypeCards | undefined, key: string | null | undefined): TypeCard | undefined {
  if (!config) return undefined;
  return config.cards.find((c) => c.key === key) ?? config.cards.find((c) => c.key === config.defaultKey) ?? config.cards[0];
}
