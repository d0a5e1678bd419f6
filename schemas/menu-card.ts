import { Type, type Static } from '@sinclair/typebox';

/**
 * The left menu card (spec 002 §2 "Left menu card", §3 "Menu node"): a node with its name and score
 * as the card's title, and one level of sub-items, each with a badge (a count, e.g. items still to
 * review) and an optional score. docs/shell.md "左侧菜单卡片" describes where it is used and the
 * shape a call answering it must have. This file imports nothing from list.ts (list.ts holds the
 * set-up below in its ListConfig).
 */
export const MenuCardItem = Type.Object({
  /** opaque: the call that answered the card takes it back as `item` (menuCardItemKey) */
  primaryKey: Type.String({ minLength: 1, maxLength: 1100 }),
  nodeName: Type.String({ minLength: 1, maxLength: 200 }),
  /** a group label the item belongs to (xxGrouping); items are shown in the order given */
  xxGrouping: Type.Optional(Type.String({ maxLength: 200 })),
  /** a count shown as a badge; 0 or absent shows none */
  badge: Type.Optional(Type.Integer({ minimum: 0 })),
  /** the item's score; absent: no score shown */
  score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type MenuCardItem = Static<typeof MenuCardItem>;

export const MenuCardNode = Type.Object({
  primaryKey: Type.String({ minLength: 1, maxLength: 128 }),
  nodeName: Type.String({ minLength: 1, maxLength: 200 }),
  score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** one level only (the spec's "one-level submenu tree") */
  children: Type.Array(MenuCardItem, { maxItems: 500 }),
});
export type MenuCardNode = Static<typeof MenuCardNode>;

/** Badges count up to 99, then read 99+ (as antd's Badge shows them). */
export const MENU_CARD_BADGE_MAX = 99;

/** A score as shown: up to two decimals, without trailing zeros, followed by 分; '' when there is none. */
export function scoreText(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '';
  return `${Number(score.toFixed(2))} 分`;
}

const FieldKey = (description: string) => Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$', description });

/** How the card sums up a numeric field: the average of the records' values, or their sum. */
export const MENU_CARD_SCORES = ['avg', 'sum'] as const;
export type MenuCardScore = (typeof MENU_CARD_SCORES)[number];

/**
 * A list's left menu card (ListConfig.menuCard, docs/shell.md "左侧菜单卡片"): opened for one
 * enterprise, the card is titled with the enterprise and its score, one item per value of
 * `itemField` among the enterprise's records of the list, each with the number of records as its
 * badge and its own score; the list beside it shows the chosen item's records.
 */
export const MenuCardSetup = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 16, description: 'what the page with the card is called (breadcrumb, link hint), e.g. 信用档案' }),
    itemField: FieldKey('the record field whose values are the items, e.g. xwmc (行为事项)'),
    groupField: Type.Optional(FieldKey('the record field shown before an item (xxGrouping), e.g. xwlx (行为类型)')),
    scoreField: Type.Optional(FieldKey('a numeric record field: the title shows it over all the records, each item over its own')),
    score: Type.Optional(Type.Unsafe<MenuCardScore>({ type: 'string', enum: [...MENU_CARD_SCORES], description: 'avg (default) or sum of scoreField' })),
  },
  { additionalProperties: false },
);
export type MenuCardSetup = Static<typeof MenuCardSetup>;

/** What a list call names to show the records behind a card: the enterprise, and the chosen item. */
export const MenuCardChoice = Type.Object(
  {
    enterpriseId: Type.String({ minLength: 1, maxLength: 64, title: '企业编号' }),
    item: Type.Optional(Type.String({ minLength: 1, maxLength: 1100, title: '菜单卡片子项（primaryKey）' })),
  },
  { additionalProperties: false },
);
export type MenuCardChoice = Static<typeof MenuCardChoice>;

/** Body of POST /ks/monitor/menu-card: the list node and the enterprise. */
export const MenuCardBody = Type.Object(
  {
    nodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '节点编号' })),
    displayCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '显示编码（节点编号的别名）' })),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '系统编码' })),
    gnCoding: Type.Optional(Type.String({ maxLength: 64, title: '功能编码' })),
    enterpriseId: Type.String({ minLength: 1, maxLength: 64, title: '企业编号' }),
  },
  { additionalProperties: false },
);
export type MenuCardBody = Static<typeof MenuCardBody>;

/** The longest item value a key carries (a category, not a text: longer values are cut for the name only). */
const ITEM_VALUE_MAX = 1000;
const NO_VALUE_KEY = 'none';
/** The name of the item holding the records without a value. */
export const MENU_CARD_NO_VALUE = '未填写';

/**
 * An item's key: `v:` and its value, or `none` for the records without one. A key is never empty
 * (the card's keys must not be) and no value can pass for the empty item.
 */
export function menuCardItemKey(value: string | null): string {
  return value === null || value === '' ? NO_VALUE_KEY : `v:${value.slice(0, ITEM_VALUE_MAX)}`;
}

/** The value an item key stands for: null for the records without a value, undefined for a key no card answers. */
export function menuCardItemValue(key: string): string | null | undefined {
  if (key === NO_VALUE_KEY) return null;
  return key.startsWith('v:') && key.length > 2 ? key.slice(2) : undefined;
}

export const MENU_CARD_MESSAGES = {
  notSetUp: '该列表未配置菜单卡片',
  badItem: '菜单卡片子项不存在，请重新选择',
} as const;
