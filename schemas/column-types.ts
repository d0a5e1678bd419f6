/**
 * What every layer knows of a column type, one entry per type (spec 002 §3 "Column type values",
 * plus `text` for a plain value). Column types are a closed list: the server refuses a list config
 * naming another type (TableColumn's enum is these keys), and runtime/columns registers exactly
 * these (a test compares the two). Adding a type: docs/extending.md.
 */
import { ownEntry } from './registry';

export interface ColumnTypeTraits {
  /** the Chinese name in the designer's column palette and type list */
  label: string;
  /** width in pixels when the config gives none (default 160, the table's) */
  width?: number;
  /** the cell draws buttons, icons or a preview rather than a value: left out of an export */
  notExported?: boolean;
  /** how the server compares a header-search value typed on this column (default equals) */
  search?: 'contains' | 'equals';
  /** long values are cut with an ellipsis (a plain value only) */
  ellipsis?: boolean;
  /** kept at the right edge while the table scrolls sideways */
  pinRight?: boolean;
  /** the cell holds the record's buttons: the list adds such a column when the config has none */
  recordButtons?: boolean;
  /** the cell shows the record's workflow status: an export writes the status text */
  showsStatus?: boolean;
}

export const COLUMN_TYPE_TRAITS = {
  text: { label: '文本', search: 'contains', ellipsis: true },
  status: { label: '状态标签', showsStatus: true },
  statusText: { label: '状态文字', showsStatus: true },
  statusIcon: { label: '状态圆点', notExported: true },
  preview: { label: '预览', notExported: true },
  download: { label: '下载' },
  auditFlow: { label: '审核流程', notExported: true },
  changeStatus: { label: '变更状态' },
  dui: { label: '对错标记', width: 80 },
  switch: { label: '开关', width: 90 },
  link: { label: '链接', search: 'contains' },
  menuCardLink: { label: '菜单卡片链接', search: 'contains', ellipsis: true },
  state: { label: '审核状态', showsStatus: true },
  operations: { label: '操作按钮', width: 220, notExported: true, pinRight: true, recordButtons: true },
} as const satisfies Record<string, ColumnTypeTraits>;

export type ColumnType = keyof typeof COLUMN_TYPE_TRAITS;

export const COLUMN_TYPES = Object.keys(COLUMN_TYPE_TRAITS) as ColumnType[];

/** The plain-text type, used for a column without a type. */
export const TEXT_COLUMN_TYPE: ColumnType = 'text';

/**
 * What a column's `type` may hold in a config: a key, or `""`, which the spec's own configs write
 * for a plain value (spec 002 §3) and which means the same as no type at all.
 */
export const COLUMN_TYPE_VALUES = [...COLUMN_TYPES, ''] as const;

/**
 * The type a column is drawn with: its `type`, else `status` when `isStatus` marks it (spec 002
 * §3), else plain text. An empty `type` counts as none. The one place every layer asks.
 */
export const columnTypeOf = (column: { type?: string; isStatus?: boolean }): string =>
  column.type || (column.isStatus ? 'status' : TEXT_COLUMN_TYPE);

/** The traits of a column's type; a column without one (absent or `""`) is plain text. */
export const columnTraits = (type: string | undefined): ColumnTypeTraits | undefined =>
  ownEntry<ColumnTypeTraits>(COLUMN_TYPE_TRAITS, type || TEXT_COLUMN_TYPE);
