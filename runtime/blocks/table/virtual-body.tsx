import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox, type TableColumnType } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type MutableRefObject, type ReactNode, type Ref, type UIEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ListRecord } from './list-types';
import './fixed-rows.css';

/**
 * The body of a table of more than 100 rows (docs/performance.md "Table render", 2026-11-27,
 * evening): rows of one fixed height, only those on screen mounted (@tanstack/react-virtual),
 * drawn in antd's virtual-table markup and classes (`ant-table-tbody-virtual`, rows of
 * `ant-table-row`, cells of `ant-table-cell`, sticky fixed columns), under antd's own header. It
 * replaces rc-virtual-list, which measures rows, emulates scrolling (wheel handler, its own
 * scroll bars, a re-render per horizontal move) and renders each cell through rc-table's context
 * hooks. Here the browser scrolls the body natively, both ways; antd is told only of horizontal
 * moves, to keep its header and the fixed-column shadows in step.
 */

const PREFIX = 'ant-table';
/** a right-hand fixed cell drawn in its row's layer, moved to where it would stick (fixed-rows.css) */
const PINNED = 'ks-cell-pinned-right';

/** How one column's cells are drawn: the same for every row, so built once per column set. */
export interface BodyColumn {
  key: string;
  className: string;
  style: CSSProperties;
  /** wraps the content in antd's `ant-table-cell-content` (an ellipsis cell at a fixed edge) */
  wrap: boolean;
  render: (record: ListRecord, index: number) => ReactNode;
}

/** Row selection of a virtual body: antd's header checkbox stays antd's, row checkboxes are drawn here. */
export interface BodySelection {
  selectedKeys: readonly string[];
  onChange: (keys: string[]) => void;
  width: number;
}

const widthOf = (column: TableColumnType<ListRecord>, fallback: number): number =>
  typeof column.width === 'number' && column.width > 0 ? column.width : fallback;

const cellValue = (record: ListRecord, dataIndex: unknown): unknown =>
  typeof dataIndex === 'string' || typeof dataIndex === 'number' ? record[dataIndex as keyof ListRecord] : undefined;

/**
 * The cells of a row as rc-table would draw them in a virtual body: widths (the last one less the
 * scroll bar, as antd's header takes it), sticky offsets and antd's fix classes, alignment, the
 * sorted column's shade. Columns without a number width take `fallbackWidth`. The fixed columns
 * stick only while the body is `scrolledSideways`; before that they are drawn in their rows.
 */
