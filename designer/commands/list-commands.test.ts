import { describe, expect, it } from 'vitest';
import type { ListConfig } from '../../schemas/list';
import { commands } from '.';
import { list, storeOf } from '../test-kit';
import { documentProblems } from '../model/issues';
import { createDefaultFieldRegistry } from '../../runtime/fields';

const cfg = (store: ReturnType<typeof storeOf>) => store.getState().config as ListConfig;
const codes = (store: ReturnType<typeof storeOf>) => cfg(store).columns.map((c) => c.code);

describe('add-column / move-column / remove-column', () => {
  it('adds at a position, reorders, removes, and each is one undo', () => {
    const store = storeOf(list(['a', 'b']));
    store.run(commands.addColumn, { column: { code: 'zt', name: '状态', type: 'status' }, index: 1 });
    expect(codes(store)).toEqual(['a', 'zt', 'b']);
    expect(store.getState().selection).toEqual({ kind: 'column', index: 1 });
    store.run(commands.moveColumn, { from: 1, to: 2 });
    expect(codes(store)).toEqual(['a', 'b', 'zt']);
    expect(store.getState().selection).toEqual({ kind: 'column', index: 2 });
    store.run(commands.removeColumn, { index: 0 });
    expect(codes(store)).toEqual(['b', 'zt']);
    expect(store.getState().selection).toEqual({ kind: 'column', index: 1 });
    store.undo();
    store.undo();
    store.undo();
    expect(codes(store)).toEqual(['a', 'b']);
  });
});

describe('update-column-prop', () => {
  it('sets width and alignment; clearing removes the key', () => {
    const store = storeOf(list(['a']));
    store.run(commands.updateColumnProp, { index: 0, key: 'width', value: 120 });
    store.run(commands.updateColumnProp, { index: 0, key: 'listAlignment', value: 'center' });
    expect(cfg(store).columns[0]).toEqual({ code: 'a', name: 'a', width: 120, listAlignment: 'center' });
    store.run(commands.updateColumnProp, { index: 0, key: 'width', value: undefined });
    expect(cfg(store).columns[0]).not.toHaveProperty('width');
  });
});

describe('search conditions', () => {
  it('add-filter, update-filter-prop, remove-filter', () => {
    const store = storeOf(list(['a']));
    store.run(commands.addFilter, { filter: { name: '名称', code: 'mc', type: 'text' } });
    store.run(commands.updateFilterProp, { index: 0, key: 'type', value: 'select' });
    store.run(commands.updateFilterProp, { index: 0, key: 'dataList', value: [{ label: '是', value: '1' }] });
    expect(cfg(store).search?.displayList).toEqual([{ name: '名称', code: 'mc', type: 'select', dataList: [{ label: '是', value: '1' }] }]);
    store.run(commands.removeFilter, { index: 0 });
    expect(cfg(store).search?.displayList).toEqual([]);
  });

  it('a list written without a search group (the spec: absent means none) is no problem; the first condition creates the group', () => {
    const bare: ListConfig = { kind: 'list', columns: [{ code: 'a', name: '名称', type: '' }] };
    const store = storeOf(bare);
    expect(documentProblems('list', cfg(store), createDefaultFieldRegistry())).toEqual([]);
    store.run(commands.addFilter, { filter: { name: '名称', code: 'a', type: 'text' } });
    expect(cfg(store).search).toEqual({ displayCode: 'n1', displayList: [{ name: '名称', code: 'a', type: 'text' }] });
    store.undo();
    expect(cfg(store)).toEqual(bare);
  });
});

describe('card style', () => {
  it('update-card-style-prop creates the style; card lines are added, edited, moved and removed', () => {
    const store = storeOf(list(['a', 'b'], 'card'));
    store.run(commands.updateCardStyleProp, { key: 'titleKey', value: 'a' });
    store.run(commands.updateCardStyleProp, { key: 'width', value: '50%' });
    store.run(commands.addCardLine, { line: { contentKey: 'a' } });
    store.run(commands.addCardLine, { line: { contentKey: 'b' } });
    store.run(commands.updateCardLine, { index: 0, key: 'fontSize', value: 16 });
    store.run(commands.moveCardLine, { from: 0, to: 1 });
    expect(cfg(store).cardStyle).toEqual({ titleKey: 'a', width: '50%', contents: [{ contentKey: 'b' }, { contentKey: 'a', fontSize: 16 }] });
    store.run(commands.removeCardLine, { index: 0 });
    expect(cfg(store).cardStyle?.contents).toEqual([{ contentKey: 'a', fontSize: 16 }]);
    store.undo();
    store.undo();
    expect(cfg(store).cardStyle?.contents).toEqual([{ contentKey: 'a', fontSize: 16 }, { contentKey: 'b' }]);
  });
});
