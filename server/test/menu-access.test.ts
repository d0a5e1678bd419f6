import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';
import { COMPLETE_CREDIT_APPLY, seedRecord } from '../routes/records/test-kit';

// Issue 10 rows 2, 4 and 5: a menu's roles hold along its ancestors on every node-bound call, and
// disabled or directory menus take no record writes.

describe('menu roles along the tree', () => {
  let s: TestServer;
  let u = '';
  let dev = '';
  let m = '';
  beforeAll(async () => {
    s = await startTestServer();
    [u, dev, m] = await Promise.all([s.login('U'), s.login('D'), s.login('M')]);
  });
  afterAll(async () => s.close());

  const post = <T = unknown>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });
  const previews = (nodeId: string, token: string) => call(s.app, { method: 'GET', url: `/ks/config/node/previews?nodeId=${nodeId}`, token });
  const edit = (payload: object) => call(s.app, { method: 'PUT', url: '/ks/config/structure/edit', token: dev, payload });

  it('a menu restricted to M hands its config to nobody else (row 2)', async () => {
    expect((await previews('credit-apply', u)).status).toBe(200);
    await edit({ id: 'credit-apply', roles: ['M'] });
    expect((await previews('credit-apply', u)).body).toEqual({ code: 404, message: '节点不存在或无权访问', data: null });
    expect((await previews('credit-apply', m)).status).toBe(200);
    await edit({ id: 'credit-apply', roles: ['M', 'D', 'U'] });
    expect((await previews('credit-apply', u)).status).toBe(200);
  });

  it('restricting a parent restricts its children on every call, until the parent admits the role again (row 4)', async () => {
    const record = await seedRecord(s.ctx.db, 'draft');
    const calls = async () => ({
      previews: (await previews('credit-apply', u)).status,
      save: (await post('/ks/monitor/record/save', u, { nodeId: 'credit-apply', data: { qymc: '子菜单记录' } })).status,
      list: (await post('/ks/monitor/table-list', u, { nodeId: 'credit-record-list' })).status,
      detail: (await post('/ks/monitor/record/detail', u, { nodeId: 'credit-record-list', id: record.id })).status,
      submit: (await post('/ks/monitor/submit', u, { nodeId: 'credit-record-list', id: record.id, version: record.version })).status,
      // An export answers a workbook, not JSON: only its status matters here.
      export: (await s.app.inject({ method: 'POST', url: '/ks/monitor/export', headers: { authorization: `Bearer ${u}` }, payload: { nodeId: 'credit-record-list' } })).statusCode,
    });
    // Warm the list copy of this instance first: the restriction must reach a remembered node too.
    expect((await post('/ks/monitor/table-list', u, { nodeId: 'credit-record-list' })).status).toBe(200);
    await edit({ id: 'credit-records', roles: ['M'] });
    const child = await s.ctx.db.selectFrom('menus').select('roles').where('id', '=', 'credit-apply').executeTakeFirstOrThrow();
    expect(JSON.parse(child.roles)).toEqual(['M', 'D', 'U']);
    expect(await calls()).toEqual({ previews: 404, save: 404, list: 404, detail: 404, submit: 404, export: 404 });
    const tree = (await post<Array<{ id: string }>>('/ks/menu/v1/menus/main-menus', u, { systemCoding: 'credit_eval' })).body.data;
    expect(JSON.stringify(tree)).not.toContain('credit-apply');
    await edit({ id: 'credit-records', roles: ['M', 'D', 'U'] });
    const after = await calls();
    expect(after).toMatchObject({ previews: 200, save: 200, list: 200, detail: 200, export: 200 });
  });

  it('disabled and hidden menus and directory menus refuse record writes with 功能节点不存在 (row 5)', async () => {
    const refused = async (nodeId: string, token: string) => (await post<null>('/ks/monitor/record/save', token, { nodeId, data: { qymc: '不应保存' } })).body;
    for (const token of [u, m, dev]) {
      expect(await refused('credit-hidden', token)).toEqual({ code: 404, message: '功能节点不存在', data: null });
      expect(await refused('credit-records', token)).toEqual({ code: 404, message: '功能节点不存在', data: null });
    }
    await edit({ id: 'credit-records', disabled: true });
    expect((await refused('credit-apply', m)).message).toBe('功能节点不存在');
    await edit({ id: 'credit-records', disabled: false });
    expect((await post('/ks/monitor/record/save', m, { nodeId: 'credit-apply', data: { qymc: '可以保存' } })).status).toBe(200);
    const stored = await s.ctx.db.selectFrom('records').select('node_id').where('node_id', 'in', ['credit-hidden', 'credit-records']).execute();
    expect(stored).toEqual([]);
  });

  it('a hidden detail page is written through its list: 场地预约申请 (itShows 否) saves while 场地预约 is usable, and not once the list or the page is disabled', async () => {
    const booking = { cdmc: 'kbs1', xmmc: '隐藏详情页保存', kssj: '2031-03-03 09:00', jssj: '2031-03-03 10:00', lxr: '王工', lxdh: '13800001111' };
    const save = async (token: string) => (await post<{ id: string }>('/ks/monitor/record/save', token, { nodeId: 'trade-venue-booking', data: booking })).body;
    const saved = await save(u);
    expect(saved.code).toBe(200);
    const stored = await s.ctx.db.selectFrom('records').select('node_id').where('id', '=', saved.data.id).executeTakeFirstOrThrow();
    expect(stored.node_id).toBe('trade-venue-booking');
    await edit({ id: 'trade-venue', disabled: true });
    expect(await save(u)).toEqual({ code: 404, message: '功能节点不存在', data: null });
    await edit({ id: 'trade-venue', disabled: false });
    await edit({ id: 'trade-venue-booking', disabled: true });
    expect(await save(u)).toEqual({ code: 404, message: '功能节点不存在', data: null });
    await edit({ id: 'trade-venue-booking', disabled: false });
    // A list restricted to administrators lends its rights to them only.
    await edit({ id: 'trade-venue', roles: ['M'] });
    expect((await save(u)).message).toBe('功能节点不存在');
    expect((await save(m)).code).toBe(200);
    await edit({ id: 'trade-venue', roles: ['M', 'D', 'U'] });
  });

  it('a workflow move in a disabled menu is refused too, and the record stays', async () => {
    const r = await seedRecord(s.ctx.db, 'draft', { nodeId: 'credit-apply', data: { ...COMPLETE_CREDIT_APPLY } });
    await edit({ id: 'credit-apply', disabled: true });
    const res = await post('/ks/monitor/submit', u, { nodeId: 'credit-apply', id: r.id, version: r.version });
    expect([res.status, res.body.message]).toEqual([404, '功能节点不存在']);
    await edit({ id: 'credit-apply', disabled: false });
    expect((await post<{ status: string }>('/ks/monitor/submit', u, { nodeId: 'credit-apply', id: r.id, version: r.version })).body.data.status).toBe('submitted');
  });
});
