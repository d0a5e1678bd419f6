import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { seedRecord } from '../routes/records/test-kit';
import type { DexLogPage } from '../../schemas/dex-logs';

const LIST = 'trade-bid-files';
const FORM = 'trade-bid-file';

describe('监管审核 / 推送记录: the audit and push history of a system (docs/supervision.md)', () => {
  let s: TestServer;
  let m = '';
  let d = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, d, u] = await Promise.all([s.login('M'), s.login('D'), s.login('U')]);
  });
  afterAll(async () => s.close());

  const post = <T>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });
  const logs = (kind: 'audit' | 'push', token: string, extra: object = {}) =>
    post<DexLogPage>(`/ks/dexRecords/${kind}-logs`, token, { id: kind === 'audit' ? 'trade-audit-logs' : 'trade-push-logs', ...extra });

  it('lists audits (pass and reject, with the suggestion) and pushes of the trade system, newest first, and filters by verdict', async () => {
    const a = await seedRecord(s.ctx.db, 'submitted', { nodeId: FORM, data: { xmmc: '市政道路招标文件' } });
    const b = await seedRecord(s.ctx.db, 'submitted', { nodeId: FORM, data: { xmmc: '学校改造招标文件' } });
    const credit = await seedRecord(s.ctx.db, 'submitted');
    expect((await post('/ks/monitor/audit', m, { nodeId: LIST, ...a, pass: true, reason: '材料齐全' })).body.code).toBe(200);
    expect((await post('/ks/monitor/audit', m, { nodeId: LIST, ...b, pass: false, reason: '缺少资格预审文件' })).body.code).toBe(200);
    // another system's audit never shows here
    expect((await post('/ks/monitor/audit', m, { nodeId: 'credit-record-list', ...credit, pass: true, reason: '同意' })).body.code).toBe(200);
    expect((await post('/ks/monitor/send', m, { nodeId: LIST, id: a.id, version: a.version + 1 })).body.code).toBe(200);

    const all = await logs('audit', m);
    expect(all.body.code).toBe(200);
    expect(all.body.data.systemName).toBe('公共资源交易服务系统');
    // the demo data's own audits (venue bookings) come after these, being older
    expect(all.body.data.records.slice(0, 2).map((r) => [r.recordId, r.actionText, r.reason, r.gnName])).toEqual([
      [b.id, '审核驳回', '缺少资格预审文件', '招标文件登记'],
      [a.id, '审核通过', '材料齐全', '招标文件登记'],
    ]);
    expect(all.body.data.records.map((r) => r.recordId)).not.toContain(credit.id);
    const rejected = (await logs('audit', m, { verdict: 'reject' })).body.data;
    expect(rejected.records.every((r) => r.pass === false)).toBe(true);
    expect(rejected.records.map((r) => r.recordId)).toContain(b.id);
    const passed = (await logs('audit', d, { verdict: 'pass', pageSize: 100 })).body.data;
    expect(passed.records.every((r) => r.pass === true)).toBe(true);
    expect(passed.records.map((r) => r.recordId)).toContain(a.id);
    expect(passed.records.map((r) => r.recordId)).not.toContain(b.id);
    expect(passed.total + rejected.total).toBe(all.body.data.total);

    const pushes = await logs('push', m);
    expect(pushes.body.data.records.map((r) => [r.recordId, r.actionText, r.userName])).toEqual([[a.id, '推送', '平台管理员']]);
  });

  it('follows 管理权限: the regional administrator admin_js (江苏, ent-002) sees only the audits of records it manages', async () => {
    const ours = await seedRecord(s.ctx.db, 'submitted', { nodeId: FORM, enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { xmmc: '江苏项目招标文件' } });
    const theirs = await seedRecord(s.ctx.db, 'submitted', { nodeId: FORM, data: { xmmc: '浙江项目招标文件' } });
    for (const r of [ours, theirs]) expect((await post('/ks/monitor/audit', m, { nodeId: LIST, ...r, pass: true, reason: '同意' })).body.code).toBe(200);
    const js = await s.login({ username: 'admin_js', password: 'AdminJs@2026' });
    const seen = (await logs('audit', js, { pageSize: 100 })).body.data;
    expect(seen.records.map((r) => r.recordId)).toContain(ours.id);
    expect(seen.records.map((r) => r.recordId)).not.toContain(theirs.id);
    expect(seen.total).toBeLessThan((await logs('audit', m, { pageSize: 1 })).body.data.total);
  });

  it('refuses a menu that is not a log page, an unknown menu, and enterprise users', async () => {
    const wrong = await post('/ks/dexRecords/audit-logs', m, { id: 'trade-push-logs' });
    expect([wrong.status, wrong.body.message]).toEqual([400, '该菜单不是审核日志或推送记录页面']);
    const missing = await post('/ks/dexRecords/push-logs', m, { id: 'no-such-menu' });
    expect([missing.status, missing.body.message]).toEqual([404, '菜单不存在']);
    expect((await logs('audit', u)).status).toBe(403);
  });
  it('searches by days (both included, reversed refused) and exports the same search as an .xlsx, logged', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted', { nodeId: FORM, data: { xmmc: '导出测试招标文件' } });
    expect((await post('/ks/monitor/audit', m, { nodeId: LIST, ...r, pass: false, reason: '导出测试驳回' })).body.code).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const todays = (await logs('audit', m, { startDate: today, endDate: today, pageSize: 100 })).body.data;
    expect(todays.records.map((x) => x.recordId)).toContain(r.id);
    expect((await logs('audit', m, { startDate: tomorrow })).body.data.total).toBe(0);
    expect((await logs('audit', m, { endDate: '2020-01-01' })).body.data.total).toBe(0);
    const reversed = await logs('audit', m, { startDate: tomorrow, endDate: today });
    expect([reversed.status, reversed.body.message]).toEqual([400, '开始日期不能晚于结束日期']);

    const exp = (kind: string, token: string, payload: object) =>
      s.app.inject({ method: 'POST', url: `/ks/dexRecords/${kind}-logs/export`, headers: { authorization: `Bearer ${token}` }, payload });
    const res = await exp('audit', m, { id: 'trade-audit-logs', verdict: 'reject', startDate: today });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet: string[][] = [];
    wb.worksheets[0].eachRow((row) => sheet.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(sheet[0]).toEqual(['审核时间', '业务', '记录', '审核结果', '审核意见', '审核人']);
    const listed = (await logs('audit', m, { verdict: 'reject', startDate: today, pageSize: 100 })).body.data.records;
    expect(sheet.slice(1).map((x) => [x[1], x[3], x[4], x[5]])).toEqual(listed.map((x) => [x.gnName, x.actionText, x.reason, x.userName]));
    expect(sheet.slice(1).map((x) => x[4])).toContain('导出测试驳回');
    expect(sheet[1][0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.headers['x-total-count']).toBe(String(listed.length));
    const logged = await s.ctx.db.selectFrom('op_log').select('detail').where('action', '=', 'dex.export').execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);
    const push = await exp('push', d, { id: 'trade-push-logs' });
    expect(push.statusCode).toBe(200);
    expect((await exp('audit', u, { id: 'trade-audit-logs' })).statusCode).toBe(403);
    expect((await exp('audit', m, { id: 'trade-push-logs' })).statusCode).toBe(400);
  });
});
