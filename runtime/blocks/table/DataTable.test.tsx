import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFilterItem } from '../../../schemas/form';
import { DataTable, type DataTableProps } from './DataTable';
import type { ListRecord, TableColumn } from './list-types';
import { buttonNamed, renderInList } from './test-kit';

const columns: TableColumn[] = [
  { code: 'xmmc', name: '项目名称', isSearch: true, width: 180, listAlignment: 'left' },
  { code: 'xmlx', name: '项目类型', isSearch: true },
  { code: 'je', name: '金额', listAlignment: 'right', width: '120' },
  { code: 'status', name: '状态', type: 'status', isStatus: true },
];
const filterItems: SearchFilterItem[] = [
  { code: 'xmlx', name: '项目类型', type: 'select', dataList: [{ label: '房建', value: 'fj' }] },
];
const rows = (n: number, from = 1): ListRecord[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${from + i}`, xmmc: `项目${from + i}`, je: '100', status: 'draft', statusText: '草稿', statusColor: 'default', operations: [] }));

function table(props: Partial<DataTableProps> = {}) {
  const onPageChange = vi.fn();
  const onHeaderFilter = vi.fn();
  const utils = renderInList(
    <DataTable
      columns={columns}
      records={rows(3)}
      total={3}
      curPage={1}
      pageSize={10}
      filterItems={filterItems}
      onPageChange={onPageChange}
      onHeaderFilter={onHeaderFilter}
      {...props}
    />,
  );
  return { ...utils, onPageChange, onHeaderFilter };
}

const headerCell = (name: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('th')).find((th) => th.textContent === name && th.querySelector('.ant-table-filter-trigger'))!;

describe('data table', () => {
  it('numbers rows across pages and aligns cells as configured', () => {
    table({ records: rows(2, 11), curPage: 2, total: 12 });
    const first = screen.getByText('项目11').closest('tr')!;
    expect(first.querySelector('.ks-row-index')!.textContent).toBe('11');
    const amount = first.querySelectorAll('td')[3]!;
    expect(amount.className).toContain('ant-table-cell');
    expect(amount.style.textAlign).toBe('right');
  });

  it('offers the selection column when asked', () => {
    const onSelect = vi.fn();
    const { container } = table({ selectable: true, selectedIds: [], onSelect });
    const boxes = container.querySelectorAll<HTMLInputElement>('tr[data-row-key] input[type="checkbox"]');
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[1]!);
    expect(onSelect).toHaveBeenCalledWith(['r2']);
  });

  it('a text header search sends its value on 确定 and clears it on 重置', async () => {
    const { onHeaderFilter } = table();
    fireEvent.click(headerCell('项目名称').querySelector('.ant-table-filter-trigger')!);
    const input = await screen.findByPlaceholderText('请输入项目名称');
    fireEvent.change(input, { target: { value: '城东' } });
    const panel = input.closest<HTMLElement>('.ks-header-filter')!;
    fireEvent.click(buttonNamed('确定', panel));
    expect(onHeaderFilter).toHaveBeenCalledWith('xmmc', '城东');
    fireEvent.click(buttonNamed('重置', panel));
    expect(onHeaderFilter).toHaveBeenLastCalledWith('xmmc', undefined);
  });

  it('a header search takes its type and options from the search group of the same code', async () => {
    table();
    fireEvent.click(headerCell('项目类型').querySelector('.ant-table-filter-trigger')!);
    await waitFor(() => expect(document.querySelector('.ks-header-filter .ant-select')).not.toBeNull());
    // no visible label in the popover: the combobox carries its name, under an id of its own
    // (the search bar's input of the same code is filter-xmlx, which its <label for> names)
    const box = screen.getByRole('combobox', { name: '筛选：项目类型' });
    expect(box.id).toBe('header-filter-xmlx');
  });

  it('offers page sizes 10, 20, 30 and 50', async () => {
    const { container } = table({ total: 100 });
    fireEvent.mouseDown(container.querySelector('.ant-pagination-options .ant-select-selector')!);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(4));
    const sizes = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent?.replace(/\D/g, ''));
    expect(sizes).toEqual(['10', '20', '30', '50']);
  });

  it('names the page-size select 每页条数 (antd calls it 页码, which it is not)', () => {
    table({ total: 100 });
    expect(screen.getByRole('combobox', { name: '每页条数' })).toBeTruthy();
  });

  it('mounts a virtual body for pages of more than 100 rows, a plain one otherwise', () => {
    const one = [columns[0]!];
    const small = table({ columns: one, records: rows(100), total: 100, pageSize: 100 });
    expect(small.container.querySelector('.ant-table-virtual')).toBeNull();
    small.unmount();
    const big = table({ columns: one, records: rows(101), total: 101, pageSize: 200 });
    expect(big.container.querySelector('.ant-table-virtual')).not.toBeNull();
  });

  it('draws the pager and header filters of a virtual page once its rows are on screen; a plain page has them at once', async () => {
    const one = [columns[0]!];
    const small = table({ columns: one, records: rows(100), total: 100, pageSize: 100 });
    expect(small.container.querySelector('.ant-pagination-total-text')?.textContent).toBe('共 100 条');
    expect(small.container.querySelector('th .ant-table-filter-trigger [aria-label="筛选"]')).not.toBeNull();
    small.unmount();
    const big = table({ columns: one, records: rows(150), total: 150, pageSize: 200 });
    expect(big.container.querySelector('[data-row-key="r1"]')).not.toBeNull();
    expect(big.container.querySelector('.ant-pagination')).toBeNull();
    expect(big.container.querySelector('.ant-table-filter-trigger')).toBeNull();
    await waitFor(() => expect(big.container.querySelector('.ant-pagination-total-text')?.textContent).toBe('共 150 条'));
    expect(screen.getByRole('combobox', { name: '每页条数' })).toBeTruthy();
    // the header filter works as on a plain page
    fireEvent.click(headerCell('项目名称').querySelector('.ant-table-filter-trigger')!);
    const input = await screen.findByPlaceholderText('请输入项目名称');
    fireEvent.change(input, { target: { value: '城东' } });
    fireEvent.click(buttonNamed('确定', input.closest<HTMLElement>('.ks-header-filter')!));
    expect(big.onHeaderFilter).toHaveBeenCalledWith('xmmc', '城东');
  });

  it('shows 暂无数据 when the page is empty', () => {
    table({ records: [], total: 0 });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('draws a column whose type is "" (the spec\'s own configs) as plain text, and as the status tag when isStatus marks it', () => {
    const specShaped: TableColumn[] = [
      { code: 'xmmc', name: '项目名称', type: '' },
      { code: 'status', name: '状态', type: '', isStatus: true },
    ];
    table({ columns: specShaped, records: [{ ...rows(1)[0], xmmc: '某某道路工程', statusText: '待审核', statusColor: 'processing' }] });
    expect(screen.getByText('某某道路工程').closest('td')).not.toBeNull();
    expect(screen.getByText('待审核').className).toContain('ks-tag-processing');
  });
});
