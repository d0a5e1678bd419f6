import { describe, expect, it } from 'vitest';
import { countEstimateRows, ESTIMATE_FEES, flattenEstimate, formatYuan, roundCents, sameAmount, sumOf, type EstimateRow } from './estimate';

function row(id: string, amount: number, children?: EstimateRow[]): EstimateRow {
  const r: EstimateRow = { id, code: id, name: id, zy: '', zzj: amount, fbfxf: amount, csxmf: 0, aqwmsgf: 0, qtxmf: 0, gf: 0, sj: 0, zzsxxse: 0 };
  if (children) r.children = children;
  return r;
}

describe('cost-estimate tree helpers (schemas/estimate.ts)', () => {
  it('lists the eight fees with their Chinese names, 总造价 first', () => {
    expect(ESTIMATE_FEES.map(([, label]) => label)).toEqual(['总造价', '分部分项工程费', '措施项目费', '安全文明施工费', '其他项目费', '规费', '税金', '增值税销项税额']);
  });

  it('rounds to cents and sums in cents, so 0.1 + 0.2 is 0.3', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(sumOf([row('a', 0.1), row('b', 0.2)]).zzj).toBe(0.3);
    expect(sumOf([row('a', 12345678.91), row('b', 0.09)]).fbfxf).toBe(12345679);
    expect(sumOf([]).sj).toBe(0);
  });

  it('accepts a difference of one cent and no more', () => {
    expect(sameAmount(100, 100.01)).toBe(true);
    expect(sameAmount(100, 99.99)).toBe(true);
    expect(sameAmount(100, 100.02)).toBe(false);
  });

  it('prints 元 with thousands separators and two decimals', () => {
    expect(formatYuan(1000)).toBe('1,000.00');
    expect(formatYuan(980)).toBe('980.00');
    expect(formatYuan(1234567.5)).toBe('1,234,567.50');
    expect(formatYuan(-0.5)).toBe('-0.50');
  });

  it('flattens the tree parents first with parent ids and depths, and counts every row', () => {
    const tree = [row('p', 3, [row('s1', 1, [row('u1', 1)]), row('s2', 2)])];
    expect(flattenEstimate(tree).map(({ row: r, parentId, depth }) => [r.id, parentId, depth])).toEqual([
      ['p', null, 0],
      ['s1', 'p', 1],
      ['u1', 's1', 2],
      ['s2', 'p', 1],
    ]);
    expect(countEstimateRows(tree)).toBe(4);
  });
});
