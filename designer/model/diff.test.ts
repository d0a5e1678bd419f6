import { describe, expect, it } from 'vitest';
import { describePath, diffJson, showValue } from './diff';
import { field, form } from '../test-kit';

describe('local JSON diff', () => {
  it('lists replaced, added and removed values as JSON pointers', () => {
    const a = form([field('a'), field('b')]);
    const b = form([field('a', { name: '甲' })]);
    expect(diffJson(a, b)).toEqual([
      { path: '/groups/0/items/0/name', op: 'replace', before: 'A', after: '甲' },
      { path: '/groups/0/items/1', op: 'remove', before: field('b') },
    ]);
    expect(diffJson(a, a)).toEqual([]);
  });
  it('reads a pointer in words against the config', () => {
    const c = form([field('a'), field('dh', { name: '电话' })]);
    expect(describePath(c, '/groups/0/items/1/regex')).toBe('第 1 组「分组1」 › 第 2 个字段「电话」(dh) › 正则');
    expect(describePath(c, '/title')).toBe('标题');
    expect(showValue(undefined)).toBe('（无）');
  });
});
