import { describe, expect, it } from 'vitest';
import type { StructureMenu } from '../../schemas/designer';
import { planDrop, planShift, subtreeIds, treeRows, zoneAt } from './tree-model';

const m = (id: string, parentId: string | null, sort: number): StructureMenu => ({
  id, parentId, sort, systemCoding: 's', title: id, icon: '', itShows: '是', nodeProperties: '', style: '', nodeSetFlag: false, disabled: false, roles: ['M', 'D', 'U'], hasChildren: false, nodeKind: null,
});
// a ┬ a1
//   └ a2
// b
// c
const menus = [m('a', null, 0), m('a1', 'a', 0), m('a2', 'a', 1), m('b', null, 1), m('c', null, 2)];

describe('menu tree model', () => {
  it('rows in tree order with depth; subtrees', () => {
    expect(treeRows(menus).map((r) => `${r.depth}${r.menu.id}`)).toEqual(['0a', '1a1', '1a2', '0b', '0c']);
    expect(subtreeIds(menus, 'a')).toEqual(['a', 'a1', 'a2']);
  });
  it('drop zones by the height of the row', () => {
    expect(zoneAt(102, { top: 100, height: 40 })).toBe('before');
    expect(zoneAt(120, { top: 100, height: 40 })).toBe('inside');
    expect(zoneAt(138, { top: 100, height: 40 })).toBe('after');
  });
  it('plans drops as the server counts: without the moved menu', () => {
    expect(planDrop(menus, 'c', 'a', 'inside')).toEqual({ id: 'c', parentId: 'a', index: 2 });
    expect(planDrop(menus, 'a', 'c', 'after')).toEqual({ id: 'a', parentId: null, index: 2 });
    expect(planDrop(menus, 'c', 'a', 'before')).toEqual({ id: 'c', parentId: null, index: 0 });
    expect(planDrop(menus, 'b', 'a2', 'before')).toEqual({ id: 'b', parentId: 'a', index: 1 });
    expect(planDrop(menus, 'a', 'a1', 'inside')).toEqual({ error: '不能将菜单移动到其自身或其下级菜单之下' });
    expect(planDrop(menus, 'a', 'a', 'inside')).toBeNull();
  });
  it('plans the keyboard moves', () => {
    expect(planShift(menus, 'b', 'up')).toEqual({ id: 'b', parentId: null, index: 0 });
    expect(planShift(menus, 'a', 'up')).toBeNull();
    expect(planShift(menus, 'c', 'down')).toBeNull();
    expect(planShift(menus, 'b', 'indent')).toEqual({ id: 'b', parentId: 'a', index: 2 });
    expect(planShift(menus, 'a', 'indent')).toBeNull();
    expect(planShift(menus, 'a2', 'outdent')).toEqual({ id: 'a2', parentId: null, index: 1 });
    expect(planShift(menus, 'b', 'outdent')).toBeNull();
  });
});
