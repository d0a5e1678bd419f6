import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RECORD_KEYS, type CatalogueCall } from '../../schemas/catalogue';
import { PORTAL_CACHE_MS, PORTAL_RATE, PUBLIC_SUBJECT_FIELDS, type PublicSubject, type SubjectPage } from '../../schemas/portal';
import { call, startTestServer, type TestServer } from '../test/harness';

// The public portal (issue 51, docs/portal.md): what anyone may read, and only that. On SQLite and
// on PostgreSQL (DATABASE_URL).

/** Keys that must never reach a visitor: contacts, user and enterprise ids, internal states, buttons. */
const PRIVATE_KEYS = ['lxr', 'lxdh', 'contactPhone', 'contact_phone', 'legalPerson', 'legal_person', 'info_status', 'infoStatus', 'ownerUserId', 'owner_user_id', 'submittedBy', 'assigneeId', 'enterpriseId', 'auditReason', 'operations', 'auditLevel', 'spreadAt', 'sentAt', 'personnel', 'idCard'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every key anywhere in an answer, with the path it was found at. */
function keysOf(value: unknown, at = '', out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v, i) => keysOf(v, `${at}[${i}]`, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) { out.push(`${at}.${k}`); keysOf(v, `${at}.${k}`, out); }
  return out;
}

describe('every public answer holds only fields marked public', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('on every public row of every system: rows and records keep the row’s fields, nothing private anywhere', async () => {
    const rows = (await s.ctx.db.selectFrom('catalogue_calls').select(['system_coding', 'call']).execute()).map((r) => ({ system: r.system_coding, call: JSON.parse(r.call) as CatalogueCall }));
    const open = rows.filter((r) => r.call.access === 'public');
    // the portal's rows and the venue calendar's, at least
    expect(open.map((r) => r.call.path)).toEqual(expect.arrayContaining(['/ks/index-page/trade-info/scroll', '/ks/index-page/trade-info/all', '/ks/index-page/trade-info/info', '/ks/trade/venue/public/bookings']));
    let records = 0;
    for (const { system, call: row } of open) {
      const name = `${system} ${row.method} ${row.path}`;
      const send = (input: Json) =>
        row.method === 'GET'
          ? call(s.app, { method: 'GET', url: `${row.path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}` })
          : call(s.app, { method: row.method, url: row.path, payload: input });
      let input: Json = {};
      if (row.operation === 'detail') {
        // a record of the node a public list of the same node shows
        const list = open.find((r) => r.call.nodeId === row.nodeId && r.call.operation === 'list');
        expect(list, `${name}: a public detail without a public list of its node`).toBeDefined();
        const page = await call<{ records: Json[] }>(s.app, { method: list!.call.method === 'GET' ? 'GET' : 'POST', url: list!.call.path, ...(list!.call.method === 'GET' ? {} : { payload: {} }) });
        expect(page.body.data.records.length, `${name}: no published record to read`).toBeGreaterThan(0);
        input = { id: page.body.data.records[0].id };
      }
      const res = await send(input);
      expect([name, res.status]).toEqual([name, 200]);
      const data = (res.body as unknown as Json)[row.answer.envelope];
      const keys = keysOf(data);
      expect(keys.filter((k) => PRIVATE_KEYS.includes(k.slice(k.lastIndexOf('.') + 1))), name).toEqual([]);
      const reads = row.operation === 'list' || row.operation === 'detail' || row.operation === 'latest';
      if (!reads) continue;
      // a row that reads records names the fields it opens: nothing else of a record leaves
      expect(row.answer.fields, `${name}: a public row without answer.fields`).toBeDefined();
      const marked = new Set(['id', ...(row.answer.fields ?? [])]);
      if (row.operation === 'list') {
        const list = (data as Json)[row.answer.rows ?? 'records'] as Json[];
        records += list.length;
        for (const r of list) expect(Object.keys(r).filter((k) => !marked.has(k)), name).toEqual([]);
      } else {
        const record = data as Json;
        records += 1;
        expect(Object.keys(record).filter((k) => !(PUBLIC_RECORD_KEYS as readonly string[]).includes(k)), name).toEqual([]);
        expect(Object.keys(record.data as Json).filter((k) => !marked.has(k)), name).toEqual([]);
      }
    }
    // the check read real records, not empty pages
    expect(records).toBeGreaterThan(3);
  });

  it('on the market-subject calls: only the public enterprise fields', async () => {
    const page = await call<SubjectPage>(s.app, { method: 'POST', url: '/ks/rp/v1/ignore/subject-info/all', payload: {} });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeGreaterThan(1);
    const scroll = await call<PublicSubject[]>(s.app, { method: 'GET', url: '/ks/index-page/subject-info/scroll?size=3' });
    expect(scroll.body.data).toHaveLength(3);
    const info = await call<PublicSubject>(s.app, { method: 'GET', url: '/ks/index-page/subject-info/info?id=ent-001' });
    expect(info.body.data).toMatchObject({ id: 'ent-001', qymc: '华建工程有限公司', tyshxydm: '91610100MA6TG1KX5W', qylx: 'sg' });
    for (const subject of [...page.body.data.records, ...scroll.body.data, info.body.data]) expect(Object.keys(subject).sort()).toEqual([...PUBLIC_SUBJECT_FIELDS].sort());
    // the phone number of the enterprise is nowhere in the answers
    expect(page.text + scroll.text + info.text).not.toContain('029-88886666');
    expect(info.text).not.toContain('赵建国');
  });
});

