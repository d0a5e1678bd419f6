import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, SystemExportBundle, type ImportReport, type MenuItem } from '../../../schemas';
import { nowIso } from '../../db/clock';
import { hashPassword } from '../../auth/password';
import { call, startTestServer, type TestServer } from '../../test/harness';

const LIST = { kind: 'list', columns: [{ code: 'xmmc', name: '项目名称' }], search: { displayCode: 'xm', displayList: [{ name: '项目名称', code: 'xmmc', type: 'text' }] } };
const CARD = { ...LIST, kind: 'card', cardStyle: { titleKey: 'xmmc', width: '50%', contents: [{ contentKey: 'xmbh' }] } };
const FORM = { kind: 'form', groups: [{ key: 'jb', title: '基本信息', items: [{ bianma: 'xmmc', name: '项目名称', type: 'text', regex: '/^\\S+$/u' }] }] };

/** A server with the demo data, where a developer builds a system worth exporting. */
async function sourceServer(): Promise<{ s: TestServer; dev: string }> {
  const s = await startTestServer();
  const dev = await s.login('D');
  const steps: Array<[string, unknown, ('POST' | 'PUT')?]> = [
    ['/ks/config/new/node/system', { systemName: '项目管理系统', title: '项目', gnCoding: 'proj_sys', levels: 1, roles: ['M', 'D'] }],
    ['/ks/config/structure/add', { systemCoding: 'proj_sys', id: 'pj-root', title: '项目', icon: 'ProjectOutlined' }],
    ['/ks/config/structure/add', { systemCoding: 'proj_sys', id: 'pj-list', parentId: 'pj-root', title: '项目列表', nodeProperties: '列表', nodeSetFlag: true }],
    ['/ks/config/structure/add', { systemCoding: 'proj_sys', id: 'pj-card', parentId: 'pj-root', title: '项目卡片', itShows: '否', style: 'wide' }],
    ['/ks/config/structure/add', { systemCoding: 'proj_sys', id: 'pj-form', title: '项目详情', disabled: true, roles: ['D'] }],
    ['/ks/config/structure/move', { id: 'pj-card', parentId: 'pj-root', index: 0 }],
    ['/ks/config/structure/display-groups', { nodeId: 'pj-list', kind: 'list', config: LIST }],
    ['/ks/config/structure/display-groups', { nodeId: 'pj-card', kind: 'card', title: '卡片', config: CARD }],
    ['/ks/config/structure/display-groups', { nodeId: 'pj-form', kind: 'form', config: { kind: 'form', groups: [] } }],
    ['/ks/config/structure/display-groups', { nodeId: 'pj-form', version: 1, config: FORM }, 'PUT'],
  ];
  for (const [url, payload, method] of steps) {
    const res = await call(s.app, { method: method ?? 'POST', url, token: dev, payload });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  }
  return { s, dev };
}

