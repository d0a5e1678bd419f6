import { Type, type Static } from '@sinclair/typebox';

/**
 * The left menu card (spec 002 §2 "Left menu card", §3 "Menu node"): a node with its name and score
 * as the card's title, and one level of sub-items, each with a badge (a count, e.g. items still to
 * review) and an optional score. docs/shell.md "左侧菜单卡片" describes where it is used and the
 * shape a call answering it must have.
 */
export const MenuCardItem = Type.Object({
  primaryKey: Type.String({ minLength: 1, maxLength: 128 }),
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