export function bodyColumns(
  columns: readonly TableColumnType<ListRecord>[],
  options: { scrollbarSize: number; fallbackWidth: number; selection?: { width: number; render: BodyColumn['render'] }; scrolledSideways?: boolean },
): BodyColumn[] {
  const { scrollbarSize, fallbackWidth, selection, scrolledSideways = true } = options;
  interface Plain {
    key: string;
    width: number;
    fixed?: 'left' | 'right';
    className?: string;
    align?: CSSProperties['textAlign'];
    ellipsis: boolean;
    sorted: boolean;
    render: BodyColumn['render'];
  }
  const plain: Plain[] = columns.map((c, i) => {
    const { render, dataIndex } = c;
    return {
      key: String(c.key ?? i),
      width: widthOf(c, fallbackWidth),
      fixed: c.fixed === 'left' || c.fixed === true ? 'left' : c.fixed === 'right' ? 'right' : undefined,
      className: c.className,
      align: c.align,
      ellipsis: Boolean(c.ellipsis),
      sorted: Boolean(c.sortOrder),
      render: (record, index) => {
        const value = cellValue(record, dataIndex);
        return render ? (render(value, record, index) as ReactNode) : (value as ReactNode);
      },
    };
  });
  if (selection) {
    // antd fixes its selection column with the column after it (序号, fixed left)
    plain.unshift({ key: '__selection', width: selection.width, fixed: plain[0]?.fixed === 'left' ? 'left' : undefined, className: `${PREFIX}-selection-column`, ellipsis: false, sorted: false, render: selection.render });
  }
  if (plain.length) plain[plain.length - 1]!.width = Math.max(0, plain[plain.length - 1]!.width - scrollbarSize);

  const lastLeft = plain.reduce((at, c, i) => (c.fixed === 'left' && at === i - 1 ? i : at), -1);
  let firstRight = plain.length;
  while (firstRight > 0 && plain[firstRight - 1]!.fixed === 'right') firstRight--;
  const offsets: number[] = [];
  plain.reduce((sum, c, i) => ((offsets[i] = sum), sum + c.width), 0);
  const total = plain.reduce((s, c) => s + c.width, 0);

  return plain.map((c, i) => {
    // Before the body is scrolled sideways a left column sits where it would stick: drawn as a
    // plain cell it spares the browser a layer per row, and antd's composited shadow beside it.
    const left = scrolledSideways && i <= lastLeft;
    const right = scrolledSideways && i >= firstRight;
    // Before the body is scrolled sideways a right column sits where it would stick once it is
    // moved left by the width the body overflows its scroller (`100cqw`, fixed-rows.css): drawn
    // so, as a plain cell, it is painted with its row instead of as a sticky layer of its own.
    const pinned = !scrolledSideways && i >= firstRight;
    const cell = `${PREFIX}-cell`;
    const classes = [cell, c.className];
    if (left) classes.push(`${cell}-fix-left`, i === 0 ? `${cell}-fix-left-first` : '', i === lastLeft ? `${cell}-fix-left-last` : '');
    if (right) classes.push(`${cell}-fix-right`, i === firstRight ? `${cell}-fix-right-first` : '', i === plain.length - 1 ? `${cell}-fix-right-last` : '');
    if (pinned) classes.push(PINNED, i === firstRight ? `${PINNED}-first` : '');
    if (c.ellipsis) classes.push(`${cell}-ellipsis`);
    if (c.sorted) classes.push(`${PREFIX}-column-sort`);
    // A cell grows with its width when the table is wider than its columns, as the header's
    // fixed-layout <table> shares out the extra width.
    const style: CSSProperties = { flex: `${c.width} 0 ${c.width}px`, width: c.width };
    if (left) Object.assign(style, { position: 'sticky', left: offsets[i] });
    if (right) Object.assign(style, { position: 'sticky', right: total - offsets[i]! - c.width });
    if (pinned) Object.assign(style, { position: 'relative', left: `min(0px, calc(100cqw - ${total}px))` });
    if (c.align) style.textAlign = c.align;
    return { key: c.key, className: classes.filter(Boolean).join(' '), style, wrap: c.ellipsis && (i === lastLeft || i === firstRight), render: c.render };
  });
}

interface RowProps {
  record: ListRecord;
  index: number;
  columns: readonly BodyColumn[];
  className: string;
}

/** One row: memoised, so a scroll re-renders only the rows that come on screen. */
const Row = memo(function Row({ record, index, columns, className }: RowProps) {
  return (
    <div className={className} data-row-key={record.id}>
      {columns.map((c) => (
        <div key={c.key} className={c.className} style={c.style}>
          {c.wrap ? <span className={`${PREFIX}-cell-content`}>{c.render(record, index)}</span> : c.render(record, index)}
        </div>
      ))}
    </div>
  );
});

/** What rc-table hands a custom scroll body (`components.body` as a function). */
export interface ScrollBodyInfo {
  scrollbarSize: number;
  ref: Ref<unknown>;
  onScroll: (info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void;
}

export interface VirtualBodyProps {
  data: readonly ListRecord[];
  info: ScrollBodyInfo;
  /** the table's columns (number widths), without the selection column */
  columns: readonly TableColumnType<ListRecord>[];
  /** width of a column without a number width */
  fallbackWidth: number;
  rowHeight: number;
  height: number;
  rowClassName: (record: ListRecord) => string;
  /** the row checkboxes (useSelectionCell) and the keys they show checked */
  selection?: { render: BodyColumn['render']; width: number; selectedKeys: readonly string[] };
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as MutableRefObject<T | null>).current = value;
}

const ROW_CLASS = `${PREFIX}-row ${PREFIX}-row-level-0`;
const OVERSCAN = 2;

