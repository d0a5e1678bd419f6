import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../../schemas/form';
import type { ListConfig } from '../../schemas/list';
import { commands } from '.';
import { field, form, keys, list, storeOf } from '../test-kit';

const cfg = (store: ReturnType<typeof storeOf>) => store.getState().config as FormConfig;

describe('rename-field', () => {
  it('a palette default code follows the name as pinyin initials, unique in the node', () => {
    const store = storeOf(form([field('qymc', { name: '企业名称' }), field('text_1', { name: '单行文本1' })]));
    store.run(commands.renameField, { group: 0, index: 1, name: '企' });
    store.run(commands.renameField, { group: 0, index: 1, name: '企业名称' });
    expect(keys(store)).toEqual([['qymc', 'qymc2']]);
    store.run(commands.renameField, { group: 0, index: 1, name: '联系电话' });
    expect(keys(store)).toEqual([['qymc', 'lxdh']]);
    // the typing was one step: one undo brings the palette default back
    store.undo();
    expect(cfg(store).groups[0].items[1]).toMatchObject({ bianma: 'text_1', name: '单行文本1' });
  });
  it('never overwrites a hand-edited code', () => {
    const store = storeOf(form([field('text_1', { name: '单行文本1' })]));
    store.run(commands.renameField, { group: 0, index: 0, name: '企业名称' });
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'bianma', value: 'companyName' });
    store.run(commands.renameField, { group: 0, index: 0, name: '单位名称' });
    expect(cfg(store).groups[0].items[0]).toMatchObject({ bianma: 'companyName', name: '单位名称' });
  });
  it('a code that follows the name takes the links to it along', () => {
    const store = storeOf(form([field('select_1', { name: '下拉1', type: 'select', childNode: 'cs' }), field('cs', { type: 'select-link', parentNode: 'select_1' })]));
    store.run(commands.renameField, { group: 0, index: 0, name: '省份' });
    expect(cfg(store).groups[0].items.map((i) => [i.bianma, i.parentNode ?? i.childNode])).toEqual([['sf', 'cs'], ['cs', 'sf']]);
  });
});

describe('add-fields', () => {
  it('adds pasted fields at the end of the group as one undo step and selects the first', () => {
    const store = storeOf(form([field('a')], [field('qymc')]));
    store.run(commands.addFields, { group: 1, items: [field('qymc', { name: '企业名称' }), field('lxdh'), field('cs', { parentNode: 'qymc' })] });
    expect(keys(store)).toEqual([['a'], ['qymc', 'qymc2', 'lxdh', 'cs']]);
    // the clash renumbered the pasted code, and the pasted link followed it
    expect(cfg(store).groups[1].items[3].parentNode).toBe('qymc2');
    expect(store.getState().selection).toEqual({ kind: 'field', group: 1, index: 1 });
    store.undo();
    expect(keys(store)).toEqual([['a'], ['qymc']]);
  });
  it('gives an empty form its first group; nothing to add changes nothing', () => {
    const store = storeOf({ kind: 'form', groups: [] });
    expect(store.run(commands.addFields, { group: 0, items: [] })).toBe(false);
    store.run(commands.addFields, { group: 0, items: [field('a')] });
    expect(keys(store)).toEqual([['a']]);
  });
});

describe('duplicate-field', () => {
  it('copies below with a new code and selects the copy; undo removes it', () => {
    const store = storeOf(form([field('qymc', { name: '企业名称', required: 1 }), field('b')]));
    store.run(commands.duplicateField, { group: 0, index: 0 });
    expect(keys(store)).toEqual([['qymc', 'qymc2', 'b']]);
    expect(cfg(store).groups[0].items[1]).toMatchObject({ name: '企业名称', required: 1 });
    expect(store.getState().selection).toEqual({ kind: 'field', group: 0, index: 1 });
    // renaming the copy renames its code: it is still the proposal
    store.run(commands.renameField, { group: 0, index: 1, name: '单位名称' });
    expect(keys(store)).toEqual([['qymc', 'dwmc', 'b']]);
    store.undo();
    store.undo();
    expect(keys(store)).toEqual([['qymc', 'b']]);
  });
});

describe('duplicate-group', () => {
  it('copies a group below with a new key, new codes and its own linked pair', () => {
    const store = storeOf(form([field('sf', { type: 'select', childNode: 'cs' }), field('cs', { type: 'select-link', parentNode: 'sf' })], [field('x')]));
    store.run(commands.duplicateGroup, { group: 0 });
    const groups = cfg(store).groups;
    expect(groups.map((g) => [g.key, g.title])).toEqual([['g1', '分组1'], ['g3', '分组1（副本）'], ['g2', '分组2']]);
    expect(keys(store)).toEqual([['sf', 'cs'], ['sf2', 'cs2'], ['x']]);
    expect(groups[1].items[1].parentNode).toBe('sf2');
    expect(groups[0].items[1].parentNode).toBe('sf');
    expect(store.getState().selection).toEqual({ kind: 'group', group: 1 });
    store.undo();
    expect(keys(store)).toEqual([['sf', 'cs'], ['x']]);
  });
});

describe('sync-columns-from-form', () => {
  it('adds a column per form field before the status and buttons, keeps what a person set', () => {
    const start: ListConfig = {
      ...list([]),
      columns: [
        { code: 'qymc', name: '旧名', isSearch: true, width: 240 },
        { code: 'status', name: '状态', type: 'status', isStatus: true },
        { code: 'operations', name: '操作', type: 'operations' },
      ],
    };
    const store = storeOf(start);
    const items = [field('qymc', { name: '企业名称' }), field('clrq', { name: '成立日期', type: 'datepicker' }), field('fileList', { name: '附件', type: 'attachment' })];
    store.run(commands.syncColumnsFromForm, { items });
    const columns = (store.getState().config as ListConfig).columns;
    expect(columns.map((c) => c.code)).toEqual(['qymc', 'clrq', 'status', 'operations']);
    expect(columns[0]).toEqual({ code: 'qymc', name: '企业名称', isSearch: true, width: 240 });
    // a second sync has nothing to do
    expect(store.run(commands.syncColumnsFromForm, { items })).toBe(false);
    store.undo();
    expect(store.getState().config).toEqual(start);
  });
  it('an empty list gets the form’s columns', () => {
    const store = storeOf(list([]));
    store.run(commands.syncColumnsFromForm, { items: [field('a'), field('b')] });
    expect((store.getState().config as ListConfig).columns.map((c) => c.code)).toEqual(['a', 'b']);
  });
});
