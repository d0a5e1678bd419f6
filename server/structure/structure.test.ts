import { describe, expect, it } from 'vitest';
import { diffConfigs } from './diff';
import { compileFieldRegex, configProblems } from './config-check';

describe('config diff', () => {
  it('names each changed leaf by JSON pointer', () => {
    const before = { kind: 'form', groups: [{ key: 'a', title: '甲', items: [{ bianma: 'x', name: '一' }] }], 'a/b': 1 };
    const after = { kind: 'form', groups: [{ key: 'a', title: '乙', items: [] }], extra: true };
    expect(diffConfigs(before, after)).toEqual([
      { path: '/groups/0/title', op: 'replace', before: '甲', after: '乙' },
      { path: '/groups/0/items/0', op: 'remove', before: { bianma: 'x', name: '一' } },
      { path: '/a~1b', op: 'remove', before: 1 },
      { path: '/extra', op: 'add', after: true },
    ]);
    expect(diffConfigs(before, structuredClone(before))).toEqual([]);
  });
});

describe('config checks', () => {
  it('accepts a regex written plain or as a literal with flags, and refuses a broken one', () => {
    expect(compileFieldRegex('^\\d{11}$')?.test('13800138000')).toBe(true);
    expect(compileFieldRegex('/^abc$/i')?.test('ABC')).toBe(true);
    expect(compileFieldRegex('(')).toBeNull();
    expect(compileFieldRegex('/a/zz')).not.toBeNull(); // not a literal: taken as plain source
  });

  it('names a field linked to itself or to a missing backfill target', () => {
    const config = {
      kind: 'form',
      groups: [{ key: 'g', title: '', items: [{ bianma: 'a', name: '甲', type: 'select', childNode: 'a', curInfo: ['b'] }] }],
    };
    expect(configProblems('form', config)).toEqual(['第 1 个字段「甲」(a): 下级字段不能是自身', '第 1 个字段「甲」(a): 回填字段 b 不存在']);
  });

  it('names a duplicate group key and a schema problem of a group', () => {
    const config = {
      kind: 'form',
      groups: [
        { key: 'a', title: '基本信息', items: [] },
        { key: 'a', title: '联系方式', items: [] },
      ],
    };
    expect(configProblems('form', config)).toEqual(['第 2 组「联系方式」: 分组标识 a 与第 1 组重复']);
    expect(configProblems('form', { kind: 'form', groups: [{ key: 'a', title: '基本信息', items: [], foo: 1 }] })).toEqual(['第 1 组「基本信息」: 不支持的属性 foo']);
  });

  it('names a list search condition and a card line', () => {
    const list = {
      kind: 'card',
      columns: [],
      search: { displayCode: 'x', displayList: [{ name: '名称', code: 'mc', type: 'date' }] },
      cardStyle: { titleKey: 'mc', width: '25%', contents: [{ contentKey: '' }] },
    };
    const problems = configProblems('card', list);
    expect(problems).toContain('第 1 个查询条件「名称」(mc): type 取值不在允许范围内');
    expect(problems).toContain('卡片样式: width 取值不在允许范围内');
    expect(problems).toContain('卡片样式第 1 行: contentKey 不能为空');
  });
});
