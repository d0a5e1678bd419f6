import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueCall, SystemCatalogue } from '../../schemas/catalogue';
import { call, startTestServer, type TestServer } from '../test/harness';
import { NODE, seedRecord } from '../routes/records/test-kit';

// A public row may open the audited (passed) records instead of the published ones by a fixed
// condition on `status`, and keep only some fields (answer.fields): the public venue calendar's
// confirmed bookings without their contacts (docs/api.md "Business-call catalogue"). On SQLite and
// on PostgreSQL (DATABASE_URL).

const row = (over: Partial<CatalogueCall> & Pick<CatalogueCall, 'path' | 'operation'>): CatalogueCall => ({
  method: 'POST',
  access: 'public',
  nodeId: NODE,
  params: [],
  fixed: [],
  answer: { envelope: 'data' },
  summary: '测试公开接口',
  ...over,
});

const PASSED_LIST = row({ path: '/ks/credit/passed-open/list', operation: 'list', fixed: [{ field: 'status', value: 'passed' }], answer: { envelope: 'data', fields: ['qymc', 'status'] } });
const AUDITED_LIST = row({ path: '/ks/credit/audited-open/list', operation: 'list', fixed: [{ field: 'status', value: 'passed,published' }], answer: { envelope: 'data', fields: ['qymc'] } });
const PUBLISHED_LIST = row({ path: '/ks/credit/published-open/list', operation: 'list' });
const PASSED_GROUPED = row({ path: '/ks/credit/passed-open/grouped', operation: 'grouped', field: 'xydj', fixed: [{ field: 'status', value: 'passed' }] });

interface Page {
  records: Array<Record<string, unknown>>;
  total: number;
  labels?: Record<string, unknown>;
}

describe('a public row over audited records, with only some fields', () => {
  let s: TestServer;
  let dev = '';
  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
  });
  afterAll(async () => s.close());

  const save = async (calls: CatalogueCall[]) => {
    const now = (await call<SystemCatalogue>(s.app, { method: 'GET', url: '/ks/config/structure/calls?systemCoding=credit_eval', token: dev })).body.data;
    return call<{ problems?: string[] }>(s.app, {
      method: 'POST',
      url: '/ks/config/structure/calls/save',
      token: dev,
      payload: { systemCoding: 'credit_eval', version: now.version, calls: [...now.calls, ...calls] },
    });
  };

  it('reads the passed records for anyone, never a draft or one waiting for its audit, with the fields the row keeps', async () => {
    const mark = `公开状态${Date.now()}`;
    const passed = await seedRecord(s.ctx.db, 'passed', { data: { qymc: `${mark}已通过`, xydj: 'A', lxdh: '13800001111' } });
    const submitted = await seedRecord(s.ctx.db, 'submitted', { data: { qymc: `${mark}待审核`, xydj: 'A', lxdh: '13800001111' } });
    const published = await seedRecord(s.ctx.db, 'published', { data: { qymc: `${mark}已公示`, xydj: 'A', lxdh: '13800001111' } });
    const saved = await save([PASSED_LIST, AUDITED_LIST, PUBLISHED_LIST, PASSED_GROUPED]);
    expect([saved.status, saved.body.message]).toEqual([200, '保存成功']);

    const open = await call<Page>(s.app, { method: 'POST', url: PASSED_LIST.path, payload: { filters: { qymc: mark } } });
    expect(open.status).toBe(200);
    expect(open.body.data.records).toEqual([{ id: passed.id, status: 'passed', qymc: `${mark}已通过` }]);
    expect(open.body.data.total).toBe(1);
    // without a status the row reads the published records, as before
    const plain = await call<Page>(s.app, { method: 'POST', url: PUBLISHED_LIST.path, payload: { filters: { qymc: mark } } });
    expect(plain.body.data.records.map((r) => r.id)).toEqual([published.id]);
    expect(plain.body.data.records[0].lxdh).toBe('13800001111');
    expect([submitted.id]).not.toContain(open.body.data.records[0].id);
    // several statuses, comma-joined: every audited record
    const audited = await call<Page>(s.app, { method: 'POST', url: AUDITED_LIST.path, payload: { filters: { qymc: mark } } });
    expect(audited.body.data.records.map((r) => r.id).sort()).toEqual([passed.id, published.id].sort());
    expect(audited.body.data.records.every((r) => Object.keys(r).sort().join() === 'id,qymc')).toBe(true);
    // the counting operations read the same selection
    const grouped = await call<Array<{ value: string | null; count: number }>>(s.app, { method: 'POST', url: PASSED_GROUPED.path, payload: {} });
    expect(grouped.status).toBe(200);
    const passedTotal = await s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll<number>().as('n')).where('node_id', '=', NODE).where('status', '=', 'passed').executeTakeFirstOrThrow();
    expect(grouped.body.data.reduce((n, g) => n + g.count, 0)).toBe(Number(passedTotal.n));
  });

  it('refuses a public row that would open a draft or a record waiting for its audit', async () => {
    for (const [i, status] of ['submitted', 'draft', 'rejected', 'passed,submitted'].entries()) {
      const res = await save([row({ path: `/ks/credit/open-${i}/list`, operation: 'list', fixed: [{ field: 'status', value: status }] })]);
      expect([res.status, res.body.message]).toEqual([400, `接口 POST /ks/credit/open-${i}/list：公开接口的固定条件 status 只能是 published 或 passed`]);
    }
  });
});
