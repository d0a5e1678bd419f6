import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import { middleRowHeight } from './fixed-rows';
import type { ListRecord, TableColumn } from './list-types';
import { renderInList } from './test-kit';

const columns: TableColumn[] = [{ code: 'xmmc', name: '项目名称', width: 180 }];
const rows = (n: number): ListRecord[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, xmmc: `项目${i + 1}`, operations: [] }));

describe('fixed-height rows of a virtual body', () => {
  it('are antd’s own row estimate for a middle-size table (47 px with the default theme)', () => {
    expect(middleRowHeight({ paddingSM: 12, fontSize: 14, lineHeight: 1.5714285714285714, lineWidth: 1 })).toBe(47);
  });

  it('are used by a virtual table only: a page of up to 100 rows keeps antd’s own rows', () => {
    const small = renderInList(<DataTable columns={columns} records={rows(3)} total={3} curPage={1} pageSize={10} onPageChange={() => undefined} />);
    expect(small.container.querySelector('.ks-fixed-rows')).toBeNull();
    expect(small.container.querySelector('tr[data-row-key="r1"]')).not.toBeNull();
    small.unmount();
    const big = renderInList(<DataTable columns={columns} records={rows(150)} total={150} curPage={1} pageSize={200} onPageChange={() => undefined} />);
    const table = big.container.querySelector<HTMLElement>('.ks-fixed-rows')!;
    expect(table.style.getPropertyValue('--ks-row-height')).toMatch(/^\d+px$/);
    expect(big.container.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
  });
});
