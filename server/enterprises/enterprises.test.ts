import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { seedRecord } from '../routes/records/test-kit';

// The enterprise and personnel calls and the credit calls about one enterprise (docs/credit.md
// "Enterprises and personnel"), on SQLite or, with DATABASE_URL, PostgreSQL. Demo data:
// fixtures/enterprises.json (ent-001 华建 with six people, ent-002 秦川 with two, ent-003 长安).

type Who = 'U' | 'U2' | 'D' | 'M';

describe('enterprises, personnel and the credit calls about an enterprise', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const get = <T>(who: Who, url: string) => call<T>(s.app, { method: 'GET', url, token: tokens[who] });
  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });

  it('the enterprise pull-down: everyone for administrators, searchable by name or code; an enterprise only itself', async () => {
    const all = await get<Array<{ label: string; value: string; creditCode: string }>>('M', '/ks/basic/enterprise/credit/ent/pull-down');
    expect(all.body.data.map((o) => o.value).sort()).toEqual(['ent-001', 'ent-002', 'ent-003']);
    const byName = await get<Array<{ value: string }>>('D', `/ks/basic/enterprise/credit/ent/pull-down?keyWord=${encodeURIComponent('造价')}`);
    expect(byName.body.data.map((o) => o.value)).toEqual(['ent-003']);
    const byCode = await get<Array<{ value: string }>>('M', '/ks/basic/enterprise/credit/ent/pull-down?keyWord=220534217X');
    expect(byCode.body.data.map((o) => o.value)).toEqual(['ent-002']);
    // a % in the search is a character, not a wildcard
    expect((await get<unknown[]>('M', '/ks/basic/enterprise/credit/ent/pull-down?keyWord=%25')).body.data).toEqual([]);
    const own = await get<Array<{ label: string; value: string; creditCode: string }>>('U', '/ks/basic/enterprise/credit/ent/pull-down');
    expect(own.body.data).toEqual([{ label: '华建工程有限公司', value: 'ent-001', creditCode: '91610100MA6TG1KX5W' }]);
  });

  it('personnel: an enterprise sees its own people; another enterprise’s person or enterprise answers 404', async () => {
    const own = await get<Array<{ label: string; value: string }>>('U', '/ks/basic/personal/pull-down');
    expect(own.body.data).toHaveLength(6);
    expect((await get<Array<{ value: string }>>('U', `/ks/basic/personal/pull-down?keyWord=${encodeURIComponent('王')}`)).body.data.map((p) => p.value)).toEqual(['p02']);
    expect((await get('U', '/ks/basic/personal/pull-down?enterpriseId=ent-002')).status).toBe(404);
    const theirs = await get<Array<{ value: string }>>('M', '/ks/basic/personal/pull-down?enterpriseId=ent-002');
    expect(theirs.body.data.map((p) => p.value).sort()).toEqual(['p21', 'p22']);

    const info = await get<Record<string, unknown>>('U', '/ks/basic/enterprise/personnel/info?id=p02');
    expect(info.body.data).toMatchObject({ name: '王芳', idCard: '6101**********2345', costEngineer: true, enterpriseName: '华建工程有限公司' });
    const foreign = await get('U', '/ks/basic/enterprise/personnel/info?id=p21');
    expect([foreign.status, (foreign.body as { message: string }).message]).toEqual([404, '人员不存在']);
    expect((await get('M', '/ks/basic/enterprise/personnel/info?id=p21')).status).toBe(200);
  });

  it('cost engineers: registered ones only, paged, by name', async () => {
    const own = await post<{ records: Array<{ name: string; regNo: string }>; total: number }>('U', '/ks/basic/enterprise/cost-engineers', { pageSize: 2 });
    expect(own.body.data.total).toBe(3);
    expect(own.body.data.records).toHaveLength(2);
    expect(own.body.data.records.every((r) => r.regNo.startsWith('建[造]'))).toBe(true);
    const all = await post<{ total: number }>('M', '/ks/basic/enterprise/cost-engineers', {});
    expect(all.body.data.total).toBe(5);
    expect((await post('U2', '/ks/basic/enterprise/cost-engineers', { enterpriseId: 'ent-001' })).status).toBe(404);
  });

  it('auto-retrieve: the enterprise’s registered data and the level of its latest published record', async () => {
    const mine = await post<Record<string, unknown>>('U', '/ks/credit/record/auto-retrieve', { enterpriseId: 'ent-002' });
    // an enterprise always gets its own: naming another is answered as missing
    expect(mine.status).toBe(404);
    const own = await post<Record<string, unknown>>('U2', '/ks/credit/record/auto-retrieve', {});
    expect(own.body.data).toMatchObject({ enterpriseId: 'ent-002', qymc: '秦川建设集团', tyshxydm: '91610000220534217X', qyType: 'sg', fddbr: '孙立民' });
    const needs = await post('M', '/ks/credit/record/auto-retrieve', {});
    expect([needs.status, (needs.body as { message: string }).message]).toEqual([400, '请选择企业']);
    await seedRecord(s.ctx.db, 'published', { enterpriseId: 'ent-003', ownerUserId: 'u-admin', data: { qymc: '长安造价咨询有限公司', pf: 93, xydj: 'AAA' } });
    const graded = await post<Record<string, unknown>>('M', '/ks/credit/record/auto-retrieve', { enterpriseId: 'ent-003' });
    expect(graded.body.data).toMatchObject({ qymc: '长安造价咨询有限公司', xyLevel: 'AAA' });
  });

  it('participated-status counts the year’s records past the draft', async () => {
    const year = String(new Date().getFullYear());
    const before = await get<{ participated: boolean; submitted: number; published: number; year: string }>('M', '/ks/credit/credit/participated-status?enterpriseId=ent-003&year=1999');
    expect(before.body.data).toEqual({ enterpriseId: 'ent-003', year: '1999', participated: false, submitted: 0, published: 0 });
    await seedRecord(s.ctx.db, 'draft', { enterpriseId: 'ent-003', ownerUserId: 'u-admin' });
    await seedRecord(s.ctx.db, 'submitted', { enterpriseId: 'ent-003', ownerUserId: 'u-admin' });
    const now = await get<{ participated: boolean; submitted: number; year: string }>('D', '/ks/credit/credit/participated-status?enterpriseId=ent-003');
    expect(now.body.data).toMatchObject({ year, participated: true });
    expect(now.body.data.submitted).toBeGreaterThanOrEqual(1);
    expect((await get('U', '/ks/credit/credit/participated-status?enterpriseId=ent-003')).status).toBe(404);
    expect((await get('U', '/ks/credit/credit/participated-status?year=20x6')).status).toBe(400);
  });

  it('the declaration description, for every logged-in role', async () => {
    const d = await get<{ title: string; paragraphs: string[] }>('U', '/ks/credit/record/description');
    expect(d.body.data.title).toBe('信用申报说明');
    expect(d.body.data.paragraphs[0]).toMatch(/^一、申报主体/);
  });
});
