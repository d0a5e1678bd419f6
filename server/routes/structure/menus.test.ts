import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, StructureMenu } from '../../../schemas';
import { call, startTestServer, type TestServer } from '../../test/harness';

type Tree = Array<{ id: string; children: Tree }>;
const shape = (items: MenuItem[]): Tree => items.map((m) => ({ id: m.id, children: shape(m.children) }));

describe('menu structure calls: add, edit, delete, children, move', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
    admin = await s.login('M');
    const res = await call(s.app, { method: 'POST', url: '/ks/config/new/node/system', token: dev, payload: { systemName: '测试系统', title: '测试', gnCoding: 'menu_test' } });
    expect(res.body.code).toBe(200);
  });
  afterAll(async () => s.close());

  const add = (payload: Record<string, unknown>, token = dev) =>
    call<StructureMenu>(s.app, { method: 'POST', url: '/ks/config/structure/add', token, payload: { systemCoding: 'menu_test', ...payload } });
  const move = (payload: unknown) => call<{ siblings: string[]; index: number }>(s.app, { method: 'POST', url: '/ks/config/structure/move', token: dev, payload });
  /** The tree the shell's menu call shows (developers see every menu). */
  const tree = async () =>
    shape((await call<MenuItem[]>(s.app, { method: 'POST', url: '/ks/menu/v1/menus/main-menus', token: dev, payload: { systemCoding: 'menu_test' } })).body.data);
  const children = async (id: string | null) =>
    (await call<StructureMenu[]>(s.app, { method: 'POST', url: '/ks/config/structure/child-menu', token: dev, payload: id ? { id } : { systemCoding: 'menu_test' } })).body.data;

  it('adds root and child menus in order, with every property, and logs each', async () => {
    const a = await add({ id: 'mt-a', title: '项目管理', icon: 'ProjectOutlined' });
    expect(a.body).toMatchObject({ code: 200, message: '新增成功' });
    expect(a.body.data).toMatchObject({ id: 'mt-a', parentId: null, sort: 0, title: '项目管理', icon: 'ProjectOutlined', itShows: '是', roles: ['M', 'D', 'U'], hasChildren: false, nodeKind: null });
    await add({ id: 'mt-b', title: '审核管理', roles: ['M', 'D'] }, admin);
    const a1 = await add({ id: 'mt-a1', parentId: 'mt-a', title: '项目登记', nodeProperties: '列表', nodeSetFlag: true });
    expect(a1.body.data).toMatchObject({ parentId: 'mt-a', sort: 0, nodeProperties: '列表', nodeSetFlag: true });
    await add({ id: 'mt-a2', parentId: 'mt-a', title: '招标文件', itShows: '否', disabled: true });
    await add({ id: 'mt-a2x', parentId: 'mt-a2', title: '文件列表' });
    const b1 = await add({ parentId: 'mt-b', title: '审核日志' });
    expect(b1.body.data.id).toMatch(/^m[0-9a-f]{12}$/);
    expect(b1.body.data.roles).toEqual(['M', 'D']); // inherited from its parent
    await call(s.app, { method: 'PUT', url: '/ks/config/structure/edit', token: dev, payload: { id: b1.body.data.id, title: '审核日志' } });

    expect(await tree()).toEqual([
      { id: 'mt-a', children: [{ id: 'mt-a1', children: [] }, { id: 'mt-a2', children: [{ id: 'mt-a2x', children: [] }] }] },
      { id: 'mt-b', children: [{ id: b1.body.data.id, children: [] }] },
    ]);
    expect((await children(null)).map((m) => [m.id, m.hasChildren])).toEqual([['mt-a', true], ['mt-b', true]]);
    expect((await children('mt-a')).map((m) => m.id)).toEqual(['mt-a1', 'mt-a2']);
    const u = await s.login('U');
    const hidden = await call<MenuItem[]>(s.app, { method: 'POST', url: '/ks/menu/v1/menus/main-menus', token: u, payload: { systemCoding: 'menu_test' } });
    expect(hidden.body.data.map((m) => m.id)).toEqual(['mt-a']);
    const logged = await s.ctx.db.selectFrom('op_log').select('target_id').where('action', '=', 'add-menu').where('gn_coding', '=', 'menu_test').execute();
    expect(logged).toHaveLength(6);
  });

  it('refuses a missing title, an unknown parent, a parent of another system and a taken id', async () => {
    expect((await add({ title: '  ' })).body).toMatchObject({ code: 400, message: '请输入菜单名称' });
    expect((await add({ title: '名'.repeat(65) })).body.message).toBe('菜单名称长度不能超过 64 个字符');
    expect((await add({ parentId: 'nope', title: '子菜单' })).body).toMatchObject({ code: 404, message: '上级菜单不存在' });
    expect((await add({ parentId: 'credit-home', title: '子菜单' })).body.message).toBe('上级菜单不存在');
    expect((await add({ id: 'credit-home', title: '重复' })).body).toMatchObject({ code: 409, message: '菜单 id credit-home 已存在' });
    expect((await add({ title: '菜单', systemCoding: 'no_system' })).body).toMatchObject({ code: 404, message: '系统不存在' });
  });

  it('edits title, icon, node property, visibility and disabled flag', async () => {
    const res = await call<StructureMenu>(s.app, {
      method: 'PUT',
      url: '/ks/config/structure/edit',
      token: admin,
      payload: { id: 'mt-a1', title: '项目登记表', icon: 'FormOutlined', nodeProperties: '详情', itShows: '否', disabled: true, nodeSetFlag: false },
    });
    expect(res.body).toMatchObject({ code: 200, message: '修改成功' });
    expect(res.body.data).toMatchObject({ id: 'mt-a1', title: '项目登记表', icon: 'FormOutlined', nodeProperties: '详情', itShows: '否', disabled: true, nodeSetFlag: false, parentId: 'mt-a' });
    const edit = (payload: unknown) => call(s.app, { method: 'PUT', url: '/ks/config/structure/edit', token: dev, payload });
    expect((await edit({ id: 'mt-a1', title: '' })).body.message).toBe('请输入菜单名称');
    expect((await edit({ id: 'nope', title: 'x' })).body).toMatchObject({ code: 404, message: '菜单不存在' });
    expect((await edit({ id: 'mt-a1', itShows: 'yes' })).body.code).toBe(400);
    expect((await edit({ id: 'mt-a1', parentId: 'mt-b' })).body.code).toBe(400); // moving is the move call's job
  });

  it('reorders siblings and re-parents, keeping the order of those left behind', async () => {
    const up = await move({ id: 'mt-a2', parentId: 'mt-a', index: 0 });
    expect(up.body).toMatchObject({ code: 200, message: '移动成功', data: { index: 0, siblings: ['mt-a2', 'mt-a1'] } });
    const reparent = await move({ id: 'mt-a2', parentId: 'mt-b', index: 0 });
    expect(reparent.body.data.siblings[0]).toBe('mt-a2');
    const toRoot = await move({ id: 'mt-a1', parentId: null, index: 99 });
    expect(toRoot.body.data).toMatchObject({ index: 2, siblings: ['mt-a', 'mt-b', 'mt-a1'] });
    const bChild = (await children('mt-b')).map((m) => m.id);
    expect(await tree()).toEqual([
      { id: 'mt-a', children: [] },
      { id: 'mt-b', children: [{ id: 'mt-a2', children: [{ id: 'mt-a2x', children: [] }] }, { id: bChild[1], children: [] }] },
      { id: 'mt-a1', children: [] },
    ]);
    expect((await children('mt-b')).map((m) => m.sort)).toEqual([0, 1]);
  });

  it('refuses to move a menu under itself or its own descendant, and changes nothing', async () => {
    const before = await tree();
    for (const parentId of ['mt-b', 'mt-a2', 'mt-a2x']) {
      const res = await move({ id: 'mt-b', parentId, index: 0 });
      expect(res.body).toMatchObject({ code: 400, message: '不能将菜单移动到其自身或其下级菜单之下' });
    }
    expect((await move({ id: 'mt-b', parentId: 'credit-home', index: 0 })).body).toMatchObject({ code: 404, message: '目标上级菜单不存在' });
    expect((await move({ id: 'mt-b', parentId: 'mt-a', index: -1 })).body.code).toBe(400);
    expect(await tree()).toEqual(before);
  });

  it('deletes a subtree; with a page config inside it refuses unless cascade=true', async () => {
    const config = { kind: 'form', groups: [{ key: 'g', title: '基本信息', items: [{ bianma: 'mc', name: '名称', type: 'text' }] }] };
    const created = await call(s.app, { method: 'POST', url: '/ks/config/structure/display-groups', token: dev, payload: { nodeId: 'mt-a2x', kind: 'form', config } });
    expect(created.body.code).toBe(200);
    const del = (query: string) => call<{ deletedMenus: string[]; deletedNodes: string[] }>(s.app, { method: 'DELETE', url: `/ks/config/structure/del?${query}`, token: dev });

    const refused = await del('id=mt-b');
    expect(refused.body.code).toBe(409);
    expect(refused.body.message).toBe('菜单「审核管理」及其下级有 1 个页面配置（mt-a2x），请先删除页面配置，或确认连同页面配置一起删除');
    expect((await children('mt-b')).length).toBe(2);

    const leaf = await del('id=mt-a1');
    expect(leaf.body).toMatchObject({ code: 200, message: '删除成功', data: { deletedMenus: ['mt-a1'], deletedNodes: [] } });

    const all = await del('id=mt-b&cascade=true');
    expect(all.body.data.deletedMenus).toEqual(expect.arrayContaining(['mt-b', 'mt-a2', 'mt-a2x']));
    expect(all.body.data.deletedMenus).toHaveLength(4);
    expect(all.body.data.deletedNodes).toEqual(['mt-a2x']);
    expect(await tree()).toEqual([{ id: 'mt-a', children: [] }]);
    expect(await s.ctx.db.selectFrom('node_versions').select('version').where('node_id', '=', 'mt-a2x').execute()).toEqual([]);
    expect((await del('id=mt-b')).body).toMatchObject({ code: 404, message: '菜单不存在' });
    const log = await s.ctx.db.selectFrom('op_log').select('detail').where('action', '=', 'delete-menu').where('target_id', '=', 'mt-b').executeTakeFirstOrThrow();
    expect(JSON.parse(log.detail)).toMatchObject({ nodes: ['mt-a2x'] });
  });

  it('never deletes a menu whose subtree holds business records, even with cascade=true', async () => {
    const filed = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'credit-record-list').execute();
    expect(filed.length).toBeGreaterThan(0);
    const res = await call(s.app, { method: 'DELETE', url: '/ks/config/structure/del?id=credit-records&cascade=true', token: dev });
    expect(res.body).toMatchObject({ code: 409, message: `菜单「信用信息」及其下级还有 ${filed.length} 条业务记录（credit-record-list），不能删除` });
    expect(await s.ctx.db.selectFrom('menus').select('id').where('id', 'in', ['credit-records', 'credit-record-list']).execute()).toHaveLength(2);
  });
});
