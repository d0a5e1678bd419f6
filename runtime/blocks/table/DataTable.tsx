import { Empty, Table, theme, type TableColumnType } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type CSSProperties, type Ref } from 'react';
import type { SearchFilterItem } from '../../../schemas/form';
import { DEFAULT_COLUMN_WIDTH, INDEX_COLUMN_WIDTH, buildColumns, columnWidth, type ListSort } from './build-columns';
import { useColumnRegistry } from './column-registry-context';
import { middleRowHeight } from './fixed-rows';
import type { ListLabels, ListRecord, TableColumn } from './list-types';
import { PAGE_SIZE_CHOICES } from './page-size';
import { VirtualBody, useSelectionCell, type ScrollBodyInfo } from './virtual-body';

/** Above this many rows on one page the body is virtual: only the rows on screen are mounted. */
export const VIRTUAL_ROW_THRESHOLD = 100;
/** Height of the scrolling body of a virtual table. */
export const VIRTUAL_BODY_HEIGHT = 560;
/** Width of the selection column of a virtual table (its body draws the row checkboxes itself). */
const SELECTION_COLUMN_WIDTH = 48;

const rowClassName = (r: ListRecord): string => (r.statusColor ? 'ks-row-has-status' : '');

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
  /** The names of the page's coded values, by record key (docs/lists.md "Columns show names"). */
  labels?: ListLabels;
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
    labels,
  } = props;
  const registry = useColumnRegistry();
  // Cells draw their links with a class (cells.css); the theme's link colour reaches them here.
  const { token } = theme.useToken();
  // A virtual body's rows are held to antd's own row estimate, so they are never measured.
  const rowHeight = middleRowHeight(token);
  const style = useMemo(
    () =>
      ({
        '--ks-link-color': token.colorLink,
        '--ks-row-height': `${rowHeight}px`,
        // what antd's table paints on a hovered row (rowHoverBg, rowSelectedHoverBg), for the virtual body's rows
        '--ks-row-bg': token.colorBgContainer,
        '--ks-row-hover-bg': token.colorFillAlter,
        '--ks-row-selected-hover-bg': token.controlItemBgActiveHover,
        // the shadow antd draws beside its right-hand fixed cells, for the virtual body's pinned ones
        '--ks-row-fix-shadow': token.colorSplit,
      }) as CSSProperties,
    [token.colorLink, token.colorBgContainer, token.colorFillAlter, token.controlItemBgActiveHover, token.colorSplit, rowHeight],
  );
  const firstIndex = (curPage - 1) * pageSize + 1;

  const antColumns = useMemo(
    () => buildColumns(columns, { registry, filterItems, headerFilters, onHeaderFilter, firstIndex, sort, labels }),
    [columns, registry, filterItems, headerFilters, onHeaderFilter, firstIndex, sort, labels],
  );

  const virtual = records.length > VIRTUAL_ROW_THRESHOLD;
  // A page of over 100 rows shows its rows first, and its pager and header filters once they are
  // on screen: antd's pager (the page-size Select, the quick jumper; a sixth of the rows' cost)
  // and a header filter's closed Dropdown (23 kB of styles, 11 keyframes) compile their styles on
  // first mount (docs/performance/table-render.md, 2026-11-28 and 2026-11-29).
  const painted = useShownAfterPaint(virtual);
  // A virtual body needs a numeric width to lay its columns out (header and body alike).
  const virtualColumns = useMemo(
    () =>
      virtual
        ? antColumns.map((c): TableColumnType<ListRecord> => {
            const sized = typeof c.width === 'number' ? c : { ...c, width: DEFAULT_COLUMN_WIDTH };
            return painted || !c.filterDropdown ? sized : { ...sized, filterDropdown: undefined, filterIcon: undefined, filteredValue: undefined };
          })
        : antColumns,
    [virtual, antColumns, painted],
  );
  const scrollX = useMemo(
    () =>
      columns.reduce((sum, c) => {
        const w = columnWidth(c, DEFAULT_COLUMN_WIDTH);
        return sum + (typeof w === 'number' ? w : DEFAULT_COLUMN_WIDTH);
      }, INDEX_COLUMN_WIDTH + (selectable ? SELECTION_COLUMN_WIDTH : 0)),
    [columns, selectable],
  );

  // Above the threshold the body is our own (virtual-body.tsx) under antd's header; antd draws
  // the header's select-all box, the body draws the row boxes.
  const selection = useSelectionCell(
    records,
    virtual && selectable ? { selectedKeys: selectedIds ?? [], onChange: (keys) => onSelect?.(keys), width: SELECTION_COLUMN_WIDTH } : undefined,
  );
  const components = useMemo(
    () =>
      virtual
        ? {
            body: (data: readonly ListRecord[], info: ScrollBodyInfo) => (
              <VirtualBody
                data={data}
                info={info}
                columns={virtualColumns}
                fallbackWidth={DEFAULT_COLUMN_WIDTH}
                rowHeight={rowHeight}
                height={bodyHeight}
                rowClassName={rowClassName}
                selection={selection}
              />
            ),
          }
        : undefined,
    [virtual, virtualColumns, rowHeight, bodyHeight, selection],
  );

  // The table handle: a virtual body scrolls to a row by its place (rows off screen are not in
  // the document for antd to find).
  const inner = useRef<TableRef>(null);
  useImperativeHandle(
    tableRef,
    (): TableRef => ({
      get nativeElement() {
        return inner.current!.nativeElement;
      },
      scrollTo(config) {
        const { index, key, top } = config;
        if (virtual && top === undefined && (index !== undefined || key !== undefined)) {
          const at = index ?? records.findIndex((r) => r.id === String(key));
          if (at >= 0) inner.current?.scrollTo({ top: at * rowHeight });
          return;
        }
        inner.current?.scrollTo(config);
      },
    }),
    [virtual, records, rowHeight],
  );

  // A table wider than its box scrolls sideways: a keyboard user must be able to reach that scroll
  // region (axe scrollable-region-focusable), even when no cell holds a link or a button.
  useEffect(() => {
    const root = inner.current?.nativeElement;
    if (!root) return;
    for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      const scrolls = region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight;
      if (scrolls && !region.hasAttribute('tabindex')) region.tabIndex = 0;
      else if (!scrolls && region.tabIndex === 0) region.removeAttribute('tabindex');
    }
  });

  return (
    <Table<ListRecord>
      ref={inner}
      style={style}
      // ant-table-virtual: antd's mark of a virtual table, as its own virtual body sets it
      className={virtual ? 'ks-data-table ks-fixed-rows ant-table-virtual' : 'ks-data-table'}
      components={components}
      rowKey="id"
      size="middle"
      bordered
      columns={virtualColumns}
      dataSource={records as ListRecord[]}
      loading={loading}
      scroll={virtual ? { x: scrollX, y: bodyHeight } : { x: 'max-content' }}
      rowClassName={rowClassName}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: selectedIds as string[] | undefined,
              onChange: (keys) => onSelect?.(keys.map(String)),
              columnWidth: virtual ? SELECTION_COLUMN_WIDTH : undefined,
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
      pagination={
        painted && {
          current: curPage,
          pageSize,
          total,
          // antd's zh_CN names this select 页码 (page number); it sets how many rows a page holds
          showSizeChanger: { 'aria-label': '每页条数' },
          pageSizeOptions: PAGE_SIZE_CHOICES.map(String),
          showQuickJumper: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, size) => onPageChange(size !== pageSize ? 1 : page, size),
        }
      }
    />
  );
}

/** False until the frame after the first paint when `defer`, true otherwise. */
function useShownAfterPaint(defer: boolean): boolean {
  const [painted, setPainted] = useState(!defer);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs before the next paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted || !defer;
}
