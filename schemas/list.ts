import { Type, type Static } from '@sinclair/typebox';
import { FieldOption, FormGroup, SearchFilterGroup } from './form';
import { COLUMN_TYPE_VALUES } from './column-types';
import { ChangeSetup } from './change-request';
import { LevelSetup } from './credit-levels';
import { TYPE_CARD_KEY_PATTERN, TypeCards } from './type-cards';
import { MenuCardChoice, MenuCardSetup } from './menu-card';

/** A string out of a fixed list: one `enum` keyword, so a wrong value gives one clear complaint. */
export const StringEnum = <T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export { COLUMN_TYPES, type ColumnType } from './column-types';

/** Where a list column takes the words it shows for stored values (schemas/column-labels.ts, docs/lists.md). */
export const LABELS_FROM = ['form', 'dictionary', 'none'] as const;
export const ColumnLabels = Type.Object(
  {
    from: StringEnum(LABELS_FROM, {
      description: "form (default): the options of the form field of the column's key; dictionary: the dictionary displayCode; none: the stored value as is",
    }),
    displayCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'from dictionary: the display code of the dictionary' })),
  },
  { additionalProperties: false },
);
export type ColumnLabels = Static<typeof ColumnLabels>;

/** One column of a list node (spec 002 §3, spec 000 §3 "Table column"). */
export const TableColumn = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 128, description: 'column key; the record field shown unless bianma says otherwise' }),
    name: Type.String({ minLength: 1, maxLength: 128, description: 'header text' }),
    type: Type.Optional(StringEnum(COLUMN_TYPE_VALUES, { description: 'column type key; absent or "" = text (spec 002 writes "")' })),
    show: Type.Optional(Type.Boolean({ default: true })),
    isSearch: Type.Optional(Type.Boolean({ description: 'the header offers a search popover on this column' })),
    sortable: Type.Optional(Type.Boolean({ description: 'clicking the header sorts the whole list by this column on the server (descending, ascending, off)' })),
    isStatus: Type.Optional(Type.Boolean({ description: 'the column shows the workflow status of the record' })),
    listAlignment: Type.Optional(StringEnum(['left', 'right', 'center'] as const)),
    width: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1 })])),
    bianma: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'record key the cell reads, when it differs from code' })),
    labels: Type.Optional(ColumnLabels),
  },
  { additionalProperties: false },
);
export type TableColumn = Static<typeof TableColumn>;

/** A button of one record, computed by the server per record (spec 002 §3 "Row", §6). */
export const RowOperation = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    color: Type.String(),
    show: Type.Boolean(),
    /**
     * A button of an area's own (e.g. 取消预约): the /ks call it posts `{ nodeId, id, version, reason }`
     * to, after asking for `ask` (the reason's label, required) in a dialog.
     */
    call: Type.Optional(Type.String({ pattern: '^/ks/[A-Za-z0-9/_-]+$', maxLength: 200 })),
    ask: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type RowOperation = Static<typeof RowOperation>;

export const CARD_WIDTHS = ['100%', '50%', '33.3%'] as const;

/** One line of a card: which record key, drawn how. */
export const CardContent = Type.Object(
  {
    contentKey: Type.String({ minLength: 1, maxLength: 128 }),
    fontSize: Type.Optional(Type.Union([Type.Integer({ minimum: 8, maximum: 72 }), Type.String()])),
    color: Type.Optional(Type.String()),
    fontStyle: Type.Optional(Type.String({ description: 'normal, italic, bold …' })),
  },
  { additionalProperties: false },
);
export type CardContent = Static<typeof CardContent>;

/** How a card list draws one record (spec 002 §3 "Card style"). */
export const CardStyle = Type.Object(
  {
    titleKey: Type.String({ minLength: 1, maxLength: 128 }),
    titleFontSize: Type.Optional(Type.Union([Type.Integer({ minimum: 8, maximum: 72 }), Type.String()])),
    titleFontStyle: Type.Optional(Type.String()),
    width: StringEnum(CARD_WIDTHS, { description: 'card width; 100% one per row, 50% two, 33.3% three' }),
    contents: Type.Array(CardContent),
  },
  { additionalProperties: false },
);
export type CardStyle = Static<typeof CardStyle>;

/** The config of a list node: a table (`list`) or a card list (`card`), its search bar and columns. */
export const ListConfig = Type.Object(
  {
    kind: StringEnum(['list', 'card'] as const),
    title: Type.Optional(Type.String({ maxLength: 64 })),
    columns: Type.Array(TableColumn),
    search: Type.Optional(SearchFilterGroup),
    cardStyle: Type.Optional(CardStyle),
    formNodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'detail node that opens a record or a new one' })),
    publicOf: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'a public list (公示): the published records of that node, readable by every role that sees this menu, view only' }),
    ),
    recordForm: Type.Optional(
      Type.Object(
        { groups: Type.Array(FormGroup, { minItems: 1 }) },
        {
          additionalProperties: false,
          description:
            "a list with no detail node (formNodeId): the fields and rules its records are checked against on every save and submit, as a form's (docs/records.md \"A node's data is always checked\")",
        },
      ),
    ),
    change: Type.Optional(ChangeSetup),
    level: Type.Optional(LevelSetup),
    typeCards: Type.Optional(TypeCards),
    menuCard: Type.Optional(MenuCardSetup),
  },
  { additionalProperties: false },
);
export type ListConfig = Static<typeof ListConfig>;

/** Page sizes the table offers (spec 002 §9); the server accepts any size up to MAX_PAGE_SIZE. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const MAX_PAGE_SIZE = 100;
/** The last page a list call may ask for (100 000 pages of 100 rows reach 10 million records). */
export const MAX_CUR_PAGE = 100_000;