describe('system export and import', () => {
  let src: TestServer;
  let srcDev: string;
  let empty: TestServer;
  let emptyDev: string;
  beforeAll(async () => {
    ({ s: src, dev: srcDev } = await sourceServer());
    // An empty database: no demo systems, menus or configs; just one developer to call with.
    empty = await startTestServer({ fixtures: false });
    await empty.ctx.db
      .insertInto('users')
      .values({ id: 'u-dev', username: 'dev', user_name: '新环境开发者', password_hash: await hashPassword('Dev@2026x'), login_role_type: 'D', enterprise_id: null, photo: '', code_status: 1, practicing_status: JSON.stringify({ abnormal: false, practiceDetails: [] }), disabled: 0, created_at: nowIso() })
      .execute();
    emptyDev = await empty.login({ username: 'dev', password: 'Dev@2026x' });
  });
  afterAll(async () => {
    await src.close();
    await empty.close();
  });

  const exportFrom = async (s: TestServer, token: string, code: string) =>
    call<SystemExportBundle>(s.app, { method: 'GET', url: `/ks/config/structure/export?systemCoding=${code}`, token });
  const importInto = (s: TestServer, token: string, payload: unknown) =>
    call<ImportReport>(s.app, { method: 'POST', url: '/ks/config/structure/import', token, payload });

  it('exports one bundle: system, menu tree in order, node configs; it fits the bundle schema', async () => {
    const res = await exportFrom(src, srcDev, 'proj_sys');
    expect(res.body).toMatchObject({ code: 200, message: '导出成功' });
    const b = res.body.data;
    expect(check(SystemExportBundle, b).ok).toBe(true);
    expect(b.format).toBe('ks-system-bundle');
    expect(b.version).toBe(1);
    expect(b.system).toEqual({ systemName: '项目管理系统', title: '项目', gnCoding: 'proj_sys', levels: 1, roles: ['M', 'D'] });
    expect(b.menus.map((m) => [m.id, (m.children ?? []).map((c) => c.id)])).toEqual([['pj-root', ['pj-card', 'pj-list']], ['pj-form', []]]);
    expect(b.menus[0].children?.[0]).toMatchObject({ itShows: '否', style: 'wide' });
    expect(b.menus[1]).toMatchObject({ disabled: true, roles: ['D'] });
    expect(b.nodes).toEqual([
      { nodeId: 'pj-card', kind: 'card', title: '卡片', config: CARD },
      { nodeId: 'pj-form', kind: 'form', title: '项目详情', config: FORM },
      { nodeId: 'pj-list', kind: 'list', title: '项目列表', config: LIST },
    ]);
    expect((await exportFrom(src, srcDev, 'nope')).body).toMatchObject({ code: 404, message: '系统不存在' });
  });

  it('imports into an empty database and a second export is identical', async () => {
    const first = (await exportFrom(src, srcDev, 'proj_sys')).body.data;
    const dry = await importInto(empty, emptyDev, { bundle: first, dryRun: true });
    expect(dry.body).toMatchObject({ code: 200, message: '未发现冲突，可以导入', data: { dryRun: true, imported: false, menus: 4, nodes: 3, conflicts: [] } });
    expect(await empty.ctx.db.selectFrom('systems').select('id').execute()).toEqual([]);

    const res = await importInto(empty, emptyDev, { bundle: first });
    expect(res.body).toMatchObject({ code: 200, message: '导入成功', data: { systemCoding: 'proj_sys', imported: true, menus: 4, nodes: 3 } });
    const second = (await exportFrom(empty, emptyDev, 'proj_sys')).body.data;
    expect(second).toEqual(first);

    // The imported system is live: its menus show, each config starts a history at version 1.
    const menus = await call<MenuItem[]>(empty.app, { method: 'POST', url: '/ks/menu/v1/menus/main-menus', token: emptyDev, payload: { systemCoding: 'proj_sys' } });
    expect(menus.body.data.map((m) => m.id)).toEqual(['pj-root', 'pj-form']);
    const versions = await empty.ctx.db.selectFrom('node_versions').select(['node_id', 'version', 'saved_by']).orderBy('node_id').execute();
    expect(versions).toEqual([
      { node_id: 'pj-card', version: 1, saved_by: '新环境开发者' },
      { node_id: 'pj-form', version: 1, saved_by: '新环境开发者' },
      { node_id: 'pj-list', version: 1, saved_by: '新环境开发者' },
    ]);
    expect(await empty.ctx.db.selectFrom('op_log').select('target_id').where('action', '=', 'import-system').execute()).toEqual([{ target_id: 'proj_sys' }]);
  });

  it('round-trips the demo systems, with their form, list and card configs, into the empty database', async () => {
    for (const code of ['credit_eval', 'trade_service']) {
      const first = (await exportFrom(src, srcDev, code)).body.data;
      expect(first.nodes.length).toBeGreaterThan(0);
      const res = await importInto(empty, emptyDev, { bundle: first });
      expect(res.body, JSON.stringify(res.body.data?.conflicts)).toMatchObject({ code: 200, data: { imported: true } });
      expect((await exportFrom(empty, emptyDev, code)).body.data).toEqual(first);
    }
  });

  it('reports every conflict before changing anything, and then changes nothing', async () => {
    const bundle = (await exportFrom(src, srcDev, 'proj_sys')).body.data;
    const count = async () => (await src.ctx.db.selectFrom('menus').select('id').execute()).length;
    const before = await count();
    const dry = await importInto(src, srcDev, { bundle, dryRun: true });
    expect(dry.body.code).toBe(200);
    expect(dry.body.message).toBe('发现 8 处冲突');
    const conflicts = dry.body.data.conflicts;
    expect(conflicts.filter((c) => c.type === 'system')).toEqual([{ type: 'system', id: 'proj_sys', message: '系统编码 proj_sys 已存在' }]);
    expect(conflicts.filter((c) => c.type === 'menu').map((c) => c.id).sort()).toEqual(['pj-card', 'pj-form', 'pj-list', 'pj-root']);
    expect(conflicts.filter((c) => c.type === 'node').map((c) => c.message)).toEqual(['页面配置 pj-card 已存在', '页面配置 pj-form 已存在', '页面配置 pj-list 已存在']);

    const real = await importInto(src, srcDev, { bundle });
    expect(real.status).toBe(409);
    expect(real.body).toMatchObject({ code: 409, message: '导入存在冲突，未做任何修改', data: { imported: false, dryRun: false } });
    expect(real.body.data.conflicts).toHaveLength(8);
    expect(await count()).toBe(before);

    // Renamed code, but the menu ids are still taken: refused as a whole, nothing half-imported.
    const renamed = { ...bundle, system: { ...bundle.system, gnCoding: 'proj_copy' } };
    const partial = await importInto(src, srcDev, { bundle: renamed });
    expect(partial.body.data.conflicts.map((c) => c.type)).not.toContain('system');
    expect(partial.body.code).toBe(409);
    expect(await src.ctx.db.selectFrom('systems').select('id').where('system_coding', '=', 'proj_copy').execute()).toEqual([]);
  });

  it('refuses a malformed file naming the place, and flags bad content inside a well-formed one', async () => {
    const bundle = (await exportFrom(src, srcDev, 'proj_sys')).body.data;
    const noFormat = await importInto(empty, emptyDev, { bundle: { ...bundle, format: 'zip' } });
    expect(noFormat.body).toMatchObject({ code: 400, message: '导入文件格式不正确（/format）：format 取值不在允许范围内' });
    const badTitle = await importInto(empty, emptyDev, { bundle: { ...bundle, system: { ...bundle.system, title: '' } } });
    expect(badTitle.body.message).toBe('导入文件格式不正确（/system/title）：title 不能为空');

    const broken = {
      ...bundle,
      system: { ...bundle.system, gnCoding: 'proj_broken' },
      menus: [{ id: 'x-root', title: '根' }, { id: 'x-root', title: '重复' }],
      nodes: [
        { nodeId: 'x-root', kind: 'form', title: '根', config: { kind: 'form', groups: [{ key: 'g', title: '', items: [{ bianma: 'a', name: '甲', type: 'text', regex: '[' }] }] } },
        { nodeId: 'x-orphan', kind: 'list', title: '孤儿', config: LIST },
      ],
    };
    const res = await importInto(empty, emptyDev, { bundle: broken, dryRun: true });
    expect(res.body.data.conflicts.map((c) => c.message)).toEqual([
      '菜单 id x-root 在导入文件中重复',
      '页面配置「根」(x-root) 第 1 个字段「甲」(a): 正则表达式无效',
      '页面配置 x-orphan 没有对应的菜单',
    ]);
  });

  it('is for developers only; the cache refresh too', async () => {
    const admin = await src.login('M');
    expect((await exportFrom(src, admin, 'proj_sys')).body.code).toBe(403);
    expect((await importInto(src, admin, { bundle: {}, dryRun: true })).body.code).toBe(403);
    expect((await call(src.app, { method: 'GET', url: '/ks/config/cache/refresh', token: admin })).body.code).toBe(403);
    const first = await call<{ version: number }>(src.app, { method: 'GET', url: '/ks/config/cache/refresh', token: srcDev });
    const second = await call<{ version: number }>(src.app, { method: 'GET', url: '/ks/config/cache/refresh', token: srcDev });
    expect(first.body).toMatchObject({ code: 200, message: '缓存已刷新' });
    expect(second.body.data.version).toBe(first.body.data.version + 1);
    expect((await src.ctx.db.selectFrom('op_log').select('id').where('action', '=', 'refresh-cache').execute()).length).toBeGreaterThanOrEqual(2);
  });
});
