import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';
import { openWarmUpPass, WARM_UP_HEADER } from '../http/warm-up-pass';
import { warmUp, WARM_UP_ROUTES } from '../warm-up';
import type { SessionUser } from '../session-user';

// An instance's warm-up before `listen` (server/warm-up.ts): it reads as an enterprise user through a
// pass (http/warm-up-pass.ts) that nothing from outside can use, and it writes nothing.

const LIST = { nodeId: 'credit-record-list', curPage: 1, pageSize: 20 };
const count = async (s: TestServer, table: 'op_log' | 'sessions' | 'records') =>
  Number((await s.ctx.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the warm-up pass', () => {
  let s: TestServer;
  let reader: SessionUser;
  beforeAll(async () => {
    s = await startTestServer();
    const row = await s.ctx.db.selectFrom('records').select('enterprise_id').where('node_id', '=', LIST.nodeId).where('enterprise_id', 'is not', null).executeTakeFirstOrThrow();
    reader = { id: 'warm-up', sessionId: 'warm-up', username: 'warm-up', userName: '预热', role: 'U', enterpriseId: row.enterprise_id };
  });
  afterAll(() => s.close());

  const list = (headers: Record<string, string>, token?: string) => call<{ records: { enterpriseId: string | null }[] }>(s.app, { method: 'POST', url: WARM_UP_ROUTES.list, payload: LIST, headers, token });

  it('admits its own key on the read calls it was opened for, as its reader, and nothing once closed', async () => {
    const pass = openWarmUpPass(s.app, reader, [WARM_UP_ROUTES.list]);
    try {
      const res = await list(pass.headers);
      expect(res.status).toBe(200);
      expect(res.body.data.records.length).toBeGreaterThan(0);
      expect(new Set(res.body.data.records.map((r) => r.enterpriseId))).toEqual(new Set([reader.enterpriseId]));
    } finally {
      pass.close();
    }
    const after = await list(pass.headers);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('未登录');
  });

  it('refuses another key, a route it was not opened for, and leaves a bearer token to decide', async () => {
    const pass = openWarmUpPass(s.app, reader, [WARM_UP_ROUTES.list]);
    try {
      expect((await list({ [WARM_UP_HEADER]: 'ab'.repeat(32) })).status).toBe(401);
      expect((await list({ [WARM_UP_HEADER]: pass.headers[WARM_UP_HEADER].slice(2) })).status).toBe(401);
      const save = await call(s.app, { method: 'POST', url: '/ks/monitor/record/save', payload: { nodeId: LIST.nodeId, data: { qymc: '预热不可写' } }, headers: pass.headers });
      expect(save.status).toBe(401);
      const ended = await list(pass.headers, 'not-a-session');
      expect(ended.status).toBe(401);
      expect(ended.body.message).toBe('登录状态已失效，请重新登录');
    } finally {
      pass.close();
    }
  });

  it('cannot be opened, nor used, once the server listens', async () => {
    const t = await startTestServer();
    try {
      const open = openWarmUpPass(t.app, reader, [WARM_UP_ROUTES.list]);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await call(t.app, { method: 'POST', url: WARM_UP_ROUTES.list, payload: LIST, headers: open.headers });
      expect(res.status).toBe(401);
      open.close();
      expect(() => openWarmUpPass(t.app, reader, [WARM_UP_ROUTES.list])).toThrow(/already listens/);
    } finally {
      await t.close();
    }
  });
});

describe('the warm-up', () => {
  it('reads the busiest list, its records, the menus and a dropdown without a failure, and writes nothing', { timeout: 30_000 }, async () => {
    const s = await startTestServer();
    try {
      const before = await Promise.all([count(s, 'op_log'), count(s, 'sessions'), count(s, 'records')]);
      const report = await warmUp(s.app, s.ctx.db, { calls: 60, inFlight: 4 });
      expect(report.calls).toBeGreaterThanOrEqual(60);
      expect(report.failed).toBe(0);
      for (const url of Object.values(WARM_UP_ROUTES)) expect(report.answered[url], url).toBeGreaterThan(5);
      expect(await Promise.all([count(s, 'op_log'), count(s, 'sessions'), count(s, 'records')])).toEqual(before);
      // The pass is closed: the same calls from outside are refused.
      expect((await call(s.app, { method: 'POST', url: WARM_UP_ROUTES.menus, payload: { systemCoding: 'credit_eval' } })).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('does nothing on a database without records yet', async () => {
    const s = await startTestServer({ fixtures: false });
    try {
      expect(await warmUp(s.app, s.ctx.db, { calls: 60, inFlight: 4 })).toMatchObject({ calls: 0, failed: 0 });
    } finally {
      await s.close();
    }
  });
});
