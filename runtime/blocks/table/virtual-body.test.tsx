import { fireEvent } from '@testing-library/react';
import type { TableRef } from 'antd/es/table';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import type { ListRecord, TableColumn } from './list-types';
import { renderInList } from './test-kit';
import { bodyColumns } from './virtual-body';

const columns: TableColumn[] = [
  { code: 'xmmc', name: '项目名称', width: 180 },
  { code: 'je', name: '金额', listAlignment: 'right', width: '120' },
  { code: 'operations', name: '操作', type: 'operations' },
];
const rows = (n: number): ListRecord[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, xmmc: `项目${i + 1}`, je: String(i), statusColor: i % 2 ? 'success' : undefined, operations: [] }));

function bigTable() {
  const ref = createRef<TableRef>();
  const utils = renderInList(<DataTable tableRef={ref} columns={columns} records={rows(150)} total={150} curPage={1} pageSize={200} onPageChange={() => undefined} />);
  return { ...utils, ref };
}

describe('the virtual body of a page of more than 100 rows', () => {
  it('draws rows in antd’s virtual-table markup: numbered, aligned, with the row classes', () => {
    const { container } = bigTable();
    const body = container.querySelector('.ant-table-tbody-virtual')!;
    const first = body.querySelector<HTMLElement>('.ant-table-row[data-row-key="r1"]')!;
    expect(first.querySelector('.ks-row-index')!.textContent).toBe('1');
    const cells = first.querySelectorAll<HTMLElement>(':scope > .ant-table-cell');
    expect(cells).toHaveLength(4);
    expect(cells[1]!.textContent).toBe('项目1');
    expect(cells[2]!.style.textAlign).toBe('right');
    expect(body.querySelector('[data-row-key="r2"]')!.className).toContain('ks-row-has-status');
    // only the rows on screen (and a few beyond) are in the document
    expect(body.querySelectorAll('.ant-table-row').length).toBeLessThan(30);
  });

  it('keeps 序号 on the left and 操作 on the right while the body scrolls sideways', () => {
    const { container } = bigTable();
    const cells = () => Array.from(container.querySelectorAll<HTMLElement>('.ant-table-tbody-virtual [data-row-key="r1"] > .ant-table-cell'));
    // At rest 序号 is where it would stick: a plain cell, without antd's fixed-column classes.
    expect(cells()[0]!.className).not.toContain('ant-table-cell-fix-left');
    expect(cells()[0]!.style.position).toBe('');
    // 操作 is drawn with its row, moved left by what the rows overflow the scroller (64 + 180 +
    // 120 + 220 less the scroll bar, which jsdom draws 0 wide).
    const pinned = (ops: HTMLElement) => {
      expect(ops.className).toContain('ks-cell-pinned-right-first');
      expect(ops.className).not.toContain('ant-table-cell-fix-right');
      expect(ops.style.position).toBe('relative');
      expect(ops.style.left).toMatch(/^min\(0px.*calc\(100cqw - 584px\)\)$/);
    };
    pinned(cells()[3]!);
    const scroller = container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    scroller.scrollLeft = 40;
    fireEvent.scroll(scroller);
    const [index, , , ops] = cells();
    expect(index!.className).toContain('ant-table-cell-fix-left-last');
    expect(index!.style.position).toBe('sticky');
    expect(index!.style.left).toBe('0px');
    expect(ops!.className).toContain('ant-table-cell-fix-right-first');
    expect(ops!.style.position).toBe('sticky');
    expect(ops!.style.right).toBe('0px');
    scroller.scrollLeft = 0;
    fireEvent.scroll(scroller);
    expect(cells()[0]!.style.position).toBe('');
    pinned(cells()[3]!);
  });

  it('the table handle scrolls to an offset, or to a row by place or key', () => {
    const { container, ref } = bigTable();
    const scroller = container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    scroller.scrollTo = vi.fn() as typeof scroller.scrollTo;
    ref.current!.scrollTo({ top: 300 });
    expect(scroller.scrollTo).toHaveBeenLastCalledWith({ top: 300 });
    ref.current!.scrollTo({ index: 10 });
    const row = (scroller.scrollTo as ReturnType<typeof vi.fn>).mock.lastCall![0] as { top: number };
    expect(row.top).toBeGreaterThan(0);
    ref.current!.scrollTo({ key: 'r11' });
    expect(scroller.scrollTo).toHaveBeenLastCalledWith(row);
    expect(ref.current!.nativeElement.className).toContain('ant-table');
  });

  it('selects rows with their own boxes; shift-click selects the range since the last checked row', () => {
    const onSelect = vi.fn();
    function Selecting() {
      const [ids, setIds] = useState<string[]>([]);
      const select = (next: string[]) => {
        onSelect(next);
        setIds(next);
      };
      return <DataTable columns={columns} records={records} total={150} curPage={1} pageSize={200} onPageChange={() => undefined} selectable selectedIds={ids} onSelect={select} />;
    }
    const records = rows(150);
    const { container } = renderInList(<Selecting />);
    const box = (key: string) => container.querySelector<HTMLInputElement>(`.ant-table-tbody-virtual [data-row-key="${key}"] input[type="checkbox"]`)!;
    fireEvent.click(box('r2'));
    expect(onSelect).toHaveBeenLastCalledWith(['r2']);
    expect(box('r2').checked).toBe(true);
    expect(container.querySelector('[data-row-key="r2"]')!.className).toContain('ant-table-row-selected');
    fireEvent.click(box('r4'), { shiftKey: true });
    expect(onSelect).toHaveBeenLastCalledWith(['r2', 'r3', 'r4']);
    fireEvent.click(box('r3'));
    expect(onSelect).toHaveBeenLastCalledWith(['r2', 'r4']);
  });
});

describe('body columns', () => {
  it('take the scroll bar off the last column, as antd’s header does, and offset sticky cells by the widths beside them', () => {
    const cells = bodyColumns(
      [
        { key: 'a', width: 64, fixed: 'left' },
        { key: 'b', width: 100 },
        { key: 'c', width: 80, fixed: 'right' },
        { key: 'd', width: 90, fixed: 'right' },
      ],
      { scrollbarSize: 10, fallbackWidth: 150 },
    );
    expect(cells.map((c) => c.style.width)).toEqual([64, 100, 80, 80]);
    expect(cells[0]!.className).toContain('ant-table-cell-fix-left-last');
    expect(cells[2]!.style.right).toBe(80);
    expect(cells[2]!.className).toContain('ant-table-cell-fix-right-first');
    expect(cells[3]!.style.right).toBe(0);
    // not stuck yet: both right-hand cells drawn in the row, moved by what the rows overflow
    const resting = bodyColumns([{ key: 'a', width: 64 }, { key: 'c', width: 80, fixed: 'right' }, { key: 'd', width: 90, fixed: 'right' }], { scrollbarSize: 10, fallbackWidth: 150, scrolledSideways: false });
    expect(resting.map((c) => c.className)).toEqual(['ant-table-cell', 'ant-table-cell ks-cell-pinned-right ks-cell-pinned-right-first', 'ant-table-cell ks-cell-pinned-right']);
    expect(resting[2]!.style).toMatchObject({ position: 'relative', left: 'min(0px, calc(100cqw - 224px))' });
  });
});
