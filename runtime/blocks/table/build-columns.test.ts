import { describe, expect, it } from 'vitest';
import { createColumnRegistry } from '../../columns';
import { buildColumns } from './build-columns';
import type { TableColumn } from './list-types';

const options = { registry: createColumnRegistry(), filterItems: [], headerFilters: {}, onHeaderFilter: () => undefined, firstIndex: 1 };
const pinned = (columns: TableColumn[]) =>
  buildColumns(columns, options)
    .filter((c) => c.fixed === 'right')
    .map((c) => c.title);

describe('buildColumns: what stays pinned at the right edge', () => {
  it('a status column right before 操作 is pinned with it, so a wide list never hides the state behind the buttons', () => {
    expect(
      pinned([
        { code: 'qymc', name: '企业名称', width: 200 },
        { code: 'status', name: '状态', type: 'status', isStatus: true, width: 100 },
        { code: 'operations', name: '操作', type: 'operations', width: 220 },
      ]),
    ).toEqual(['状态', '操作']);
  });

  it('a column marked isStatus without a type counts as a status column', () => {
    expect(
      pinned([
        { code: 'zt', name: '审核状态', isStatus: true },
        { code: 'operations', name: '操作', type: 'operations' },
      ]),
    ).toEqual(['审核状态', '操作']);
  });

  it('keeps the configured order: a status column elsewhere, or a list without pinned buttons, pins nothing extra', () => {
    expect(
      pinned([
        { code: 'status', name: '状态', type: 'status' },
        { code: 'qymc', name: '企业名称' },
        { code: 'operations', name: '操作', type: 'operations' },
      ]),
    ).toEqual(['操作']);
    expect(
      pinned([
        { code: 'qymc', name: '企业名称' },
        { code: 'status', name: '状态', type: 'status' },
      ]),
    ).toEqual([]);
  });
});
