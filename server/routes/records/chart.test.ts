import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';

// POST /ks/monitor/chart-data over the demo 信用概览 chart (fixtures/nodes/credit-home.chart.json):
// every number is checked against the list call or the stored records, on whichever database the
// harness runs (SQLite, or PostgreSQL with DATABASE_URL).

const CHART = 'credit-home';
const SOURCE = 'credit-record-list';
type Data = { labels: string[]; values: number[]; groupName?: string; measureName?: string };

describe('chart data', () => {
  let s: TestServer;
  let m = '';
  let d = '';
  let u = '';
  let u2 = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, d, u, u2] = await Promise.all([s.login('M'), s.login('D'), s.login('U'), s.login('U2')]);
  });
  afterAll(async () => s.close());

  const chart = (panel: unknown, token = m, nodeId = CHART) => call<Data>(s.app, { method: 'POST', url: '/ks/monitor/chart-data', token, payload: { nodeId, panel } });
  const total = async (filters: object, token = m) =>
    (await call<{ total: number }>(s.app, { method: 'POST', url: '/ks/monitor/dynamic-table-list', token, payload: { nodeId: SOURCE, filters, pageSize: 1 } })).body.data.total;
  const stored = async () =>
    (await s.ctx.db.selectFrom('records').select(['data', 'enterprise_id']).where('node_id', '=', SOURCE).execute()).map((r) => ({
      data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
      enterpriseId: r.enterprise_id,
    }));

  it('counts by a field as the list call counts the same filter, in the grades’ own order, named as the list names them', async () => {
    const res = await chart('byLevel');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const { labels, values } = res.body.data;
    // The grades' order is their choices' (the list's 信用等级 search: AAA, AA, A, B, C), not by count.
    expect(labels).toEqual(['AAA', 'AA', 'A', 'B', 'C']);
    for (const [i, level] of labels.entries()) expect([level, values[i]]).toEqual([level, await total({ xydj: level })]);
    expect(values.reduce((a, b) => a + b, 0)).toBe(await total({}));
    expect(res.body.data).toMatchObject({ groupName: '信用等级', measureName: '记录数' });
  });

  it('a status word counts the same records on the chart as on 信用记录’s cards, for every role', async () => {
    for (const token of [m, d, u, u2]) {
      const cards = (await call<Record<string, number>>(s.app, { method: 'POST', url: '/ks/monitor/type-card-counts', token, payload: { nodeId: SOURCE } })).body.data;
      const { labels, values } = (await chart('byStatus', token)).body.data;
      const onChart = (word: string) => values[labels.indexOf(word)] ?? 0;
      expect([cards.passed, cards.submitted]).toEqual([onChart('审核通过'), onChart('待审核')]);
      expect(cards.passed).toBe(await total({ status: 'passed' }, token));
    }
  });

  it('a stat panel is one total; a filter narrows it', async () => {
    const [all, good, bad] = await Promise.all(['total', 'good', 'bad'].map((k) => chart(k)));
    expect(all.body.data).toEqual({ labels: ['信用记录总数'], values: [await total({})], measureName: '记录数' });
    expect(good.body.data.values[0]).toBe(await total({ xwlx: '良好行为' }));
    expect(good.body.data.values[0] + bad.body.data.values[0]).toBe(all.body.data.values[0]);
  });

  it('groups by year of a date field, oldest first, and by status in Chinese', async () => {
    const years = (await chart('byYear')).body.data;
    expect(years.labels).toEqual(['2023', '2024', '2025']);
    expect(years.groupName).toBe('评价日期（年）');
    for (const [i, y] of years.labels.entries()) expect(years.values[i]).toBe(await total({ pjrq: `${y}-01-01,${y}-12-31` }));
    const statuses = (await chart('byStatus')).body.data;
    expect(statuses.labels).toEqual(expect.arrayContaining(['草稿', '已发布']));
    // The workflow's own order (schemas/record.ts RECORD_STATUSES), whatever the counts.
    const workflow = ['草稿', '待审核', '审核通过', '审核驳回', '已发布'];
    expect(statuses.labels).toEqual(workflow.filter((w) => statuses.labels.includes(w)));
    expect(statuses.values.reduce((a, b) => a + b, 0)).toBe(await total({}));
  });

  it('sums a numeric field per group and keeps the top N', async () => {
    const res = (await chart('topProjects')).body.data;
    const sums = new Map<string, number>();
    for (const r of await stored()) sums.set(String(r.data.xmmc), (sums.get(String(r.data.xmmc)) ?? 0) + Number(r.data.pf));
    const expected = [...sums.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
    expect(res.labels).toEqual(expected.map(([k]) => k));
    expect(res.values).toEqual(expected.map(([, v]) => Math.round(v * 100) / 100));
    // The data table's header: the fields' names, not their keys (评分, not pf).
    expect([res.groupName, res.measureName]).toEqual(['项目名称', '评分 合计']);
  });

  it('by month, with an "in" filter, as a builder previews an unsaved panel', async () => {
    const panel = { key: 'p', title: '按月', chart: 'line', source: { gnCoding: SOURCE, timeField: 'pjrq', timeUnit: 'month', top: 6, filter: [{ field: 'xydj', op: 'in', value: ['AAA', 'AA'] }] } };
    const res = (await chart(panel, d)).body.data;
    expect(res.labels).toHaveLength(6);
    expect(res.labels.every((l) => /^\d{4}-\d{2}$/.test(l))).toBe(true);
    const last = res.labels[5];
    const [y, mo] = last.split('-').map(Number);
    const end = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    expect(res.values[5]).toBe(await total({ xydj: 'AAA', pjrq: `${last}-01,${last}-${end}` }) + (await total({ xydj: 'AA', pjrq: `${last}-01,${last}-${end}` })));
  });

  it('an enterprise user counts only its own enterprise\'s records', async () => {
    const rows = await stored();
    const own = (await chart('total', u)).body.data.values[0];
    const other = (await chart('total', u2)).body.data.values[0];
    expect(own).toBe(rows.filter((r) => r.enterpriseId === 'ent-001').length);
    expect(other).toBe(rows.filter((r) => r.enterpriseId === 'ent-002').length);
    expect(own + other).toBe((await chart('total')).body.data.values[0]);
    expect(own).toBe(await total({}, u));
  });

  it('the runtime reads the chart node like any page config', async () => {
    const res = await call<{ kind: string; config: { panels: unknown[] } }>(s.app, { method: 'GET', url: `/ks/config/node/previews?nodeId=${CHART}`, token: u });
    expect([res.status, res.body.data.kind, res.body.data.config.panels.length]).toEqual([200, 'chart', 7]);
  });

  it('answers 404 for an unknown node or one that is not a chart, 400 for a panel it does not have', async () => {
    expect((await chart('total', m, 'no-such-node')).body).toMatchObject({ code: 404, message: '图表页面不存在' });
    expect((await chart('total', m, SOURCE)).body).toMatchObject({ code: 404, message: '图表页面不存在' });
    expect((await chart('nope')).body).toMatchObject({ code: 400, message: '图表面板不存在' });
    const grouped = { key: 'p', title: '饼', chart: 'pie', source: { gnCoding: SOURCE } };
    expect((await chart(grouped, d)).body).toMatchObject({ code: 400, message: '第 1 个面板「饼」(p): 饼图需要分组字段或时间字段' });
    const elsewhere = { key: 'p', title: '无', chart: 'stat', source: { gnCoding: 'no-such-node' } };
    expect((await chart(elsewhere, d)).body).toMatchObject({ code: 404, message: '图表的数据节点不存在' });
  });

  it('refuses an unsaved panel to an enterprise user, and a chart under a menu its role cannot see', async () => {
    expect((await chart({ key: 'p', title: '数', chart: 'stat', source: { gnCoding: SOURCE } }, u)).status).toBe(403);
    // 变更审核 is for administrators and developers only.
    const config = { kind: 'chart', title: '审核统计', panels: [{ key: 'n', title: '记录数', chart: 'stat', source: { gnCoding: SOURCE } }] };
    const created = await call(s.app, { method: 'POST', url: '/ks/config/structure/display-groups', token: d, payload: { nodeId: 'credit-audit', kind: 'chart', config } });
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    expect((await chart('n', d, 'credit-audit')).body.data.values[0]).toBe(await total({}));
    expect((await chart('n', u, 'credit-audit')).status).toBe(404);
  });
});
