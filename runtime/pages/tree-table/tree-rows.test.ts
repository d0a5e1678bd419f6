import { describe, expect, it } from 'vitest';
import { countRows, formatMoney, numberRows, parentKeys, visibleCount, withoutEmptyChildren } from './tree-rows';

const TREE = [
  { id: 'p', name: '建设项目', children: [
    { id: 's1', name: '单项一', children: [{ id: 'u1', name: '土建' }, { id: 'u2', name: '安装', children: [] }] },
    { id: 's2', name: '单项二', children: [{ id: 'u3', name: '市政' }] },
  ] },
];

describe('tree rows', () => {
  it('numbers the tree, finds the rows that open, and counts what shows', () => {
    expect([...numberRows(TREE)]).toEqual([['p', '1'], ['s1', '1.1'], ['u1', '1.1.1'], ['u2', '1.1.2'], ['s2', '1.2'], ['u3', '1.2.1']]);
    expect(parentKeys(TREE).sort()).toEqual(['p', 's1', 's2']);
    expect(countRows(TREE)).toBe(6);
    expect(visibleCount(TREE, new Set())).toBe(1);
    expect(visibleCount(TREE, new Set(['p']))).toBe(3);
    expect(visibleCount(TREE, new Set(['p', 's1', 's2']))).toBe(6);
    // a closed parent hides its open children
    expect(visibleCount(TREE, new Set(['s1']))).toBe(1);
  });

  it('drops empty children (no expand button on a leaf) and shows money as the tables do', () => {
    const u2 = withoutEmptyChildren(TREE)[0]!.children![0]!.children![1]!;
    expect('children' in u2).toBe(false);
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('-12.345')).toBe('-12.35');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('x')).toBe('');
  });
});
