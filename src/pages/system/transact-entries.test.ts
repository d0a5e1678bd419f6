import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../schemas/system';
import { businessEntries } from './transact-entries';

const menu = (id: string, title: string, extra: Partial<MenuItem> = {}): MenuItem =>
  ({ id, title, icon: '', itShows: '是', nodeProperties: '', style: '', children: [], ...extra }) as MenuItem;

describe('业务办理: the pages of a menu tree', () => {
  it('groups page leaves under their top-level menu, top-level pages first; hidden, disabled and empty menus are left out', () => {
    const tree = [
      menu('a', '项目管理', {
        children: [
          menu('a1', '项目登记', { nodeProperties: '列表' }),
          menu('a2', '招标文件', { children: [menu('a21', '文件列表', { nodeProperties: '列表' }), menu('a22', '登记', { nodeProperties: '详情', itShows: '否' })] }),
          menu('a3', '停用页', { nodeProperties: '列表', disabled: true }),
        ],
      }),
      menu('b', '场地预约', { nodeProperties: '动态列表' }),
      menu('c', '空目录', { children: [] }),
      menu('d', '隐藏目录', { itShows: '否', children: [menu('d1', '隐藏页', { nodeProperties: '列表' })] }),
    ];
    expect(businessEntries(tree).map((g) => [g.title, g.items.map((i) => i.title)])).toEqual([
      ['', ['场地预约']],
      ['项目管理', ['项目登记', '文件列表']],
    ]);
  });
});
