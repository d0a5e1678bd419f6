import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppContext } from '../context';
import { call, startTestServer, type TestServer } from '../test/harness';
import { NODE, seedRecord } from '../routes/records/test-kit';
import { openStream } from '../test/sse-kit';

// Two app instances on one PostgreSQL (docs/shell.md "消息中心"): a submit on instance A reaches a
// stream open on instance B through LISTEN/NOTIFY, also after B's listening connection was cut.
// On SQLite one process owns the database and there is no second instance to reach.
describe.skipIf(!process.env.DATABASE_URL)('message centre across two instances on one PostgreSQL', () => {
  let s: TestServer;
  let second: { app: FastifyInstance; ctx: AppContext };
  let m: string;
  let u: string;
  beforeAll(async () => {
    s = await startTestServer();
    second = await buildApp({ database: s.database });
    await second.app.ready();
    [m, u] = [await s.login('M'), await s.login('U')];
    // two servers and their migrations on a loaded machine
  }, 120_000);
  afterAll(async () => {
    await second.app.close();
    await s.close();
  });

  const submit = async () => {
    const { id, version } = await seedRecord(s.ctx.db, 'draft', { data: { qymc: '华建工程有限公司', pf: 80, xmmc: '两台实例项目', xwlx: '良好行为' } });
    const res = await call(s.app, { method: 'POST', url: '/ks/monitor/submit', token: u, payload: { nodeId: NODE, id, version } });
    expect(res.status).toBe(200);
  };

  it('a submit on A reaches the administrator stream on B within 2 s', async () => {
    const onB = await openStream(second.app, m);
    try {
      const opened = await onB.next((e) => e.event === 'counts');
      await second.ctx.bus.ready();
      const from = onB.events.length;
      await submit();
      const pushed = await onB.next((e) => e.event === 'counts', 2000, from);
      expect(pushed.data).toMatchObject({ reason: 'todo', todoCount: Number(opened.data.todoCount) + 1 });
    } finally {
      onB.close();
    }
  });

  it('B listens again after its connection is cut: it tells its streams to read again, then hears A', async () => {
    const onB = await openStream(second.app, m);
    try {
      await onB.next((e) => e.event === 'counts');
      await second.ctx.bus.ready();
      const from = onB.events.length;
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(s.ctx.db)).rows[0].s;
      const cut = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where query = ${`LISTEN "ks_messages_${schema}"`}`.execute(s.ctx.db);
      // B listens (A opens its connection only for a stream of its own)
      expect(cut.rows[0].n).toBe(1);
      await onB.next((e) => e.event === 'counts' && e.data.reason === 'resync', 5000, from);
      const after = onB.events.length;
      await submit();
      await onB.next((e) => e.event === 'counts' && e.data.reason === 'todo', 2000, after);
    } finally {
      onB.close();
    }
  });
});
