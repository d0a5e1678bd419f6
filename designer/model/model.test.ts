import { describe, expect, it } from 'vitest';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { check } from '../../schemas/validate';
import { FormItem } from '../../schemas/form';
import { field, form, list } from '../test-kit';
import { columnIssues, documentProblems, fieldIssues } from './issues';
import { fieldTypeEntries, freeKey, newField, typeLabel } from './palette';

const registry = createDefaultFieldRegistry();

describe('palette', () => {
  it('lists every registered field type, labelled from its traits', () => {
    const entries = fieldTypeEntries(registry);
    expect(entries.map((e) => e.type)).toEqual(registry.keys());
    expect(entries.find((e) => e.type === 'text')?.label).toBe('单行文本');
    // a project's own type without a label shows its key; its own label wins
    expect(typeLabel({ type: 'my-type', label: '' })).toBe('my-type');
    expect(typeLabel({ type: 'my-type', label: '我的类型' })).toBe('我的类型');
  });
  it('a new field of every type is a valid FormItem with a free bianma', () => {
    const taken = new Set<string>(['text_1']);
    for (const def of registry.values()) {
      const item = newField(def, taken);
      expect(check(FormItem, item).ok).toBe(true);
      expect(taken.has(item.bianma)).toBe(false);
      taken.add(item.bianma);
    }
    expect(freeKey('select-link', new Set())).toBe('select_link_1');
  });
});

describe('issues next to the inputs', () => {
  it('names the property: empty name, duplicate bianma, bad regex, missing parent', () => {
    const config = form([field('a'), field('a', { name: '', regex: '([', parentNode: 'nope' })]);
    const issues = fieldIssues(config, 0, 1, registry);
    expect(issues.name).toMatch(/不能为空/);
    expect(issues.bianma).toMatch(/重复/);
    expect(issues.regex).toMatch(/正则表达式.*无效/);
    expect(issues.parentNode).toMatch(/nope.*不存在/);
    expect(fieldIssues(config, 0, 0, registry).name).toBeUndefined();
  });
  it('an unknown type is reported on the type input', () => {
    expect(fieldIssues(form([field('a', { type: 'nope' })]), 0, 0, registry).type).toMatch(/未知的字段类型/);
  });
  it('suggests a prompt for a regex', () => {
    expect(fieldIssues(form([field('a', { regex: '^\\d+$' })]), 0, 0, registry).regexMessage).toMatch(/建议填写/);
  });
  it('a column code used twice', () => {
    expect(columnIssues(list(['a', 'a']), 1).code).toBe('列编码 a 与第 1 列重复');
    expect(documentProblems('list', list(['a', 'a']), registry)).toEqual(['第 2 列「a」(a): 列编码 a 与第 1 列重复']);
  });
  it('the document banner lists the compiler\'s problems of a form', () => {
    expect(documentProblems('form', form([field('a', { type: 'nope' })]), registry)).toEqual(['第 1 个字段「A」(a): 未知的字段类型 nope']);
    expect(documentProblems('form', form([field('a')]), registry)).toEqual([]);
  });
});
