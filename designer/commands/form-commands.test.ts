import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../../schemas/form';
import { commands } from '.';
import { field, form, keys, storeOf } from '../test-kit';

const cfg = (store: ReturnType<typeof storeOf>) => store.getState().config as FormConfig;

describe('add-field', () => {
  it('inserts at the drop position and selects the new field', () => {
    const store = storeOf(form([field('a'), field('b')]));
    store.run(commands.addField, { item: field('n'), group: 0, index: 1 });
    expect(keys(store)).toEqual([['a', 'n', 'b']]);
    expect(store.getState().selection).toEqual({ kind: 'field', group: 0, index: 1 });
  });
  it('gives an empty form its first group', () => {
    const store = storeOf({ kind: 'form', groups: [] });
    store.run(commands.addField, { item: field('n'), group: 0 });
    expect(cfg(store).groups).toEqual([{ key: 'group1', title: '基本信息', items: [field('n')] }]);
  });
});

describe('move-field', () => {
  it('reorders inside a group and keeps the moved field selected', () => {
    const store = storeOf(form([field('a'), field('b'), field('c')]));
    store.run(commands.select, { selection: { kind: 'field', group: 0, index: 0 } });
    store.run(commands.moveField, { from: { group: 0, index: 0 }, to: { group: 0, index: 2 } });
    expect(keys(store)).toEqual([['b', 'c', 'a']]);
    expect(store.getState().selection).toEqual({ kind: 'field', group: 0, index: 2 });
    store.undo();
    expect(keys(store)).toEqual([['a', 'b', 'c']]);
  });
  it('moves a field into another group', () => {
    const store = storeOf(form([field('a'), field('b')], [field('c')]));
    store.run(commands.moveField, { from: { group: 0, index: 1 }, to: { group: 1, index: 0 } });
    expect(keys(store)).toEqual([['a'], ['b', 'c']]);
  });
});

describe('remove-field', () => {
  it('removes the field and the links others had to it', () => {
    const store = storeOf(form([field('p'), field('c', { type: 'select-link', parentNode: 'p' }), field('d', { childNode: 'p,c', curInfo: ['p'] })]));
    store.run(commands.removeField, { group: 0, index: 0 });
    expect(cfg(store).groups[0].items).toEqual([field('c', { type: 'select-link' }), field('d', { childNode: 'c' })]);
    store.undo();
    expect(cfg(store).groups[0].items[1].parentNode).toBe('p');
  });
});

describe('update-field-prop', () => {
  it('sets and clears optional properties', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'regex', value: '^\\d+$' });
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'required', value: 1 });
    expect(cfg(store).groups[0].items[0]).toMatchObject({ regex: '^\\d+$', required: 1 });
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'regex', value: '' });
    expect(cfg(store).groups[0].items[0]).not.toHaveProperty('regex');
  });
  it('renaming a bianma renames the links to it', () => {
    const store = storeOf(form([field('p'), field('c', { parentNode: 'p' })]));
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'bianma', value: 'province' });
    expect(cfg(store).groups[0].items[1].parentNode).toBe('province');
    // emptied while retyping: the link waits for the new name
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'bianma', value: '' });
    expect(cfg(store).groups[0].items[1].parentNode).toBe('province');
  });
});

describe('groups', () => {
  it('add-group, update-group-prop, move-group, remove-group', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.addGroup, { key: 'g2', title: '其他' });
    expect(store.getState().selection).toEqual({ kind: 'group', group: 1 });
    store.run(commands.updateGroupProp, { group: 1, key: 'title', value: '附加信息' });
    expect(cfg(store).groups[1].title).toBe('附加信息');
    store.run(commands.moveGroup, { from: 1, to: 0 });
    expect(cfg(store).groups.map((g) => g.key)).toEqual(['g2', 'g1']);
    store.run(commands.removeGroup, { group: 1 });
    expect(cfg(store).groups.map((g) => g.key)).toEqual(['g2']);
    for (let i = 0; i < 4; i++) store.undo();
    expect(cfg(store)).toEqual(form([field('a')]));
  });
});

describe('replace-config', () => {
  it('replaces the document with the JSON view\'s value, undoably, even when it is not valid yet', () => {
    const store = storeOf(form([field('a')]));
    const typed = { kind: 'form', groups: [{ key: 'x', title: '', items: [{ bianma: 'z' }] }] } as unknown as FormConfig;
    store.run(commands.replaceConfig, { config: typed });
    expect(store.getState().config).toEqual(typed);
    store.undo();
    expect(store.getState().config).toEqual(form([field('a')]));
  });
  it('field commands leave a malformed document alone', () => {
    const store = storeOf({ kind: 'form' } as unknown as FormConfig);
    expect(store.run(commands.moveField, { from: { group: 0, index: 0 }, to: { group: 0, index: 1 } })).toBe(false);
  });
});

describe('update-config-prop', () => {
  it('sets the page title; a form has no formNodeId', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.updateConfigProp, { key: 'title', value: '申报表' });
    store.run(commands.updateConfigProp, { key: 'formNodeId', value: 'x' });
    expect(cfg(store)).toMatchObject({ title: '申报表' });
    expect(cfg(store)).not.toHaveProperty('formNodeId');
  });
});

describe('select', () => {
  it('changes the selection without entering history', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.select, { selection: { kind: 'page' } });
    expect(store.getState().selection).toEqual({ kind: 'page' });
    expect(store.canUndo()).toBe(false);
  });
});