describe('the portal calls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('answer a visitor without a token: announcements published, never one only audited; enterprises by name and type', async () => {
    const all = await call<{ records: Array<{ id: string; ggbt: string }>; total: number }>(s.app, { method: 'POST', url: '/ks/index-page/trade-info/all', payload: { curPage: 1, pageSize: 10 } });
    expect(all.status).toBe(200);
    expect(all.body.data.records.map((r) => r.ggbt).sort()).toEqual(['城南片区道路改造工程资格预审公告', '滨江新区污水管网工程招标公告', '高新区学校新建工程监理招标公告'].sort());
    const found = await call<{ records: Array<{ ggbt: string }> }>(s.app, { method: 'POST', url: '/ks/index-page/trade-info/all', payload: { ggbt: '污水' } });
    expect(found.body.data.records.map((r) => r.ggbt)).toEqual(['滨江新区污水管网工程招标公告']);
    const scroll = await call<{ records: unknown[] }>(s.app, { method: 'GET', url: '/ks/index-page/trade-info/scroll?pageSize=2' });
    expect(scroll.body.data.records).toHaveLength(2);
    const info = await call<{ data: { ggbt: string; zgtj: string } }>(s.app, { method: 'POST', url: '/ks/index-page/trade-info/info', payload: { id: all.body.data.records[0].id } });
    expect(info.body.data.data.zgtj).toMatch(/资质/);
    // the audited announcement not yet published is not there, not even by its id
    const hidden = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'trade-zsgg').where('status', '=', 'passed').executeTakeFirstOrThrow();
    expect((await call(s.app, { method: 'POST', url: '/ks/index-page/trade-info/info', payload: { id: hidden.id } })).status).toBe(404);

    const sg = await call<SubjectPage>(s.app, { method: 'POST', url: '/ks/rp/v1/ignore/subject-info/all', payload: { qylx: 'sg' } });
    expect(sg.body.data.records.length).toBeGreaterThan(0);
    expect(sg.body.data.records.every((r) => r.qylx === 'sg')).toBe(true);
    const named = await call<SubjectPage>(s.app, { method: 'POST', url: '/ks/rp/v1/ignore/subject-info/all', payload: { qymc: '秦川' } });
    expect(named.body.data.records.map((r) => r.qymc)).toEqual(['秦川建设集团']);
    expect((await call(s.app, { method: 'GET', url: '/ks/index-page/subject-info/info?id=nobody' })).body).toMatchObject({ code: 404, message: '该市场主体不存在' });
    expect((await call(s.app, { method: 'POST', url: '/ks/rp/v1/ignore/subject-info/all', payload: { pageSize: 1000 } })).status).toBe(400);

    const types = await call<Array<{ label: string; value: string }>>(s.app, { method: 'GET', url: '/ks/portal/v1/common/enterprise-types' });
    expect(types.body.data).toEqual(expect.arrayContaining([{ label: '施工企业', value: 'sg' }].map((o) => expect.objectContaining(o))));
    const areas = await call<unknown[]>(s.app, { method: 'GET', url: '/ks/portal/v1/common/practice-areas' });
    expect(areas.status).toBe(200);
    expect(areas.body.data.length).toBeGreaterThan(0);
    const describe = await call<{ describe: string }>(s.app, { method: 'GET', url: '/ks/portal/v1/home/describe' });
    expect(describe.body.data.describe).toContain('公共资源交易中心');
  });

  it('show an announcement the administrator publishes, without a restart, within the cache’s moment', async () => {
    const admin = await s.login('M');
    const before = await call<{ total: number }>(s.app, { method: 'POST', url: '/ks/index-page/trade-info/all', payload: {} });
    const hidden = await s.ctx.db.selectFrom('records').select(['id', 'version']).where('node_id', '=', 'trade-zsgg').where('status', '=', 'passed').executeTakeFirstOrThrow();
    const published = await call(s.app, { method: 'POST', url: '/ks/monitor/publish', token: admin, payload: { nodeId: 'trade-zsgg-list', id: hidden.id, version: hidden.version } });
    expect(published.body.message).toBe('操作成功');
    const until = Date.now() + PORTAL_CACHE_MS + 5000;
    let total = before.body.data.total;
    // deadline: `until`, the cache's moment and 5 s of room
    while (total === before.body.data.total) {
      if (Date.now() > until) throw new Error('the published announcement did not appear on the portal in time');
      await new Promise((r) => setTimeout(r, 200));
      total = (await call<{ total: number }>(s.app, { method: 'POST', url: '/ks/index-page/trade-info/all', payload: {} })).body.data.total;
    }
    expect(total).toBe(before.body.data.total + 1);
  });

  it('refuse one address beyond its allowance a minute, and only that address', async () => {
    const from = (remoteAddress: string) => call(s.app, { method: 'GET', url: '/ks/index-page/subject-info/scroll', remoteAddress });
    for (let i = 0; i < PORTAL_RATE.perMinute; i++) expect((await from('10.0.0.7')).status).toBe(200);
    const refused = await from('10.0.0.7');
    expect([refused.status, refused.body.message]).toEqual([429, '访问过于频繁，请稍后再试']);
    // the catalogue rows on the portal's paths count too
    expect((await call(s.app, { method: 'POST', url: '/ks/index-page/trade-info/all', payload: {}, remoteAddress: '10.0.0.7' })).status).toBe(429);
    expect((await from('10.0.0.8')).status).toBe(200);
    // the back office's platform call is never limited
    expect((await call(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform', remoteAddress: '10.0.0.7' })).status).toBe(200);
  });
});
