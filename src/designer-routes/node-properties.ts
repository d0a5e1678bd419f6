import { PAGE_BY_PROPERTY } from '../menu/route-for-menu';

/**
 * Node property texts a menu may carry (spec 000 §2 "Menu click routing"): the page kinds the
 * designer builds first, then every property the shell routes to a page of its own.
 */
export const NODE_PROPERTIES: readonly string[] = [
  ...new Set(['列表', '详情', '动态列表', '动态详情', '卡片列表', '总览列表', ...Object.keys(PAGE_BY_PROPERTY), '图表', '产品中心']),
];
