import { Type, type Static } from '@sinclair/typebox';

const Code = (title: string, description: string) => Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z_][A-Za-z0-9_]*$', title, description });

/** One column of a tree table: a field of the rows, its heading, its width and how a value is shown. */
export const TreeTableColumn = Type.Object(
  {
    bianma: Code('字段编码', 'the key of the row whose value the column shows'),
    name: Type.String({ minLength: 1, maxLength: 64, title: '列名' }),
    width: Type.Optional(Type.Integer({ minimum: 40, maximum: 800, title: '列宽（像素）' })),
    type: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('money')], { title: '显示方式', description: 'money: right-aligned, thousands separators, two decimals; text (default) as it is' })),
  },
  { additionalProperties: false },
);
export type TreeTableColumn = Static<typeof TreeTableColumn>;

/**
 * The config of a tree-table page (page kind `tree-table`, docs/page-kinds/tree-table.md): rows
 * with `children` from one data call (spec 001 §2.3, a cost-estimate tree), drawn as an antd tree
 * table of fixed height with virtual scrolling, 全部展开 / 全部收起, and the call's state (not
 * started, 正在解析文件, failed). Every key but `kind` is optional so a new page is valid at once;
 * the page and the designer say what is missing.
 */
export const TreeTableConfig = Type.Object(
  {
    kind: Type.Literal('tree-table'),
    title: Type.Optional(Type.String({ maxLength: 128 })),
    call: Type.Optional(Type.String({ maxLength: 200, pattern: '^/ks/[A-Za-z0-9_/-]+$', title: '数据接口', description: 'a POST call answering { states?: { state, progress, message }, list: rows } for { id, gnCoding, systemCoding }' })),
    gnCoding: Type.Optional(Type.String({ maxLength: 64, title: '功能编码', description: 'sent as gnCoding (the node of the records whose tree is shown)' })),
    height: Type.Optional(Type.Integer({ minimum: 200, maximum: 2000, title: '表格高度（像素）', description: 'default 600 (spec 001 §9)' })),
    index: Type.Optional(Type.Boolean({ title: '显示序号', description: 'a 序号 column numbering the tree (1, 1.1, 1.1.2); default true' })),
    columns: Type.Optional(Type.Array(TreeTableColumn, { maxItems: 40, title: '列' })),
  },
  { additionalProperties: false },
);
export type TreeTableConfig = Static<typeof TreeTableConfig>;
