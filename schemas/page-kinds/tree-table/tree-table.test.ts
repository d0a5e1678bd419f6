import { describe, expect, it } from 'vitest';
import { checkNodeConfig } from '../../check-node-config';
import { ESTIMATE_FEES } from '../../estimate';
import { treeTableMissing } from '.';

import fixture from '../../../fixtures/nodes/trade-estimate-tree.tree-table.json';

const FIXTURE = fixture as Record<string, unknown>;
const FULL = { kind: 'tree-table', title: '树', call: '/ks/file/detection/result', columns: [{ bianma: 'name', name: '项目名称' }, { bianma: 'zzj', name: '总造价', type: 'money' }] };

describe('the tree-table kind’s checks', () => {
  it('accepts a whole config and a new page, and names what a new page still misses', () => {
    expect(checkNodeConfig('tree-table', FULL)).toEqual([]);
    expect(checkNodeConfig('tree-table', { kind: 'tree-table', title: '新页面', height: 600, columns: [] })).toEqual([]);
    expect(treeTableMissing({ kind: 'tree-table' })).toEqual(['数据接口', '列']);
    expect(treeTableMissing(FULL)).toEqual([]);
  });

  it('refuses a column twice, another kind, a call outside /ks, a bad type and an unknown key', () => {
    expect(checkNodeConfig('tree-table', { ...FULL, columns: [...FULL.columns, { bianma: 'zzj', name: '又一个' }] }).map((p) => p.text)).toEqual(['第 3 列: 字段编码 zzj 与前面的列重复']);
    expect(checkNodeConfig('tree-table', { ...FULL, call: 'http://elsewhere/x' }).length).toBe(1);
    expect(checkNodeConfig('tree-table', { ...FULL, columns: [{ bianma: 'zzj', name: '总造价', type: 'percent' }] }).length).toBeGreaterThan(0);
    expect(checkNodeConfig('tree-table', { ...FULL, height: 50 }).length).toBe(1);
    expect(checkNodeConfig('tree-table', { ...FULL, colour: 'red' }).length).toBe(1);
  });

  it('the demo estimate node has the spec’s columns, the fees labelled as schemas/estimate.ts names them', () => {
    expect(checkNodeConfig('tree-table', FIXTURE)).toEqual([]);
    const columns = FIXTURE.columns as { bianma: string; name: string; type?: string }[];
    expect(columns.slice(0, 2).map((c) => c.name)).toEqual(['项目名称', '专业']);
    expect(columns.slice(2).map((c) => [c.bianma, c.name])).toEqual(ESTIMATE_FEES.map(([k, v]) => [k, v]));
    expect(columns.slice(2).every((c) => c.type === 'money')).toBe(true);
    expect(FIXTURE.height).toBe(600);
  });
});
