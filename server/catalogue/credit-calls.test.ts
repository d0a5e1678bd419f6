import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { linesOf, NODE, rowOf, seedRecord } from '../routes/records/test-kit';
import { readCatalogueFixtures } from '../fixtures';
import { registeredRoutes } from '../http/access';

// Credit's rows are the demo data's stored catalogue now (fixtures/calls/credit_eval.json).
const BUSINESS_CALLS = readCatalogueFixtures().flatMap((c) => c.calls);

// The business-call catalogue (docs/api.md "Business-call catalogue"): each /ks/credit/* path
// answers what its engine operation answers on the bound node, with the same rules.

describe('business-call catalogue: /ks/credit/* served by the engine', () => {
  let s: TestServer;
  let U = '';
  let M = '';
  beforeAll(async () => {
    s = await startTestServer();
    U = await s.login('U');
    M = await s.login('M');
  });
  afterAll(async () => s.close());

  const post = (url: string, token: string, payload: unknown) => call<Record<string, unknown>>(s.app, { method: 'POST', url, token, payload });

  it('lists what table-list lists on 信用记录, with the enterprise seeing only its own records', async () => {
    for (const token of [U, M]) {
      const viaCatalogue = await post('/ks/credit/record/list', token, { curPage: 1, pageSize: 5, filters: { xydj: 'AA' } });
      const viaEngine = await post('/ks/monitor/table-list', token, { nodeId: NODE, curPage: 1, pageSize: 5, filters: { xydj: 'AA' } });
      expect(viaCatalogue.status).toBe(200);
      expect(viaCatalogue.body.data).toEqual(viaEngine.body.data);
    }
    const mine = await post('/ks/credit/management/list', U, { pageSize: 100 });
    const all = await post('/ks/credit/management/list', M, { pageSize: 100 });
    const total = (r: typeof mine) => (r.body.data as unknown as { total: number }).total;
    expect(total(mine)).toBeLessThan(total(all));
    expect((mine.body.data as unknown as { records: Array<{ qymc: string }> }).records.every((r) => r.qymc === '华建工程有限公司')).toBe(true);
  });

  it('walks a record through add, update, submit, audit with the engine’s messages and op log', async () => {
    const added = await post('/ks/credit/record/add', U, { data: { qymc: '华建工程有限公司', xmmc: '目录新增项目', pf: 88 } });
    expect([added.status, added.body.message]).toEqual([200, '保存成功']);
    const { id, version } = added.body.data as unknown as { id: string; version: number };
    expect(await rowOf(s.ctx.db, id)).toMatchObject({ node_id: NODE, status: 'draft' });
    const updated = await post('/ks/credit/record/update', U, { id, version, data: { qymc: '华建工程有限公司', xmmc: '目录修改项目', pf: 89 } });
    expect(updated.body.message).toBe('保存成功');
    const submitted = await post('/ks/credit/submit', U, { id, version: version + 1 });
    expect([submitted.status, submitted.body.message]).toEqual([200, '提交成功']);
    const refused = await post('/ks/credit/audit', U, { id, version: version + 2, pass: true });
    expect([refused.status, refused.body.message]).toEqual([403, '仅管理员可审核']);
    const passed = await post('/ks/credit/audit', M, { id, version: version + 2, pass: true, reason: '材料齐全' });
    expect(passed.status).toBe(200);
    expect(await rowOf(s.ctx.db, id)).toMatchObject({ status: 'passed' });
    const info = await post('/ks/monitor/record/detail', U, { nodeId: NODE, id });
    expect(info.body.data).toMatchObject({ status: 'passed', data: { xmmc: '目录修改项目' } });
    expect((await linesOf(s.ctx.db, id)).filter((l) => l.ok === 1).map((l) => l.action)).toEqual(['record.create', 'record.edit', 'record.submit', 'record.audit']);
  });

  it('revokes and deletes through the catalogue', async () => {
    const { id, version } = await seedRecord(s.ctx.db, 'submitted');
    expect((await post('/ks/credit/revoke', U, { id, version })).status).toBe(200);
    expect((await post('/ks/credit/record/delete', U, { id, version: version + 1 })).status).toBe(200);
    expect(await rowOf(s.ctx.db, id)).toBeUndefined();
  });

  it('answers another enterprise’s record like a missing one', async () => {
    const { id, version } = await seedRecord(s.ctx.db, 'passed', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2' });
    for (const [url, body] of [
      ['/ks/credit/common/info', { id }],
      ['/ks/credit/submit', { id, version }],
      ['/ks/credit/record/delete', { id, version }],
    ] as const) {
      const res = await post(url, U, body);
      expect([url, res.status, res.body.message]).toEqual([url, 404, '记录不存在']);
    }
  });

  it('公示: every enterprise reads the published records of all, and only those, with 查看 alone', async () => {
    const published = await seedRecord(s.ctx.db, 'published', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '秦川建设集团', xmmc: '公示项目' } });
    const passed = await seedRecord(s.ctx.db, 'passed', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2' });
    const list = await post('/ks/credit/common/list', U, { pageSize: 100 });
    const rows = (list.body.data as unknown as { records: Array<{ id: string; status: string; operations: Array<{ code: string }> }> }).records;
    expect(rows.map((r) => r.id)).toContain(published.id);
    expect(rows.map((r) => r.id)).not.toContain(passed.id);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['published']));
    expect(new Set(rows.flatMap((r) => r.operations.map((o) => o.code)))).toEqual(new Set(['view']));
    const info = await post('/ks/credit/common/info', U, { id: published.id });
    expect(info.body.data).toMatchObject({ status: 'published', data: { xmmc: '公示项目' } });
    expect((await post('/ks/credit/common/info', U, { id: passed.id })).status).toBe(404);
    // Nothing is written through the public list, not even by the record's own enterprise.
    for (const token of [U, M]) {
      const save = await post('/ks/monitor/record/save', token, { nodeId: 'credit-public', data: { qymc: '借道新增' } });
      expect([save.status, save.body.message]).toEqual([403, '公示列表只供查看，不能在此修改记录']);
    }
  });

  it('lc-info: the enterprise’s own newest 信用承诺书, null before it has one', async () => {
    const U2 = await s.login('U2');
    expect((await post('/ks/credit/credit/letter/lc-info', U2, {})).body.data).toBeNull();
    const saved = await post('/ks/monitor/record/save', U, { nodeId: 'credit-commitment', data: { qymc: '华建工程有限公司', fddbr: '张建华' } });
    const { id } = saved.body.data as unknown as { id: string };
    const mine = await post('/ks/credit/credit/letter/lc-info', U, {});
    expect(mine.body.data).toMatchObject({ id, status: 'draft', data: { fddbr: '张建华' } });
    // Another enterprise never gets it.
    expect((await post('/ks/credit/credit/letter/lc-info', U2, {})).body.data).toBeNull();
  });

  it('exports an Excel file with its name', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/ks/credit/export', headers: { authorization: `Bearer ${M}` }, payload: { fileName: '信用记录' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('filename');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers the level titles and enterprise types from their dictionaries', async () => {
    const levels = await post('/ks/credit/level/titles', U, {});
    expect((levels.body.data as unknown as Array<{ label: string }>).map((o) => o.label)).toEqual(expect.arrayContaining(['AAA', 'AA', 'A']));
    const types = await post('/ks/credit/credit/qy-types', U, {});
    expect((types.body.data as unknown as unknown[]).length).toBeGreaterThan(0);
  });

  it('cannot be pointed at another node, and needs a login', async () => {
    const redirected = await post('/ks/credit/record/list', U, { nodeId: 'trade-project-list' });
    expect(redirected.status).toBe(400);
    expect(redirected.body.message).toMatch(/nodeId/);
    const anon = await call(s.app, { method: 'POST', url: '/ks/credit/record/list', payload: {} });
    expect(anon.status).toBe(401);
  });

  // Was: every row is a Fastify route (printRoutes). The rows are configuration served by the
  // dispatcher now, so they are listed where every route's access rule is (registeredRoutes).
  it('registers every row of the catalogue', () => {
    const routes = new Set(registeredRoutes(s.app).map((r) => r.url));
    for (const c of BUSINESS_CALLS) expect(routes.has(c.path), c.path).toBe(true);
  });
});
