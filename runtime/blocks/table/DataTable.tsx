import { Empty, Table, theme } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useMemo, type CSSProperties, type Ref } from 'react';
import type { SearchFilterItem } from '../../../schemas/form';
import { DEFAULT_COLUMN_WIDTH, INDEX_COLUMN_WIDTH, buildColumns, columnWidth, type ListSort } from './build-columns';
import { useColumnRegistry } from './column-registry-context';
import { FIXED_ROW_COMPONENTS, middleRowHeight } from './fixed-rows';
import type { ListRecord, TableColumn } from './list-types';
import { PAGE_SIZE_CHOICES } from './page-size';

/** Above this many rows on one page the body is virtual: only the rows on screen are mounted. */
export const VIRTUAL_ROW_THRESHOLD = 100;
/** Height of the scrolling body of a virtual table. */
export const VIRTUAL_BODY_HEIGHT = 560;

export interface DataTableProps {
  /** The columns to show (after the column chooser), in order. */
  columns: readonly TableColumn[];
  records: readonly ListRecord[];
  total: number;
  curPage: number;
  pageSize: number;
  loading?: boolean;
  /** The search group's filters: they give header popovers their type and options. */
  filterItems?: readonly SearchFilterItem[];
  /** Raw values of the header search popovers, by filter code. */
  headerFilters?: Readonly<Record<string, unknown>>;
  onHeaderFilter?: (code: string, value: unknown) => void;
  /** The server-side order shown on the sortable headers. */
  sort?: ListSort | null;
  /** A sortable header was clicked: the new order, or null for the default order. */
  onSortChange?: (sort: ListSort | null) => void;
  /** A new page or page size was chosen (a new size starts again at page 1). */
  onPageChange: (curPage: number, pageSize: number) => void;
  /** Shows the selection column. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  onSelect?: (ids: string[]) => void;
  /** Height of the body when virtual (defaults to VIRTUAL_BODY_HEIGHT). */
  bodyHeight?: number;
  /** antd's table handle (scrollTo a row or an offset of a virtual body). */
  tableRef?: Ref<TableRef>;
}

/**
 * The data table of a list node (spec 002 §2): 序号, optional selection, typed columns, header
 * search popovers, the server's per-row colours and buttons, pages of 10/20/30/50.
 */
export function DataTable(props: DataTableProps) {
  const {
    columns,
    records,
    total,
    curPage,
    pageSize,
    loading,
    filterItems = [],
    headerFilters = {},
    onHeaderFilter = () => undefined,
    onPageChange,
    sort = null,
    onSortChange,
    selectable,
    selectedIds,
    onSelect,
    bodyHeight = VIRTUAL_BODY_HEIGHT,
    tableRef,
  } = props;
  const registry = useColumnRegistry();
  // Cells draw their links with a class (cells.css); the theme's link colour reaches them here.
  const { token } = theme.useToken();
  // A virtual body's rows are held to antd's own row estimate, so they are never measured.
  const rowHeight = middleRowHeight(token);
  const style = useMemo(
    () => ({ '--ks-link-color': token.colorLink, '--ks-row-height': `${rowHeight}px` }) as CSSProperties,
    [token.colorLink, rowHeight],
  );
  const firstIndex = (curPage - 1) * pageSize + 1;

  const antColumns = useMemo(
    () => buildColumns(columns, { registry, filterItems, headerFilters, onHeaderFilter, firstIndex, sort }),
    [columns, registry, filterItems, headerFilters, onHeaderFilter, firstIndex, sort],
  );

  const virtual = records.length > VIRTUAL_ROW_THRESHOLD;
  // A virtual body needs a numeric width to lay its columns out.
  const scrollX = useMemo(
    () =>
      columns.reduce((sum, c) => {
        const w = columnWidth(c, DEFAULT_COLUMN_WIDTH);
        return sum + (typeof w === 'number' ? w : DEFAULT_COLUMN_WIDTH);
      }, INDEX_COLUMN_WIDTH + (selectable ? 48 : 0)),
    [columns, selectable],
  );

  return (
    <Table<ListRecord>
      ref={tableRef}
      style={style}
      className={virtual ? 'ks-data-table ks-fixed-rows' : 'ks-data-table'}
      components={virtual ? FIXED_ROW_COMPONENTS : undefined}
      rowKey="id"
      size="middle"
      bordered
      columns={antColumns}
      dataSource={records as ListRecord[]}
      loading={loading}
      virtual={virtual}
      scroll={virtual ? { x: scrollX, y: bodyHeight } : { x: 'max-content' }}
      rowClassName={(r) => (r.statusColor ? 'ks-row-has-status' : '')}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: selectedIds as string[] | undefined,
              onChange: (keys) => onSelect?.(keys.map(String)),
            }
          : undefined
      }
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || Array.isArray(sorter)) return;
        const field = typeof sorter.columnKey === 'string' ? columns.find((c) => c.code === sorter.columnKey) : undefined;
        if (!field || !sorter.order) return onSortChange?.(null);
        onSortChange?.({ field: field.bianma || field.code, order: sorter.order === 'ascend' ? 'asc' : 'desc' });
      }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" /> }}
      pagination={{
        current: curPage,
        pageSize,
        total,
        // antd's zh_CN names this select 页码 (page number); it sets how many rows a page holds
        showSizeChanger: { 'aria-label': '每页条数' },
        pageSizeOptions: PAGE_SIZE_CHOICES.map(String),
        showQuickJumper: true,
        showTotal: (t) => `共 ${t} 条`,
        onChange: (page, size) => onPageChange(size !== pageSize ? 1 : page, size),
      }}
    />
  );
}
