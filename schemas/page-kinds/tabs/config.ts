import { Type, type Static } from '@sinclair/typebox';

/**
 * The config of a tabs page (page kind `tabs`, docs/page-kinds/tabs.md): tabs in order, each drawing
 * one node of the system as its own route would (a list, a form, a chart), like 000's /fiveInOne
 * detail with 项目信息 and 场地预约.
 */
export const TabsTab = Type.Object(
  {
    key: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$', title: '页签编码', description: 'kept in the URL (?tab=) so a reload keeps the tab' }),
    title: Type.String({ minLength: 1, maxLength: 32, title: '页签标题' }),
    // optional so a tab being set up is worded by the kind's rule (未选择页面节点), not as a missing key
    node: Type.Optional(Type.String({ maxLength: 64, title: '页面节点', description: 'the node drawn in the tab (its menu id)' })),
  },
  { additionalProperties: false },
);
export type TabsTab = Static<typeof TabsTab>;

export const TabsConfig = Type.Object(
  {
    kind: Type.Literal('tabs'),
    title: Type.Optional(Type.String({ maxLength: 128 })),
    tabs: Type.Array(TabsTab, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type TabsConfig = Static<typeof TabsConfig>;
