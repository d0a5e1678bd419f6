import type { TableColumnType } from 'antd';
import type { SearchFilterItem } from '../../../schemas/form';
import { columnTypeOf } from '../../../schemas/column-types';
import type { ColumnRegistry } from '../../columns/define';
import { cssColor } from '../../columns/preset-color';
import '../../columns/cells.css';
import { HeaderFilterPanel, headerFilterIcon } from './HeaderFilter';
import type { ListLabels, ListRecord, SortOrder, TableColumn } from './list-types';
import { labelText } from '../../../schemas/column-labels';

/** The list's server-side order: a record key and a direction (absent: newest changes first). */
export interface ListSort {
  field: string;
  order: SortOrder;
}

const ANT_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** Width of a column without a configured width, and of the index column. */
export const DEFAULT_COLUMN_WIDTH = 150;
export const INDEX_COLUMN_WIDTH = 64;

/** The record key a column reads: its bound key (bianma) when set, else its code. */
export const valueKey = (column: TableColumn): string => column.bianma || column.code;

/** A configured width as antd wants it: '120' and 120 are pixels, '10%' stays as text. */
export function columnWidth(column: TableColumn, fallback: number): number | string {
  const w = column.width;
  if (typeof w === 'number' && w > 0) return w;
  if (typeof w === 'string' && w.trim()) {
    const n = Number(w.replace(/px$/, ''));
    return Number.isFinite(n) && n > 0 ? n : w;
  }
  return fallback;
}

/** The header filter of a column: the search group's item of the same code, else a text filter. */
export function headerFilterItem(column: TableColumn, items: readonly SearchFilterItem[]): SearchFilterItem {
  return items.find((i) => i.code === valueKey(column) || i.code === column.code) ?? { code: valueKey(column), name: column.name, type: 'text' };
}

export interface BuildColumnsOptions {
  registry: ColumnRegistry;
  filterItems: readonly SearchFilterItem[];
  headerFilters: Readonly<Record<string, unknown>>;
  onHeaderFilter: (code: string, value: unknown) => void;
  /** Number of the first row on the page (1 on page 1). */
  firstIndex: number;
  /** The current order, shown on the sortable column it names. */
  sort?: ListSort | null;
  /** The names of the page's coded values, by record key (the list answer's `labels`). */
  labels?: ListLabels;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Turns a node's table columns into antd columns: 序号 first, then each visible column by its type. */
export function buildColumns(columns: readonly TableColumn[], options: BuildColumnsOptions): TableColumnType<ListRecord>[] {
  const { registry, filterItems, headerFilters, onHeaderFilter, firstIndex, sort, labels } = options;
  const index: TableColumnType<ListRecord> = {
    key: '__index',
    title: '序号',
    className: 'ks-index-cell',
    width: INDEX_COLUMN_WIDTH,
    align: 'center',
    fixed: 'left',
    render: (_v, record, i) => (
      // The status colour marks the row at its start, so a long row still shows its state.
      <span
        className="ks-row-index"
        style={record.statusColor ? { borderLeftColor: cssColor(record.statusColor) } : undefined}
      >
        {firstIndex + i}
      </span>
    ),
  };

  const typed = columns.map((column): TableColumnType<ListRecord> => {
    const definition = registry.resolve(columnTypeOf(column));
    const { Cell } = definition;
    const key = valueKey(column);
    const named = labels?.[key];
    const out: TableColumnType<ListRecord> = {
      key: column.code,
      dataIndex: key,
      title: column.name,
      align: column.listAlignment ?? 'left',
      width: columnWidth(column, definition.width ?? DEFAULT_COLUMN_WIDTH),
      ellipsis: definition.ellipsis === true,
      fixed: definition.pinRight ? 'right' : undefined,
      // a coded value shows its name; the record keeps the code (a button or a search sends that)
      render: (value: unknown, record: ListRecord) => <Cell value={labelText(value, named) ?? value} record={record} column={column} />,
    };
    if (column.sortable) {
      // The server sorts the whole list; the page on screen is never re-sorted locally.
      out.sorter = true;
      out.sortDirections = ['descend', 'ascend'];
      out.sortOrder = sort?.field === key ? ANT_ORDER[sort.order] : null;
    }
    if (column.isSearch) {
      const item = headerFilterItem(column, filterItems);
      const current = headerFilters[item.code];
      out.filterIcon = () => headerFilterIcon(!isEmpty(current));
      out.filteredValue = isEmpty(current) ? null : [String(current)];
      out.filterDropdown = ({ close }) => (
        <HeaderFilterPanel key={JSON.stringify(current ?? null)} item={item} value={current} close={close} onApply={(v) => onHeaderFilter(item.code, v)} />
      );
    }
    return out;
  });
  pinStatusBesideButtons(columns, typed, registry);
  return [index, ...typed];
}

/**
 * A status column placed right before the pinned 操作 column is pinned with it. A list of a dozen
 * columns is wider than a 1440 px screen (信用记录: 1634 px in 1103): unpinned, the row's state
 * would sit under the pinned buttons until the user scrolls sideways, while the buttons it
 * explains stay in view. Only a status column already next to the pinned ones moves: the
 * configured order is kept.
 */
function pinStatusBesideButtons(columns: readonly TableColumn[], out: TableColumnType<ListRecord>[], registry: ColumnRegistry): void {
  let i = out.length - 1;
  while (i >= 0 && out[i].fixed === 'right') i--;
  if (i === out.length - 1) return;
  for (; i >= 0; i--) {
    const column = columns[i];
    if (!(column.isStatus || registry.resolve(columnTypeOf(column)).showsStatus)) return;
    out[i].fixed = 'right';
  }
}
