import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { linesOf, NODE } from '../routes/records/test-kit';

// The test matrix of remembered-session-plugin.ts (docs/adr/0006): list calls take the caller's
// session from this instance's memory and confirm it in the count statement (`withSession`)
// instead of a lookup query of their own. Every change below is written straight into the tables,
// as another instance of the platform would write it: the very next call must see it.

type Page = { records: Array<{ id: string; enterpriseId: string | null }>; total: number };

describe('remembered-session plugin: list calls with a remembered session', () => {
  let s: TestServer;
  let token = '';
  let totals: { ent1: number; ent2: number; all: number };
  beforeAll(async () => {
    s = await startTestServer();
    const [m, u2] = await Promise.all([s.login('M'), s.login('U2')]);
    totals = { ent1: 0, ent2: (await list({}, u2)).body.data.total, all: (await list({}, m)).body.data.total };
  });
  afterAll(async () => s.close());

  const list = (body: object, t = token, url = '/ks/monitor/table-list') => call<Page>(s.app, { method: 'POST', url, token: t, payload: { nodeId: NODE, ...body } });
  const user = (set: { login_role_type?: string; enterprise_id?: string | null; disabled?: number }) =>
    s.ctx.db.updateTable('users').set(set).where('id', '=', 'u-enterprise').execute();
  const session = (set: { revoked_at?: string | null; expires_at?: string }) =>
    s.ctx.db.updateTable('sessions').set(set).where('user_id', '=', 'u-enterprise').execute();

  beforeEach(async () => {
    await user({ login_role_type: 'U', enterprise_id: 'ent-001', disabled: 0 });
    token = await s.login('U');
    // The first call reads the session from the database; from then on the instance remembers it.
    const first = await list({});
    expect(first.body.code, first.body.message).toBe(200);
    totals.ent1 = first.body.data.total;
    expect((await list({})).body.data.total).toBe(totals.ent1);
  });

  it('a session revoked elsewhere is refused on the next call, on both list routes', async () => {
    await session({ revoked_at: new Date().toISOString() });
    for (const url of ['/ks/monitor/table-list', '/ks/monitor/dynamic-table-list']) {
      const res = await list({}, token, url);
      expect([res.status, res.body]).toEqual([401, { code: 10001, message: '登录状态已失效，请重新登录', data: null }]);
    }
  });

  it('a session that expired is refused with 登录已过期', async () => {
    await session({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const res = await list({});
    expect([res.status, res.body]).toEqual([401, { code: 10000, message: '登录已过期，请重新登录', data: null }]);
  });

  it('a user disabled since is refused with 账号已被停用', async () => {
    await user({ disabled: 1 });
    const res = await list({});
    expect([res.status, res.body.message]).toEqual([401, '账号已被停用，请联系管理员']);
  });

  it('a user moved to another enterprise sees that enterprise’s records on the next call', async () => {
    expect(totals.ent1).not.toBe(totals.ent2);
    await user({ enterprise_id: 'ent-002' });
    const res = await list({ pageSize: 50 });
    expect(res.body.data.total).toBe(totals.ent2);
    expect(new Set(res.body.data.records.map((r) => r.enterpriseId))).toEqual(new Set(['ent-002']));
  });

  it('a user made administrator sees every record on the next call', async () => {
    await user({ login_role_type: 'M', enterprise_id: null });
    expect((await list({})).body.data.total).toBe(totals.all);
  });

  it('a logout is refused on the next list call, though this instance still remembers the session', async () => {
    const out = await call(s.app, { method: 'GET', url: '/ks/common/logout', token });
    expect(out.body.code).toBe(200);
    const res = await list({});
    expect([res.status, res.body]).toEqual([401, { code: 10001, message: '登录状态已失效，请重新登录', data: null }]);
  });

  it('详情 and 提交状态 confirm a remembered session in the record statement: a revoked session is refused, a moved user no longer finds the record', async () => {
    const id = (await list({ pageSize: 1 })).body.data.records[0]!.id;
    const read = (url: string) => call<{ id: string }>(s.app, { method: 'POST', url, token, payload: { nodeId: NODE, id } });
    for (const url of ['/ks/monitor/record/detail', '/ks/monitor/submit-status']) {
      expect((await read(url)).body.code).toBe(200);
      expect((await read(url)).body.code).toBe(200);
    }
    await user({ enterprise_id: 'ent-002' });
    for (const url of ['/ks/monitor/record/detail', '/ks/monitor/submit-status']) expect([(await read(url)).status]).toEqual([404]);
    await user({ enterprise_id: 'ent-001' });
    expect((await read('/ks/monitor/record/detail')).body.code).toBe(200);
    await session({ revoked_at: new Date().toISOString() });
    for (const url of ['/ks/monitor/record/detail', '/ks/monitor/submit-status']) {
      const res = await read(url);
      expect([res.status, res.body]).toEqual([401, { code: 10001, message: '登录状态已失效，请重新登录', data: null }]);
    }
  });

  it('saves and moves confirm a remembered session in their first statement: a refusal is answered (and logged) once, a revoked session writes nothing', async () => {
    const save = (qymc: string) => call<{ id: string; version: number }>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token, payload: { nodeId: NODE, data: { qymc } } });
    const submit = (id: string, version: number) => call(s.app, { method: 'POST', url: '/ks/monitor/submit', token, payload: { nodeId: NODE, id, version } });
    expect((await save('记忆会话')).body.code).toBe(200);
    const saved = await save('记忆会话');
    expect(saved.body.code).toBe(200);
    // A refusal after the session was confirmed is the answer: the move is not run again.
    expect((await submit(saved.body.data.id, 99)).status).toBe(409);
    const refusals = (await linesOf(s.ctx.db, saved.body.data.id)).filter((l) => l.action === 'record.submit');
    expect(refusals.map((l) => Number(l.ok))).toEqual([0]);
    const stored = async () => Number((await s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await stored();
    await session({ revoked_at: new Date().toISOString() });
    const refused = await save('撤销之后');
    expect([refused.status, refused.body.code]).toEqual([401, 10001]);
    expect((await submit(saved.body.data.id, saved.body.data.version)).status).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('menus and dropdown options confirm a remembered session in the system statement: revoked is refused, a new role gets its own menus', async () => {
    const menus = () => call<Array<{ title: string }>>(s.app, { method: 'POST', url: '/ks/menu/v1/menus/main-menus', token, payload: { systemCoding: 'credit_eval' } });
    const options = () => call(s.app, { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', token, payload: { displayCode: 'region', systemCoding: 'credit_eval', key: '330000' } });
    const asEnterprise = JSON.stringify((await menus()).body.data);
    expect((await menus()).body.code).toBe(200);
    expect((await options()).body.code).toBe(200);
    await user({ login_role_type: 'M', enterprise_id: null });
    const asAdmin = (await menus()).body;
    expect(asAdmin.code).toBe(200);
    expect(JSON.stringify(asAdmin.data)).not.toBe(asEnterprise);
    await session({ revoked_at: new Date().toISOString() });
    for (const res of [await menus(), await options()]) expect([res.status, res.body.code]).toEqual([401, 10001]);
  });

  it('a route without confirmsSession never starts from memory: it reads the session afresh', async () => {
    // Remembered as ent-001; from memory the export would be held by the onSend check (401), from
    // a fresh read it counts ent-002's records.
    await user({ enterprise_id: 'ent-002' });
    const res = await s.app.inject({ method: 'POST', url: '/ks/monitor/export', headers: { authorization: `Bearer ${token}` }, payload: { nodeId: NODE } });
    expect([res.statusCode, res.headers['x-total-count']]).toEqual([200, String(totals.ent2)]);
  });

  it('a session extended since (a refresh moved only its expiry) keeps every answer, refusals included', async () => {
    await session({ expires_at: new Date(Date.now() + 5 * 3_600_000).toISOString() });
    const refused = await list({ curPage: 'x' });
    expect([refused.status, refused.body.code]).toEqual([400, 400]);
    expect((await list({})).body.data.total).toBe(totals.ent1);
  });

  it('a refusal prepared for a revoked session is not sent: the caller is told to log in again', async () => {
    // Before the handler: a body the schema refuses. In the handler: a filter the list does not offer.
    expect((await list({ curPage: 'x' })).status).toBe(400);
    expect((await list({ filters: { nope: '1' } })).body.message).toBe('不支持的查询条件：nope');
    await session({ revoked_at: new Date().toISOString() });
    for (const body of [{ curPage: 'x' }, { filters: { nope: '1' } }]) {
      const res = await list(body);
      expect([res.status, res.body.code]).toEqual([401, 10001]);
    }
  });
});
