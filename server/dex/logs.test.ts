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
});
