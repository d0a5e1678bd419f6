import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { recordIndexNames } from '../../records/sql-dialect';
import { CARD_NODE, dataOf, NODE } from './test-kit';

// Filters, paging, sorting and totals, checked against the stored demo records filtered and sorted
// here in plain JavaScript — an independent reading of what the search bar promises.

interface Stored {
  id: string;
  enterpriseId: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  data: Record<string, unknown>;
}
type Row = { id: string; [k: string]: unknown };
type Page = { records: Row[]; total: number; curPage: number; pageSize: number };

describe('list calls over the demo records', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  const stored: Record<string, Stored[]> = {};
  beforeAll(async () => {
    s = await startTestServer();
    [m, u] = await Promise.all([s.login('M'), s.login('U')]);
    for (const node of [NODE, CARD_NODE]) {
      const rows = await s.ctx.db.selectFrom('records').selectAll().where('node_id', '=', node).execute();
      stored[node] = rows.map((r) => ({ id: r.id, enterpriseId: r.enterprise_id!, status: r.status, createdAt: r.created_at, updatedAt: r.updated_at, data: dataOf(r.data) }));
    }
  });
  afterAll(async () => s.close());

  const list = (body: object, token = m, url = '/ks/monitor/table-list') => call<Page>(s.app, { method: 'POST', url, token, payload: { nodeId: NODE, ...body } });

  /** Newest change first, then id: the default order. */
  const byUpdatedDesc = (a: Stored, b: Stored) => (a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1);
  const ids = (rows: Stored[]) => rows.map((r) => r.id);
  /** Every page of a selection, through the API. */
  const allIds = async (body: object, token = m) => {
    const first = await list({ ...body, pageSize: 100, curPage: 1 }, token);
    expect(first.body.code, first.body.message).toBe(200);
    const out = first.body.data.records.map((r) => r.id);
    for (let p = 2; (p - 1) * 100 < first.body.data.total; p++) out.push(...(await list({ ...body, pageSize: 100, curPage: p }, token)).body.data.records.map((r) => r.id));
    expect(out).toHaveLength(first.body.data.total);
    return out;
  };

  it('pages through every record newest first, with the total', async () => {
    const expected = ids([...stored[NODE]].sort(byUpdatedDesc));
    const page2 = await list({ curPage: 2, pageSize: 20 });
    expect(page2.body.data).toMatchObject({ total: expected.length, curPage: 2, pageSize: 20 });
    expect(page2.body.data.records.map((r) => r.id)).toEqual(expected.slice(20, 40));
    expect(await allIds({})).toEqual(expected);
    const past = await list({ curPage: 99, pageSize: 50 });
    expect(past.body.data).toMatchObject({ records: [], total: expected.length });
  });

  it('defaults to page 1 of 10 and refuses a page size over 100', async () => {
    expect((await list({})).body.data).toMatchObject({ curPage: 1, pageSize: 10 });
    expect((await list({})).body.data.records).toHaveLength(10);
    const big = await list({ pageSize: 101 });
    expect([big.status, big.body.message]).toEqual([400, '字段 pageSize 不能大于 100']);
  });

  it('text contains, select equals, select-multiple any-of, cascader last value, daterange inclusive', async () => {
    const rows = stored[NODE];
    const cases: Array<[Record<string, unknown>, (r: Stored) => boolean]> = [
      [{ qymc: '秦川' }, (r) => String(r.data.qymc).includes('秦川')],
      [{ xmmc: '滨江新区' }, (r) => String(r.data.xmmc).includes('滨江新区')],
      [{ xydj: 'AA' }, (r) => r.data.xydj === 'AA'],
      [{ pjnf: '2023,2025' }, (r) => r.data.pjnf === '2023' || r.data.pjnf === '2025'],
      [{ pjnf: ['2024'] }, (r) => r.data.pjnf === '2024'],
      [{ region: '330000,330100,330106' }, (r) => r.data.region === '330106'],
      [{ pjrq: '2024-03-01,2024-03-31' }, (r) => String(r.data.pjrq) >= '2024-03-01' && String(r.data.pjrq) <= '2024-03-31'],
      [{ pjrq: '2025-06-01,' }, (r) => String(r.data.pjrq) >= '2025-06-01'],
      [{ status: 'rejected,draft' }, (r) => r.status === 'rejected' || r.status === 'draft'],
      [{ createdAt: '2026-11-01,2026-11-10' }, (r) => r.createdAt >= '2026-11-01' && r.createdAt < '2026-11-11'],
      [{ xydj: 'A', xwlx: '不良行为', pjnf: '2024,2025' }, (r) => r.data.xydj === 'A' && r.data.xwlx === '不良行为' && ['2024', '2025'].includes(String(r.data.pjnf))],
      [{ xydj: '', qymc: null, pjnf: [] }, () => true],
    ];
    for (const [filters, keep] of cases) {
      const expected = ids(rows.filter(keep).sort(byUpdatedDesc));
      expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(await allIds({ filters }), JSON.stringify(filters)).toEqual(expected);
    }
  });

  it('the last day of a date range is included', async () => {
    const day = String(stored[NODE][0].data.pjrq);
    const expected = ids(stored[NODE].filter((r) => r.data.pjrq === day).sort(byUpdatedDesc));
    expect(await allIds({ filters: { pjrq: `${day},${day}` } })).toEqual(expected);
  });

  it('sorts on data fields (numbers as numbers) and on common columns, both ways', async () => {
    const rows = stored[NODE];
    const num = (r: Stored) => Number(r.data.pf);
    const tie = (a: Stored, b: Stored, dir: number) => (a.updatedAt === b.updatedAt ? (a.id < b.id ? -dir : dir) : a.updatedAt < b.updatedAt ? -dir : dir);
    const desc = ids([...rows].sort((a, b) => (num(a) === num(b) ? tie(a, b, -1) : num(b) - num(a))));
    const asc = ids([...rows].sort((a, b) => (num(a) === num(b) ? tie(a, b, 1) : num(a) - num(b))));
    expect(await allIds({ sortField: 'pf', sortOrder: 'desc' })).toEqual(desc);
    expect(await allIds({ sortField: 'pf', sortOrder: 'ascend' })).toEqual(asc);
    const created = ids([...rows].sort((a, b) => (a.createdAt === b.createdAt ? tie(a, b, 1) : a.createdAt < b.createdAt ? -1 : 1)));
    expect(await allIds({ sortField: 'createdAt', sortOrder: 'asc' })).toEqual(created);
    // A key no record has: every row ties, so the order falls back to the newest change.
    expect(await allIds({ sortField: 'noSuchField', sortOrder: 'asc' })).toEqual(ids([...rows].sort((a, b) => tie(a, b, 1))));
  });

  it('an enterprise user gets the same filters over their own records only', async () => {
    const expected = ids(stored[NODE].filter((r) => r.enterpriseId === 'ent-001' && r.data.xydj === 'B').sort(byUpdatedDesc));
    expect(await allIds({ filters: { xydj: 'B' } }, u)).toEqual(expected);
  });

  it('table-list refuses conditions the list does not configure; dynamic-table-list takes them as equals', async () => {
    const strict = await list({ filters: { rdjg: '区建设局' } });
    expect([strict.status, strict.body.message]).toEqual([400, '不支持的查询条件：rdjg']);
    const dyn = await list({ filters: { rdjg: '区建设局' }, pageSize: 100 }, m, '/ks/monitor/dynamic-table-list');
    expect(dyn.body.data.total).toBe(stored[NODE].filter((r) => r.data.rdjg === '区建设局').length);
    const bad = await list({ filters: { 'data.x': '1' } }, m, '/ks/monitor/dynamic-table-list');
    expect([bad.status, bad.body.message]).toEqual([400, '不支持的查询条件：data.x']);
    const sort = await list({ sortField: "pf'); drop table records; --" });
    expect([sort.status, sort.body.message]).toEqual([400, "不支持的排序字段：pf'); drop table records; --"]);
    const range = await list({ filters: { pjrq: '2024/01/01,2024/02/01' } });
    expect([range.status, range.body.message]).toEqual([400, '查询条件 pjrq 的日期范围格式应为 yyyy-MM-dd,yyyy-MM-dd']);
  });

  it('dynamic-table-list accepts displayCode for nodeId and answers the visible columns with the page', async () => {
    const res = await call<Page & { columns: Array<{ code: string }> }>(s.app, {
      method: 'POST',
      url: '/ks/monitor/dynamic-table-list',
      token: m,
      payload: { displayCode: CARD_NODE, filters: { zbfs: '邀请招标,询价', xmdq: '330212' }, pageSize: 100 },
    });
    const expected = stored[CARD_NODE].filter((r) => ['邀请招标', '询价'].includes(String(r.data.zbfs)) && r.data.xmdq === '330212');
    expect(res.body.data.total).toBe(expected.length);
    expect(res.body.data.columns.map((c) => c.code)).toContain('xmmc');
    const row = res.body.data.records[0];
    expect(row).toMatchObject({ statusText: expect.any(String), statusColor: expect.any(String), version: expect.any(Number) });
    expect(Array.isArray(row.fileList)).toBe(true);
  });

  it('the first list call builds the filter indexes of the list', async () => {
    await list({ pageSize: 1 });
    const names = [...(await recordIndexNames(s.ctx.db, s.ctx.dialect))];
    if (s.ctx.dialect.coveringListIndexes) {
      // One covering index for the whole list, partial on its node.
      const prefix = `records_l_${crypto.createHash('sha1').update(NODE).digest('hex').slice(0, 12)}_`;
      expect(names.filter((n) => n.startsWith(prefix))).toHaveLength(1);
    } else {
      // One per value-compared field; none for the text field qymc, none for the column status.
      for (const key of ['xydj', 'pjnf', 'xwlx', 'region', 'pjrq']) expect(names, key).toContain(`records_f_${key}`);
      expect(names).not.toContain('records_f_qymc');
    }
  });

  it('an unknown node, or one from another system, answers 功能节点不存在', async () => {
    for (const body of [{ nodeId: 'no-such-node' }, { nodeId: NODE, systemCoding: 'trade_service' }]) {
      const res = await call(s.app, { method: 'POST', url: '/ks/monitor/table-list', token: m, payload: body });
      expect([res.status, res.body.message]).toEqual([404, '功能节点不存在']);
    }
  });
});
