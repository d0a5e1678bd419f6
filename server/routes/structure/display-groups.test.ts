import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigChange, DisplayGroupDetail, DisplayGroupSummary, HistoryEntry, HistoryVersion, SaveAnswer, StaleVersionData } from '../../../schemas';
import { call, startTestServer, type TestServer } from '../../test/harness';

const STALE = '配置已被他人修改，请刷新或对比后再保存';

const field = (bianma: string, name: string, extra: Record<string, unknown> = {}) => ({ bianma, name, type: 'text', ...extra });
const formConfig = (items: unknown[], title = '基本信息') => ({ kind: 'form', groups: [{ key: 'jbxx', title, items }] });
const V1 = formConfig([field('qymc', '企业名称'), field('lxr', '联系人')]);

describe('display groups: versioned save, conflicts, history, rollback, validation', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  let dev2: string;
  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
    dev2 = await s.login('D'); // a second developer session: another browser, another copy
    admin = await s.login('M');
    for (const [id, title] of [['dg-form', '企业信息'], ['dg-list', '企业列表'], ['dg-bad', '校验']]) {
      const res = await call(s.app, { method: 'POST', url: '/ks/config/structure/add', token: dev, payload: { systemCoding: 'credit_eval', id, title } });
      expect(res.body.code).toBe(200);
    }
  });
  afterAll(async () => s.close());

  const create = (payload: Record<string, unknown>, token = dev) =>
    call<DisplayGroupDetail & { problems?: string[] }>(s.app, { method: 'POST', url: '/ks/config/structure/display-groups', token, payload });
  const save = (payload: Record<string, unknown>, token = dev, url = '/ks/config/structure/display-groups') =>
    call<SaveAnswer | StaleVersionData | { problems: string[] }>(s.app, { method: url.endsWith('update-preview') ? 'POST' : 'PUT', url, token, payload });
  const detail = async (nodeId: string) =>
    (await call<DisplayGroupDetail>(s.app, { method: 'GET', url: `/ks/config/structure/display-groups/detail?nodeId=${nodeId}`, token: dev })).body.data;

  it('creates a config for a menu at version 1 and lists it with who and when', async () => {
    const res = await create({ nodeId: 'dg-form', kind: 'form', config: V1 });
    expect(res.body).toMatchObject({ code: 200, message: '新建成功' });
    expect(res.body.data).toMatchObject({ nodeId: 'dg-form', kind: 'form', title: '企业信息', menuTitle: '企业信息', version: 1, updatedBy: '配置开发者', config: V1 });
    const list = { kind: 'list', columns: [{ code: 'qymc', name: '企业名称' }], search: { displayCode: 'qylb', displayList: [] } };
    expect((await create({ nodeId: 'dg-list', kind: 'list', title: '企业一览', config: list }, admin)).body.code).toBe(200);

    for (const url of ['/ks/config/structure/display-groups/?systemCoding=credit_eval', '/ks/config/structure/display-groups?systemCoding=credit_eval']) {
      const groups = (await call<DisplayGroupSummary[]>(s.app, { method: 'GET', url, token: admin })).body.data;
      expect(groups.find((g) => g.nodeId === 'dg-list')).toMatchObject({ kind: 'list', title: '企业一览', menuTitle: '企业列表', version: 1, updatedBy: '平台管理员' });
      expect(groups.map((g) => g.nodeId)).toEqual(expect.arrayContaining(['credit-apply', 'dg-form', 'dg-list']));
      expect(groups[0]).not.toHaveProperty('config');
    }
    expect((await create({ nodeId: 'dg-form', kind: 'form', config: V1 })).body).toMatchObject({ code: 409, message: '菜单「企业信息」已有页面配置' });
    expect((await create({ nodeId: 'nope', kind: 'form', config: V1 })).body).toMatchObject({ code: 404, message: '菜单不存在' });
  });

  it('saves with the version read; the version goes up by one each time', async () => {
    const v2 = formConfig([field('qymc', '企业名称'), field('lxr', '联系人'), field('lxdh', '联系电话')]);
    const res = await save({ nodeId: 'dg-form', version: 1, config: v2 });
    expect(res.body).toMatchObject({ code: 200, message: '保存成功', data: { nodeId: 'dg-form', version: 2, updatedBy: '配置开发者' } });
    const preview = await save({ nodeId: 'dg-form', version: 2, config: v2, title: '企业信息（新）' }, admin, '/ks/config/node/update-preview');
    expect(preview.body).toMatchObject({ code: 200, data: { version: 3, updatedBy: '平台管理员' } });
    expect(await detail('dg-form')).toMatchObject({ version: 3, title: '企业信息（新）', config: v2 });
  });

  it('two developers saving from the same copy: exactly one wins, the other gets the conflict with who and when', async () => {
    const mine = formConfig([field('qymc', '企业名称（甲）')]);
    const theirs = formConfig([field('qymc', '企业名称（乙）')]);
    const answers = await Promise.all([save({ nodeId: 'dg-form', version: 3, config: mine }, dev), save({ nodeId: 'dg-form', version: 3, config: theirs }, dev2)]);
    const won = answers.filter((a) => a.body.code === 200);
    const lost = answers.filter((a) => a.body.code !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].status).toBe(409);
    expect(lost[0].body).toMatchObject({ code: 409, message: STALE, data: { nodeId: 'dg-form', currentVersion: 4, savedBy: '配置开发者' } });
    const stored = await detail('dg-form');
    expect(stored.version).toBe(4);
    expect(stored.config).toEqual(won[0] === answers[0] ? mine : theirs);
    expect((lost[0].body.data as StaleVersionData).savedAt).toBe(stored.updatedAt);

    // The preview save is the same save: a stale copy is refused there too.
    const viaPreview = await save({ nodeId: 'dg-form', version: 3, config: V1 }, admin, '/ks/config/node/update-preview');
    expect(viaPreview.body).toMatchObject({ code: 409, message: STALE, data: { currentVersion: 4 } });
    expect((await detail('dg-form')).version).toBe(4);
  });

  it('lists the history newest first and returns any version exactly', async () => {
    const history = (await call<HistoryEntry[]>(s.app, { method: 'GET', url: '/ks/config/structure/display-groups/history?nodeId=dg-form', token: dev })).body.data;
    expect(history.map((h) => [h.version, h.savedBy])).toEqual([[4, '配置开发者'], [3, '平台管理员'], [2, '配置开发者'], [1, '配置开发者']]);
    expect(history.every((h, i) => i === 0 || history[i - 1].savedAt >= h.savedAt)).toBe(true);
    const v1 = await call<HistoryVersion>(s.app, { method: 'GET', url: '/ks/config/structure/display-groups/history/version?nodeId=dg-form&version=1', token: admin });
    expect(v1.body.data).toMatchObject({ nodeId: 'dg-form', version: 1, savedBy: '配置开发者', config: V1 });
    const none = await call(s.app, { method: 'GET', url: '/ks/config/structure/display-groups/history/version?nodeId=dg-form&version=9', token: dev });
    expect(none.body).toMatchObject({ code: 404, message: '版本 9 不存在' });
    const diff = await call<ConfigChange[]>(s.app, { method: 'GET', url: '/ks/config/structure/display-groups/history/diff?nodeId=dg-form&from=1&to=2', token: dev });
    expect(diff.body.data).toEqual([{ path: '/groups/0/items/2', op: 'add', after: field('lxdh', '联系电话') }]);
  });

  it('rolls back by saving the old config as a NEW version; a stale rollback is refused', async () => {
    const rollback = (payload: unknown) => call<SaveAnswer & { restoredFrom: number }>(s.app, { method: 'POST', url: '/ks/config/structure/display-groups/rollback', token: dev, payload });
    const stale = await rollback({ nodeId: 'dg-form', version: 1, currentVersion: 3 });
    expect(stale.body).toMatchObject({ code: 409, message: STALE, data: { currentVersion: 4 } });
    const res = await rollback({ nodeId: 'dg-form', version: 1, currentVersion: 4 });
    expect(res.body).toMatchObject({ code: 200, message: '已恢复到版本 1', data: { nodeId: 'dg-form', version: 5, restoredFrom: 1 } });
    expect((await detail('dg-form')).config).toEqual(V1);
    const v5 = await call<HistoryVersion>(s.app, { method: 'GET', url: '/ks/config/structure/display-groups/history/version?nodeId=dg-form&version=5', token: dev });
    expect(v5.body.data.config).toEqual(V1);
    const versions = await s.ctx.db.selectFrom('node_versions').select('version').where('node_id', '=', 'dg-form').orderBy('version').execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5]);
    const log = await s.ctx.db.selectFrom('op_log').select('detail').where('action', '=', 'rollback-node-config').where('target_id', '=', 'dg-form').execute();
    expect(log.map((l) => JSON.parse(l.detail))).toEqual([{ restoredFrom: 1, version: 5 }]);
    expect((await rollback({ nodeId: 'dg-form', version: 42, currentVersion: 5 })).body).toMatchObject({ code: 404, message: '版本 42 不存在' });
  });

  it('refuses invalid configs naming the item, and stores nothing', async () => {
    const refusedWith = async (config: unknown, kind = 'form') => {
      const res = await create({ nodeId: 'dg-bad', kind, config });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    const three = [field('qymc', '企业名称'), field('lxr', '联系人'), field('lxdh', '联系电话', { regex: '^(1[3-9]\\d{9}' })];
    expect(await refusedWith(formConfig(three))).toBe('第 3 个字段「联系电话」(lxdh): 正则表达式无效');
    const dup = [field('qymc', '企业名称'), field('lxdh', '联系电话'), field('lxdh', '手机')];
    expect(await refusedWith(formConfig(dup))).toBe('第 3 个字段「手机」(lxdh): 字段编码 lxdh 与第 2 个字段重复');
    const twoGroups = { kind: 'form', groups: [{ key: 'a', title: '甲', items: [field('x', '甲一')] }, { key: 'b', title: '乙', items: [field('y', '乙一'), { bianma: 'z', type: 'text' }] }] };
    expect(await refusedWith(twoGroups)).toBe('第 3 个字段(z): 缺少必填项 name');
    expect(await refusedWith(formConfig([field('city', '城市', { parentNode: 'province' })]))).toBe('第 1 个字段「城市」(city): 上级字段 province 不存在');
    expect(await refusedWith({ kind: 'list', groups: [] })).toMatch(/^配置: /);
    const badColumn = { kind: 'list', columns: [{ code: 'mc', name: '名称' }, { code: 'zt', name: '状态', type: 'rainbow' }], search: { displayCode: 'x', displayList: [] } };
    expect(await refusedWith(badColumn, 'list')).toBe('第 2 列「状态」(zt): type 取值不在允许范围内');
    const dupColumn = { kind: 'list', columns: [{ code: 'mc', name: '名称' }, { code: 'mc', name: '名称2' }], search: { displayCode: 'x', displayList: [] } };
    expect(await refusedWith(dupColumn, 'list')).toBe('第 2 列「名称2」(mc): 列编码 mc 与第 1 列重复');
    expect(await refusedWith({ ...dupColumn, columns: [{ code: 'mc', name: '名称' }] }, 'card')).toBe('配置: kind 为 list，与页面类型 card 不一致');

    const both = await create({ nodeId: 'dg-bad', kind: 'form', config: formConfig([field('a', '甲', { regex: '(' }), field('a', '乙')]) });
    expect((both.body.data as unknown as { problems: string[] }).problems).toEqual(['第 2 个字段「乙」(a): 字段编码 a 与第 1 个字段重复', '第 1 个字段「甲」(a): 正则表达式无效']);
    expect(await s.ctx.db.selectFrom('nodes').select('id').where('id', '=', 'dg-bad').execute()).toEqual([]);

    const onSave = await save({ nodeId: 'dg-form', version: 5, config: formConfig(three) });
    expect(onSave.body).toMatchObject({ code: 400, message: '第 3 个字段「联系电话」(lxdh): 正则表达式无效' });
    expect((await detail('dg-form')).version).toBe(5);
  });

  it('deletes a config and its history, keeping the menu; a stale delete is refused', async () => {
    const del = (payload: unknown) => call(s.app, { method: 'DELETE', url: '/ks/config/structure/display-groups', token: admin, payload });
    expect((await del({ nodeId: 'dg-list', version: 7 })).body).toMatchObject({ code: 409, message: STALE, data: { currentVersion: 1 } });
    expect((await del({ nodeId: 'dg-list', version: 1 })).body).toMatchObject({ code: 200, message: '删除成功', data: { nodeId: 'dg-list' } });
    expect((await del({ nodeId: 'dg-list' })).body).toMatchObject({ code: 404, message: '页面配置不存在' });
    expect(await s.ctx.db.selectFrom('node_versions').select('version').where('node_id', '=', 'dg-list').execute()).toEqual([]);
    expect(await s.ctx.db.selectFrom('menus').select('id').where('id', '=', 'dg-list').execute()).toEqual([{ id: 'dg-list' }]);
    const filed = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'credit-record-list').execute();
    const withRecords = await del({ nodeId: 'credit-record-list' });
    expect(withRecords.body.code).toBe(409);
    expect(withRecords.body.message).toMatch(new RegExp(`^页面配置「.+」下还有 ${filed.length} 条业务记录，不能删除$`));
    expect((await detail('credit-record-list')).nodeId).toBe('credit-record-list');
  });

  it('refuses enterprise users on every display-group call', async () => {
    const u = await s.login('U');
    const calls = [
      call(s.app, { method: 'GET', url: '/ks/config/structure/display-groups/detail?nodeId=dg-form', token: u }),
      call(s.app, { method: 'PUT', url: '/ks/config/structure/display-groups', token: u, payload: { nodeId: 'dg-form', version: 5, config: V1 } }),
      call(s.app, { method: 'POST', url: '/ks/config/structure/display-groups/rollback', token: u, payload: { nodeId: 'dg-form', version: 1, currentVersion: 5 } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toMatchObject({ code: 403, message: '无权访问该资源' });
    expect((await detail('dg-form')).version).toBe(5);
  });
});
