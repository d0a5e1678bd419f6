import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { seedRecord } from '../routes/records/test-kit';
import type { TaskParticipantPage, TaskStatRows, TaskTodoList } from '../../schemas/task-statistics';

const BASE = '/ks/task/v1/todo-statistics';
/** Our records live in a period of their own, so the demo data never mixes in. */
const PERIOD = 'startDate=2031-03-01&endDate=2031-04-30';
const counts = (todo: number, passed: number, rejected: number) => ({ todo, passed, rejected, done: passed + rejected, total: todo + passed + rejected });

describe('任务统计: counts of open and finished audits from the records (docs/task-statistics.md)', () => {
  let s: TestServer;
  let m = '';
  let d = '';
  let u = '';
  let js = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, d, u] = await Promise.all([s.login('M'), s.login('D'), s.login('U')]);
    js = await s.login({ username: 'admin_js', password: 'AdminJs@2026' });
    const post = (url: string, payload: object) => call(s.app, { method: 'POST', url, token: m, payload });
    // 华建 (ent-001, 浙江) in 信用评价: one waiting, one passed through the workflow, one draft
    const a = await seedRecord(s.ctx.db, 'submitted');
    const b = await seedRecord(s.ctx.db, 'submitted');
    const draft = await seedRecord(s.ctx.db, 'draft');
    // 秦川 (ent-002, 江苏) in 交易服务: one rejected through the workflow, one waiting; in 信用评价 one published
    const ent2 = { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2' };
    const c = await seedRecord(s.ctx.db, 'submitted', { ...ent2, nodeId: 'trade-bid-file', data: { xmmc: '统计测试招标文件' } });
    const dd = await seedRecord(s.ctx.db, 'submitted', { ...ent2, nodeId: 'trade-bid-file', data: { xmmc: '统计测试招标文件二' } });
    const f = await seedRecord(s.ctx.db, 'published', ent2);
    expect((await post('/ks/monitor/audit', { nodeId: 'credit-record-list', ...b, pass: true, reason: '同意' })).body.code).toBe(200);
    expect((await post('/ks/monitor/audit', { nodeId: 'trade-bid-files', ...c, pass: false, reason: '材料不全' })).body.code).toBe(200);
    const at = (ids: string[], when: string) => s.ctx.db.updateTable('records').set({ updated_at: when }).where('id', 'in', ids).execute();
    await at([a.id, b.id, c.id, dd.id, draft.id], '2031-03-10T02:00:00.000Z');
    await at([f.id], '2031-04-02T02:00:00.000Z');
  });
  afterAll(async () => s.close());

  const get = <T>(path: string, token: string) => call<T>(s.app, { method: 'GET', url: `${BASE}/${path}`, token });

  it('todo-list: the totals, per system and per month, counting states (drafts never)', async () => {
    const res = await get<TaskTodoList>(`todo-list?${PERIOD}`, m);
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toEqual(counts(2, 2, 1));
    expect(res.body.data.systems.map((r) => [r.name, r.todo, r.passed, r.rejected, r.total])).toEqual([
      ['信用评价管理系统', 1, 2, 0, 3],
      ['公共资源交易服务系统', 1, 0, 1, 2],
    ]);
    expect(res.body.data.months.map((r) => [r.key, r.todo, r.done])).toEqual([
      ['2031-03', 2, 2],
      ['2031-04', 0, 1],
    ]);
    // a period ends with its last day; one system alone
    const march = (await get<TaskTodoList>('todo-list?startDate=2031-03-01&endDate=2031-03-31&systemCoding=trade_service', d)).body.data;
    expect(march.total).toEqual(counts(1, 0, 1));
    const bad = await get('todo-list?startDate=2031-04-01&endDate=2031-03-01', m);
    expect([bad.status, bad.body.message]).toEqual([400, '开始日期不能晚于结束日期']);
    expect((await get('todo-list?startDate=yesterday', m)).status).toBe(400);
  });

  it('region and enterprise: grouped by the enterprise’s region (named by the 行政区划 dictionary) and by enterprise', async () => {
    const regions = (await get<TaskStatRows>(`region?${PERIOD}`, m)).body.data.rows;
    expect(regions.map((r) => [r.key, r.name, r.todo, r.passed, r.rejected])).toEqual([
      ['320000', '江苏省', 1, 1, 1],
      ['330000', '浙江省', 1, 1, 0],
    ]);
    const ents = (await get<TaskStatRows>(`enterprise?${PERIOD}`, m)).body.data.rows;
    expect(ents.map((r) => [r.key, r.todo, r.done, r.total])).toEqual([
      ['ent-002', 1, 2, 3],
      ['ent-001', 1, 1, 2],
    ]);
    expect((await get<TaskStatRows>(`enterprise?${PERIOD}&top=1`, m)).body.data.rows.map((r) => r.key)).toEqual(['ent-002']);
    expect((await get<TaskStatRows>(`enterprise?${PERIOD}&region=330000`, m)).body.data.rows.map((r) => r.key)).toEqual(['ent-001']);
  });

  it('participate-ent-list: the enterprises with submitted records, paged and searchable', async () => {
    const page = (await get<TaskParticipantPage>(`participate-ent-list?${PERIOD}`, m)).body.data;
    expect(page.total).toBe(2);
    expect(page.records.map((r) => [r.enterpriseId, r.regionName, r.todo, r.passed, r.rejected, r.total, r.lastAt])).toEqual([
      ['ent-002', '江苏省', 1, 1, 1, 3, '2031-04-02T02:00:00.000Z'],
      ['ent-001', '浙江省', 1, 1, 0, 2, '2031-03-10T02:00:00.000Z'],
    ]);
    const second = (await get<TaskParticipantPage>(`participate-ent-list?${PERIOD}&pageSize=1&curPage=2`, m)).body.data;
    expect([second.total, second.records.map((r) => r.enterpriseId)]).toEqual([2, ['ent-001']]);
    const byName = (await get<TaskParticipantPage>(`participate-ent-list?${PERIOD}&keyword=${encodeURIComponent('华建')}`, m)).body.data;
    expect(byName.records.map((r) => r.enterpriseId)).toEqual(['ent-001']);
    expect((await get<TaskParticipantPage>(`participate-ent-list?${PERIOD}&keyword=%25`, m)).body.data.total).toBe(0);
  });

  it('管理权限: admin_js (江苏) counts only 秦川’s records; enterprise users are refused', async () => {
    expect((await get<TaskTodoList>(`todo-list?${PERIOD}`, js)).body.data.total).toEqual(counts(1, 1, 1));
    expect((await get<TaskStatRows>(`region?${PERIOD}`, js)).body.data.rows.map((r) => r.key)).toEqual(['320000']);
    expect((await get<TaskParticipantPage>(`participate-ent-list?${PERIOD}`, js)).body.data.records.map((r) => r.enterpriseId)).toEqual(['ent-002']);
    expect((await get(`todo-list?${PERIOD}`, u)).status).toBe(403);
    expect((await call(s.app, { method: 'GET', url: `${BASE}/region` })).status).toBe(401);
  });

  it('export-participate-list: a real .xlsx with the list’s rows, logged; the scope holds there too', async () => {
    const exp = (token: string, payload: object) => s.app.inject({ method: 'POST', url: `${BASE}/export-participate-list`, headers: { authorization: `Bearer ${token}` }, payload });
    const res = await exp(m, { startDate: '2031-03-01', endDate: '2031-04-30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('参与企业列表'));
    const sheet = async (payload: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(payload as unknown as ArrayBuffer);
      const out: string[][] = [];
      wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      return out;
    };
    const rows = await sheet(res.rawPayload);
    expect(rows[0]).toEqual(['企业名称', '统一社会信用代码', '地区', '待审核', '审核通过', '审核驳回', '已办结', '合计', '最近办理时间']);
    expect(rows.slice(1).map((r) => [r[2], ...r.slice(3)])).toEqual([
      ['江苏省', '1', '1', '1', '2', '3', '2031-04-02 10:00:00'],
      ['浙江省', '1', '1', '0', '1', '2', '2031-03-10 10:00:00'],
    ]);
    expect(rows[2][0]).toBe('华建工程有限公司');
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'user_name']).where('action', '=', 'task.export-participants').execute();
    expect(log.length).toBeGreaterThanOrEqual(1);
    const scoped = await sheet((await exp(js, { startDate: '2031-03-01', endDate: '2031-04-30' })).rawPayload);
    expect(scoped.slice(1).map((r) => r[2])).toEqual(['江苏省']);
    expect((await exp(u, {})).statusCode).toBe(403);
    expect((await exp(m, { nope: 1 })).statusCode).toBe(400);
  });
});
