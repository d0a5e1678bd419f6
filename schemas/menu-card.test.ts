// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listProblemsBoth } from './list-config-words.test-kit';
import { menuCardItemKey, menuCardItemValue } from './menu-card';
import creditPublic from '../fixtures/nodes/credit-public.list.json';

const base = {
  kind: 'list',
  columns: [{ code: 'qymc', name: '企业名称', type: 'menuCardLink' }, { code: 'xwmc', name: '行为事项' }, { code: 'pf', name: '评分' }],
  search: { displayCode: 'x', displayList: [{ name: '行为类型', code: 'xwlx', type: 'select' }] },
};
const withCard = (menuCard: Record<string, unknown>) => ({ ...base, menuCard });

const both = listProblemsBoth;

describe('the left menu card set-up of a list config', () => {
  it('the demo 信用公示 (信用档案) is valid; columns and search codes are fields it may name', () => {
    expect(both(creditPublic)).toEqual([]);
    expect(both(withCard({ title: '信用档案', itemField: 'xwmc', groupField: 'xwlx', scoreField: 'pf', score: 'sum' }))).toEqual([]);
  });

  it('a field the list does not have, or the record status, is a problem in Chinese, the same everywhere', () => {
    expect(both(withCard({ title: '信用档案', itemField: 'nosuch', groupField: 'status', scoreField: 'pf' }))).toEqual([
      '菜单卡片: 子项字段 nosuch 不是本列表的字段',
      '菜单卡片: 分组字段 status 不是本列表的字段',
    ]);
  });

  it('the schema refuses a missing title, an unknown way of scoring and a key SQL cannot name', () => {
    const problems = both(withCard({ itemField: 'xw-mc', score: 'max' }));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('菜单卡片: '))).toBe(true);
  });
});

describe('menu card item keys', () => {
  it('carry the value behind v:, and none for the records without one; anything else names no item', () => {
    expect([menuCardItemKey('违规转包分包'), menuCardItemKey(''), menuCardItemKey(null)]).toEqual(['v:违规转包分包', 'none', 'none']);
    expect([menuCardItemValue('v:违规转包分包'), menuCardItemValue('none'), menuCardItemValue('v:'), menuCardItemValue('违规转包分包')]).toEqual(['违规转包分包', null, undefined, undefined]);
    // a value that looks like a key stays a value
    expect(menuCardItemValue(menuCardItemKey('none'))).toBe('none');
  });
});
