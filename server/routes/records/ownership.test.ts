import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { addAdmin, linesOf, NODE, rowOf, seedRecord } from './test-kit';

// An enterprise user sees and acts on their own enterprise's records only. Another enterprise's
// record answers exactly like a record that does not exist, on every call, and stays untouched.

describe('records of another enterprise', () => {
  let s: TestServer;
  let u2 = '';
  let auditorId = '';
  beforeAll(async () => {
    s = await startTestServer();
    u2 = await s.login('U2');
    auditorId = (await addAdmin(s.ctx.db)).id;
  });
  afterAll(async () => s.close());

  const calls = (id: string, version: number) => [
    { method: 'POST' as const, url: '/ks/monitor/record/detail', payload: { nodeId: NODE, id } },
    { method: 'POST' as const, url: '/ks/monitor/submit-status', payload: { nodeId: NODE, id } },
    { method: 'POST' as const, url: '/ks/monitor/record/save', payload: { nodeId: NODE, id, version, data: { qymc: '冒名顶替' } } },
    ...['submit', 'revoke', 'spread', 'send', 'publish'].map((a) => ({ method: 'POST' as const, url: `/ks/monitor/${a}`, payload: { nodeId: NODE, id, version } })),
    { method: 'POST' as const, url: '/ks/monitor/audit', payload: { nodeId: NODE, id, version, pass: true } },
    { method: 'POST' as const, url: '/ks/monitor/assign', payload: { nodeId: NODE, id, version, assigneeId: auditorId } },
    { method: 'DELETE' as const, url: '/ks/monitor/delete', payload: { nodeId: NODE, id, version } },
    { method: 'DELETE' as const, url: `/ks/monitor/delete?nodeId=${NODE}&id=${id}&version=${version}` },
  ];

  for (const state of ['draft', 'submitted', 'passed'] as const) {
    it(`U of ent-002 gets 记录不存在 for every call on ent-001's ${state} record, as for a missing id`, async () => {
      const { id, version } = await seedRecord(s.ctx.db, state);
      const before = await rowOf(s.ctx.db, id);
      for (const c of [...calls(id, version), ...calls('no-such-record', version)]) {
        const res = await call(s.app, { ...c, token: u2 });
        expect([c.url, res.status, res.body.code, res.body.message]).toEqual([c.url, 404, 404, '记录不存在']);
      }
      expect(await rowOf(s.ctx.db, id)).toEqual(before);
      expect(await linesOf(s.ctx.db, id)).toEqual([]);
    });
  }

  it('logHistory of another enterprise\'s record answers like a missing one', async () => {
    const { id } = await seedRecord(s.ctx.db, 'passed');
    for (const target of [id, 'no-such-record']) {
      const res = await s.app.inject({ method: 'POST', url: '/ks/common/common/logHistory', headers: { authorization: `Bearer ${u2}` }, payload: { gnCoding: NODE, id: target } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: '记录不存在', result: [] });
    }
  });

  it('the list of ent-002 holds ent-002 records only; M and D see both enterprises', async () => {
    const list = async (token: string) =>
      (await call<{ records: Array<{ enterpriseId: string }>; total: number }>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token, payload: { nodeId: NODE, pageSize: 100 } })).body.data;
    const mine = await list(u2);
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.records.map((r) => r.enterpriseId))).toEqual(new Set(['ent-002']));
    const stored = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', NODE).where('enterprise_id', '=', 'ent-002').execute();
    expect(mine.total).toBe(stored.length);
    for (const who of ['M', 'D'] as const) {
      const all = await list(await s.login(who));
      expect(new Set(all.records.map((r) => r.enterpriseId))).toEqual(new Set(['ent-001', 'ent-002']));
    }
  });

  it('a developer reads every record but acts only on their own', async () => {
    const d = await s.login('D');
    const theirs = await seedRecord(s.ctx.db, 'draft');
    expect((await call(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: d, payload: { nodeId: NODE, id: theirs.id } })).body.code).toBe(200);
    expect((await call(s.app, { method: 'POST', url: '/ks/monitor/submit', token: d, payload: { nodeId: NODE, ...theirs } })).body.message).toBe('无权提交他人的记录');
    const created = await call<{ id: string; version: number }>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: d, payload: { nodeId: NODE, data: { qymc: '预览数据' } } });
    expect(created.body.code).toBe(200);
    const own = { nodeId: NODE, ...created.body.data };
    const submitted = await call<{ status: string; version: number }>(s.app, { method: 'POST', url: '/ks/monitor/submit', token: d, payload: own });
    expect(submitted.body.data.status).toBe('submitted');
    const revoked = await call<{ status: string; version: number }>(s.app, { method: 'POST', url: '/ks/monitor/revoke', token: d, payload: { ...own, version: submitted.body.data.version } });
    expect(revoked.body.data.status).toBe('draft');
    const deleted = await call(s.app, { method: 'DELETE', url: '/ks/monitor/delete', token: d, payload: { ...own, version: revoked.body.data.version } });
    expect(deleted.body.code).toBe(200);
    expect(await rowOf(s.ctx.db, own.id)).toBeUndefined();
  });
});