/** The scrolling body: a native scroller, a spacer of every row's height, the rows on screen. */
export const VirtualBody = memo(function VirtualBody(props: VirtualBodyProps) {
  const { data, info, rowHeight, height, rowClassName, selection, fallbackWidth } = props;
  const scroller = useRef<HTMLDivElement | null>(null);
  const lastLeft = useRef(0);
  // 序号, 操作 and the columns fixed with them stick only once the body is scrolled sideways.
  const [scrolledSideways, setScrolledSideways] = useState(false);
  const stuck = useRef(false);
  const { ref: tableRef, onScroll, scrollbarSize } = info;
  const columns = useMemo(
    () => bodyColumns(props.columns, { scrollbarSize, fallbackWidth, selection, scrolledSideways }),
    [props.columns, scrollbarSize, fallbackWidth, selection, scrolledSideways],
  );
  // Rows are as wide as their cells, or as the body when it is wider (cells then grow): a sticky
  // cell stays inside its row, so the row must span the whole scrolled width.
  const rowsWidth = useMemo(() => columns.reduce((s, c) => s + Number(c.style.width), 0), [columns]);
  const selectedKeys = useMemo(() => (selection ? new Set(selection.selectedKeys) : undefined), [selection]);
  const setScroller = useCallback(
    (el: HTMLDivElement | null) => {
      scroller.current = el;
      assignRef(tableRef, el);
    },
    [tableRef],
  );
  // Stable: the virtualizer recomputes every row's place whenever getItemKey changes.
  const getItemKey = useCallback((i: number) => data[i]?.id ?? i, [data]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
    // The body's height is ours (`height`; a page of over 100 rows always fills it): nothing to
    // observe or measure, so no layout is read for it.
    observeElementRect: useCallback((_: unknown, report: (rect: { width: number; height: number }) => void) => report({ width: 0, height }), [height]),
  });
  // A new row height (another theme) places every row again.
  const placedAt = useRef(rowHeight);
  useEffect(() => {
    if (placedAt.current === rowHeight) return;
    placedAt.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const onBodyScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      const left = e.currentTarget.scrollLeft;
      if (left === lastLeft.current) return;
      lastLeft.current = left;
      // Before this frame paints, or 序号 and 操作 would scroll for a frame before they stick.
      if (left > 0 !== stuck.current) flushSync(() => setScrolledSideways((stuck.current = left > 0)));
      onScroll({ currentTarget: e.currentTarget, scrollLeft: left });
    },
    [onScroll],
  );
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  return (
    <div className={`${PREFIX}-tbody-virtual ${PREFIX}-tbody`} style={{ position: 'relative' }}>
      <div ref={setScroller} className={`${PREFIX}-tbody-virtual-holder`} style={{ maxHeight: height }} onScroll={onBodyScroll}>
        <div className="ks-virtual-spacer" style={{ height: virtualizer.getTotalSize() }}>
          <div className={`${PREFIX}-tbody-virtual-holder-inner`} style={{ width: rowsWidth, minWidth: '100%', transform: `translateY(${top}px)` }}>
            {items.map((item) => {
              const record = data[item.index]!;
              const extra = rowClassName(record);
              const selected = selectedKeys?.has(record.id) ? ` ${PREFIX}-row-selected` : '';
              return <Row key={item.key} record={record} index={item.index} columns={columns} className={`${ROW_CLASS}${extra ? ` ${extra}` : ''}${selected}`} />;
            })}
          </div>
        </div>
      </div>
    </div>
  );
});

/**
 * The row checkbox of a virtual body, as antd's selection column behaves: a click toggles the
 * row, a shift-click after a check sets the whole range to the clicked row's new state.
 */
export function useSelectionCell(data: readonly ListRecord[], selection: BodySelection | undefined): VirtualBodyProps['selection'] {
  const lastChecked = useRef<number | null>(null);
  const keys = selection?.selectedKeys;
  const onChange = selection?.onChange;
  const width = selection?.width ?? 0;
  return useMemo(() => {
    if (!keys || !onChange) return undefined;
    const set = new Set(keys);
    const toggle = (index: number, shift: boolean) => {
      const key = data[index]!.id;
      const checked = set.has(key);
      const next = new Set(set);
      const from = lastChecked.current;
      const anySelectedHere = data.some((r) => set.has(r.id));
      const range = shift && from !== null && anySelectedHere ? data.slice(Math.min(from, index), Math.max(from, index) + 1) : [data[index]!];
      for (const r of range) {
        if (checked) next.delete(r.id);
        else next.add(r.id);
      }
      lastChecked.current = checked ? null : index;
      onChange(Array.from(next));
    };
    const render: BodyColumn['render'] = (record, index) => (
      <Checkbox
        checked={set.has(record.id)}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => toggle(index, (e.nativeEvent as MouseEvent).shiftKey)}
      />
    );
    return { render, width, selectedKeys: keys };
  }, [data, keys, onChange, width]);
}
