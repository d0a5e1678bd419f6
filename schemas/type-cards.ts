import { Type, type Static } from '@sinclair/typebox';
import { TYPE_CARD_ICONS, TYPE_CARD_KEY_PATTERN, TYPE_CARD_OPS, type TypeCardIcon, type TypeCardOp } from './type-card-values';

/**
 * The top radio-card switcher of a list page (docs/type-cards.md): a row of cards above the search
 * bar, each a stored filter. The server applies a card's filter from the stored config only (the
 * browser sends the card's key), so these shapes are the whole contract. This file imports nothing
 * from list.ts: config-problems.ts checks a card against the list's fields without a cycle. The
 * plain values live in type-card-values.ts (re-exported here), away from TypeBox.
 */

export {
  TYPE_CARD_OPS,
  TYPE_CARD_OP_LABELS,
  opNeedsValue,
  TYPE_CARD_ICONS,
  TYPE_CARD_RECORD_FIELDS,
  TYPE_CARD_KEY_PATTERN,
  conditionValues,
  type TypeCardOp,
  type TypeCardIcon,
} from './type-card-values';

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

/** The card a page shows for `key` (from the URL): that card, else the default, else the first. */
export function chosenCard(config: TypeCards | undefined, key: string | null | undefined): TypeCard | undefined {
  if (!config) return undefined;
  return config.cards.find((c) => c.key === key) ?? config.cards.find((c) => c.key === config.defaultKey) ?? config.cards[0];
}
