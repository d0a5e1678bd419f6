import { describe, expect, it } from 'vitest';
import { fieldFacts, inFieldOrder } from './field-facts';

const list = {
  kind: 'list',
  columns: [
    { code: 'xydj', name: '信用等级' },
    { code: 'pf', name: '评分' },
  ],
  search: { displayCode: 'x', displayList: [{ name: '信用等级', code: 'xydj', type: 'select', dataList: [{ label: 'AAA', value: 'AAA' }, { label: 'AA', value: 'AA' }, { label: 'A', value: 'A' }] }] },
};
const form = {
  kind: 'form',
  groups: [{ key: 'g', title: 'g', items: [{ bianma: 'xwlx', name: '行为类型', type: 'select', options: { list: [{ label: '良好行为', value: 'good', children: [{ label: '表彰', value: 'award' }] }, { label: '不良行为', value: 'bad' }] } }] }],
};

describe('fieldFacts', () => {
  it('names a data key as the list or the form names it, with its choices’ order', () => {
    expect(fieldFacts('xydj', [list])).toEqual({ name: '信用等级', order: ['AAA', 'AA', 'A'] });
    expect(fieldFacts('pf', [list])).toEqual({ name: '评分' });
    expect(fieldFacts('xwlx', [list, form])).toEqual({ name: '行为类型', order: ['good', 'award', 'bad'] });
  });

  it('knows the record’s own columns, and nothing of a key no config names', () => {
    expect(fieldFacts('status', [])).toEqual({ name: '状态', order: ['draft', 'submitted', 'passed', 'rejected', 'published'] });
    expect(fieldFacts('createdAt', [])).toEqual({ name: '创建时间' });
    expect(fieldFacts('nope', [list, form, null, 'x', { columns: 'bad' }])).toEqual({});
  });
});

describe('inFieldOrder', () => {
  it('puts known values in their order, unknown ones after, largest first', () => {
    const rows = [
      { label: 'B', value: 9 },
      { label: 'AAA', value: 1 },
      { label: null, value: 3 },
      { label: 'AA', value: 5 },
      { label: 'X', value: 4 },
    ];
    expect(inFieldOrder(rows, ['AAA', 'AA', 'A', 'B']).map((r) => r.label)).toEqual(['AAA', 'AA', 'B', 'X', null]);
  });
});
