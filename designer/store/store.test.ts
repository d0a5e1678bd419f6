import { describe, expect, it } from 'vitest';
import { commands } from '../commands';
import { field, form, keys, storeOf } from '../test-kit';

describe('designer store and history', () => {
  it('undo and redo replay the patches of one command', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.addField, { item: field('b'), group: 0 });
    expect(keys(store)).toEqual([['a', 'b']]);
    expect(store.canUndo()).toBe(true);
    expect(store.undo()).toBe(true);
    expect(keys(store)).toEqual([['a']]);
    expect(store.canRedo()).toBe(true);
    store.redo();
    expect(keys(store)).toEqual([['a', 'b']]);
  });

  it('typing into one input is one undo step; another input starts a new one', () => {
    const store = storeOf(form([field('a')]));
    for (const name of ['项', '项目', '项目名', '项目名称']) store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'name', value: name });
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'maxLength', value: 20 });
    store.undo();
    expect(store.getState().config).toEqual(form([field('a', { name: '项目名称' })]));
    store.undo();
    expect(store.getState().config).toEqual(form([field('a')]));
    expect(store.canUndo()).toBe(false);
  });

  it('a mark closes the step: the same input after a blur is a second undo', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'name', value: '一' });
    store.mark();
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'name', value: '二' });
    store.undo();
    expect(store.getState().config).toEqual(form([field('a', { name: '一' })]));
  });

  it('a batch of commands is undone at once', () => {
    const store = storeOf(form([field('a')]));
    store.batch('拖入两个字段', () => {
      store.run(commands.addField, { item: field('b'), group: 0 });
      store.run(commands.addField, { item: field('c'), group: 0 });
    });
    expect(keys(store)).toEqual([['a', 'b', 'c']]);
    store.undo();
    expect(keys(store)).toEqual([['a']]);
    store.redo();
    expect(keys(store)).toEqual([['a', 'b', 'c']]);
  });

  it('a new edit after undo drops the redo branch', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.addField, { item: field('b'), group: 0 });
    store.undo();
    store.run(commands.addField, { item: field('c'), group: 0 });
    expect(store.canRedo()).toBe(false);
    expect(keys(store)).toEqual([['a', 'c']]);
  });

  it('selection is not history, but undo shows what it took back', () => {
    const store = storeOf(form([field('a'), field('b')]));
    store.run(commands.select, { selection: { kind: 'field', group: 0, index: 1 } });
    expect(store.canUndo()).toBe(false);
    store.run(commands.updateFieldProp, { group: 0, index: 1, key: 'name', value: '乙' });
    store.run(commands.select, { selection: null });
    store.undo();
    expect(store.getState().selection).toEqual({ kind: 'field', group: 0, index: 1 });
  });

  it('knows unsaved changes: dirty after an edit, clean after save, dirty again after undo', () => {
    const store = storeOf(form([field('a')]));
    expect(store.isDirty()).toBe(false);
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'name', value: 'x' });
    expect(store.isDirty()).toBe(true);
    store.markSaved(2);
    expect(store.isDirty()).toBe(false);
    expect(store.getState().version).toBe(2);
    // Typing on in the same input after the save is a new, unsaved step.
    store.run(commands.updateFieldProp, { group: 0, index: 0, key: 'name', value: 'xy' });
    expect(store.isDirty()).toBe(true);
    store.undo();
    expect(store.isDirty()).toBe(false);
    store.undo();
    expect(store.isDirty()).toBe(true);
  });

  it('load replaces the document and forgets the history', () => {
    const store = storeOf(form([field('a')]));
    store.run(commands.addField, { item: field('b'), group: 0 });
    store.load(form([field('z')]), 7, '新标题');
    expect(keys(store)).toEqual([['z']]);
    expect(store.getState()).toMatchObject({ version: 7, title: '新标题', selection: null });
    expect(store.canUndo()).toBe(false);
    expect(store.isDirty()).toBe(false);
  });

  it('a command that changes nothing records nothing and notifies nobody', () => {
    const store = storeOf(form([field('a')]));
    let calls = 0;
    store.subscribe(() => calls++);
    expect(store.run(commands.removeField, { group: 3, index: 0 })).toBe(false);
    expect(calls).toBe(0);
    expect(store.canUndo()).toBe(false);
  });

  it('refuses an unrecorded command that touches the document', () => {
    const store = storeOf(form([field('a')]));
    const sneaky = { id: 'sneaky', label: 'x', history: 'ignore' as const, apply: (d: { config: { title?: string } }) => void (d.config.title = 'x') };
    expect(() => store.run(sneaky, undefined)).toThrow(/not recorded/);
  });
});
