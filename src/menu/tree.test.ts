import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../schemas/system';
import { firstLeaf, menuChain, visibleMenus } from './tree';

const m = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title: id,
  icon: '',
  itShows: '是',
  nodeProperties: '列表',
  style: '',
  nodeSetFlag: false,
  disabled: false,
  children: [],
  ...extra,
});

const tree = [
  m('a', { children: [m('a1', { disabled: true }), m('a2'), m('a3', { itShows: '否' })] }),
  m('h', { itShows: '否', children: [m('h1')] }),
  m('b'),
];

describe('menu tree helpers', () => {
  it('hides items whose itShows is not 是, with their children', () => {
    const shown = visibleMenus(tree);
    expect(shown.map((x) => x.id)).toEqual(['a', 'b']);
    expect(shown[0].children.map((x) => x.id)).toEqual(['a1', 'a2']);
  });

  it('finds the chain from the top to an item', () => {
    expect(menuChain(tree, 'a2').map((x) => x.id)).toEqual(['a', 'a2']);
    expect(menuChain(tree, 'zz')).toEqual([]);
  });

  it('skips disabled items when looking for the first leaf', () => {
    expect(firstLeaf(tree)?.id).toBe('a2');
  });
});