const CurPage = (options: Record<string, unknown>) => Type.Integer({ minimum: 1, maximum: MAX_CUR_PAGE, ...options });
const PageSize = (options: Record<string, unknown>) => Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, ...options });

export const FilterValue = Type.Union([
  Type.String({ maxLength: 1000 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
  Type.Array(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), { maxItems: 100 }),
]);

const TypeCardKey = (options: Record<string, unknown>) => Type.String({ minLength: 1, maxLength: 32, pattern: TYPE_CARD_KEY_PATTERN, ...options });

/** The filters and sort of a list; shared by the list calls and the export. */
const ListSelection = {
  nodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '节点编号' })),
  displayCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '显示编码（节点编号的别名）' })),
  systemCoding: Type.Optional(Type.String({ maxLength: 64, title: '系统编码' })),
  gnCoding: Type.Optional(Type.String({ maxLength: 64, title: '功能编码' })),
  sortField: Type.Optional(Type.String({ maxLength: 64, title: '排序字段' })),
  sortOrder: Type.Optional(
    StringEnum(['asc', 'desc', 'ascend', 'descend', ''] as const, { title: '排序方向' }),
  ),
  filters: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), FilterValue, { title: '查询条件' })),
  typeCard: Type.Optional(TypeCardKey({ title: '类型卡片（其筛选条件取自节点配置）' })),
  menuCard: Type.Optional(MenuCardChoice),
};

/** Body of POST /ks/monitor/table-list and /ks/monitor/dynamic-table-list. */
export const TableListBody = Type.Object(
  {
    ...ListSelection,
    curPage: Type.Optional(CurPage({ title: '页码' })),
    pageSize: Type.Optional(PageSize({ title: '每页条数' })),
  },
  { additionalProperties: false },
);
export type TableListBody = Static<typeof TableListBody>;

/** Body of POST /ks/monitor/export: the same selection, every page (capped). */
export const ExportBody = Type.Object(
  {
    ...ListSelection,
    curPage: Type.Optional(CurPage({ description: 'ignored: the export holds every page' })),
    pageSize: Type.Optional(PageSize({ description: 'ignored' })),
    fileName: Type.Optional(Type.String({ maxLength: 100, title: '文件名' })),
  },
  { additionalProperties: false },
);
export type ExportBody = Static<typeof ExportBody>;
/** Its answer is the .xlsx file itself, not a JSON envelope (errors still come as envelopes). */
export const ExportFile = Type.Unsafe<Uint8Array>(
  Type.String({ format: 'binary', description: 'xlsx 文件；X-Total-Count 为筛选总数，X-Export-Truncated: 1 表示超出上限被截断' }),
);

/** One record as a list returns it: the data keys at top level beside the workflow fields. */
export const ListRow = Type.Object(
  {
    id: Type.String(),
    status: Type.String(),
    statusText: Type.String(),
    statusColor: Type.String(),
    auditColor: Type.String(),
    operations: Type.Array(RowOperation),
    version: Type.Integer(),
    enterpriseId: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: true },
);
/** The data keys of the record sit beside the fixed fields. */
export type ListRow = Static<typeof ListRow> & { [key: string]: unknown };

/**
 * The words of one labelled column's values on the page (schemas/column-labels.ts), and where its
 * search takes its choices: the dictionary (at `level`, 0 = its roots) or the inline `options`.
 */
export const ColumnLabelSet = Type.Object(
  {
    values: Type.Record(Type.String(), Type.String(), { description: 'stored value → label, for the values on this page' }),
    path: Type.Optional(Type.Boolean({ description: 'an array value is a path (a cascader): its labels join with /' })),
    displayCode: Type.Optional(Type.String()),
    level: Type.Optional(Type.Integer({ minimum: 0 })),
    options: Type.Optional(Type.Array(Type.Ref(FieldOption))),
  },
  { additionalProperties: false },
);
export type ColumnLabelSet = Static<typeof ColumnLabelSet>;
/** Record key → its column's labels. */
export const ListLabels = Type.Record(Type.String(), ColumnLabelSet);
export type ListLabels = Static<typeof ListLabels>;

/** Answer of POST /ks/monitor/table-list. */
export const TableListData = Type.Object({
  records: Type.Array(ListRow),
  total: Type.Integer(),
  curPage: Type.Integer(),
  pageSize: Type.Integer(),
  labels: Type.Optional(ListLabels),
});
export type TableListData = Static<typeof TableListData>;

/** Answer of POST /ks/monitor/dynamic-table-list: the page plus the columns to draw it with. */
export const DynamicTableListData = Type.Object({
  records: Type.Array(ListRow),
  total: Type.Integer(),
  curPage: Type.Integer(),
  pageSize: Type.Integer(),
  columns: Type.Array(TableColumn),
  labels: Type.Optional(ListLabels),
});
export type DynamicTableListData = Static<typeof DynamicTableListData>;

/** Body of POST /ks/monitor/type-card-counts: the list and the search applied to every card. */
export const TypeCardCountsBody = Type.Object(
  {
    nodeId: ListSelection.nodeId,
    displayCode: ListSelection.displayCode,
    systemCoding: ListSelection.systemCoding,
    gnCoding: ListSelection.gnCoding,
    filters: ListSelection.filters,
  },
  { additionalProperties: false },
);
export type TypeCardCountsBody = Static<typeof TypeCardCountsBody>;

/** Answer of POST /ks/monitor/type-card-counts: card key → records it selects (cards with showCount). */
export const TypeCardCounts = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));
export type TypeCardCounts = Static<typeof TypeCardCounts>;
