import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { NODE } from '../routes/records/test-kit';

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

  it('a route without confirmsSession never starts from memory: it reads the session afresh', async () => {
    // Remembered as ent-001; from memory the export would be held by the onSend check (401), from
    // a fresh read it counts ent-002's records.
    await user({ enterprise_id: 'ent-002' });
    const res = await s.app.inject({ method: 'POST', url: '/ks/monitor/export', headers: { authorization: `Bearer ${token}` }, payload: { nodeId: NODE } });
    expect([res.statusCode, res.headers['x-total-count']]).toEqual([200, String(totals.ent2)]);
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
