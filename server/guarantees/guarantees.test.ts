import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarginReport } from '../../schemas/guarantees';
import { call, startTestServer, type TestServer } from '../test/harness';

// 保函管理 (docs/guarantees.md): the demo letters of the demo project's three bidders; a save fills
// 申请单位 and 项目名称 from the server; a submit without the 保函文件 is refused; the bid margin
// follows the audit; an enterprise sees only its own margin; the report numbers come from the letters.
// SQLite, and PostgreSQL with DATABASE_URL.
const PROJECT = 'trade-project-list-0004';
// 预算金额 264.84 万元 × 2 %
const REQUIRED = 52968;

describe('保函 and the bid margin', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  let u2 = '';
  let d = '';
  const post = <T,>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });
  const margin = (token: string, xmId = PROJECT) => post<MarginReport>('/ks/monitor/margin', token, { xmId });
  const row = (r: MarginReport, name: string) => r.bidders.find((b) => b.tbdw === name);
  beforeAll(async () => {
    s = await startTestServer();
    [m, u, u2, d] = [await s.login('M'), await s.login('U'), await s.login('U2'), await s.login('D')];
  }, 120_000);
  afterAll(async () => s?.close());

  it('the margin of the demo project: three bidders, only the passed letter counts', async () => {
    const res = await margin(m);
    expect(res.body.code).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ xmId: PROJECT, xmmc: '滨江新区智慧路灯采购项目（2标段）', ysje: 264.84, rate: 0.02, required: REQUIRED, enough: 1 });
    expect(r.bidders.map((b) => [b.tbdw, b.paid, b.enough])).toEqual([
      ['华建工程有限公司', REQUIRED, true],
      ['秦川建设集团', 0, false],
      ['长安造价咨询有限公司', 0, false],
    ]);
    expect(row(r, '秦川建设集团')?.letters.map((l) => [l.bhbh, l.status, l.counts])).toEqual([['BH-2026-0002', 'submitted', false]]);
    expect(row(r, '长安造价咨询有限公司')?.letters.map((l) => [l.bhbh, l.status, l.counts])).toEqual([['BH-2026-0003', 'rejected', false]]);
    // developers read it too
    expect((await margin(d)).body.data.bidders).toHaveLength(3);
  });

  it('an enterprise sees its own row only; an unknown project is 404; without login 401', async () => {
    expect((await margin(u2)).body.data.bidders.map((b) => b.tbdw)).toEqual(['秦川建设集团']);
    expect((await margin(u)).body.data.bidders.map((b) => b.tbdw)).toEqual(['华建工程有限公司']);
    expect((await margin(m, 'trade-project-list-9999')).body).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await margin(m, 'credit-record-list-0001')).body).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await call(s.app, { method: 'POST', url: '/ks/monitor/margin', payload: { xmId: PROJECT } })).status).toBe(401);
    expect((await post('/ks/monitor/margin', m, { xmId: PROJECT, extra: 1 })).status).toBe(400);
  });

  it('the administrator passes 秦川’s letter: its margin is paid; the audit is in the op log', async () => {
    const detail = await post<{ version: number; status: string }>('/ks/monitor/record/detail', m, { nodeId: 'trade-guarantees', id: 'trade-guarantee-0002' });
    expect(detail.body.data.status).toBe('submitted');
    const audit = await post('/ks/monitor/audit', m, { nodeId: 'trade-guarantees', id: 'trade-guarantee-0002', version: detail.body.data.version, pass: true });
    expect(audit.body.code).toBe(200);
    const after = (await margin(m)).body.data;
    expect(row(after, '秦川建设集团')).toMatchObject({ paid: REQUIRED, enough: true });
    expect(after.enough).toBe(2);
    const log = await s.ctx.db.selectFrom('op_log').select(['action']).where('target_id', '=', 'trade-guarantee-0002').execute();
    expect(log.map((l) => l.action)).toContain('record.audit');
  });

  it('a save fills 申请单位 and 项目名称 from the server; a submit without the 保函文件 is refused', async () => {
    const saved = await post<{ id: string; version: number }>('/ks/monitor/record/save', u, {
      nodeId: 'trade-guarantee',
      data: { xmId: PROJECT, sqdw: '冒充的单位', xmmc: '别的名字', bhlx: '投标保函', bhbh: 'BH-TEST-1', kljg: '测试银行', bhje: 100, yxqz: '2027-01-01' },
    });
    expect(saved.body.code).toBe(200);
    const detail = await post<{ data: Record<string, unknown> }>('/ks/monitor/record/detail', u, { nodeId: 'trade-guarantees', id: saved.body.data.id });
    expect(detail.body.data.data).toMatchObject({ sqdw: '华建工程有限公司', xmmc: '滨江新区智慧路灯采购项目（2标段）', bhje: 100 });
    const submit = await post('/ks/monitor/submit', u, { nodeId: 'trade-guarantees', id: saved.body.data.id, version: saved.body.data.version });
    expect(submit.body).toMatchObject({ code: 400, message: '提交失败，请修改以下内容：附件为必填项，请上传【保函文件】附件！' });
  });

  it('监测报告 counts the letters as the list does: the amount of the passed and published ones', async () => {
    const chart = (panel: string) => post<{ labels: string[]; values: number[] }>('/ks/monitor/chart-data', m, { nodeId: 'trade-report-monitoring', panel });
    const list = await post<{ total: number }>('/ks/monitor/table-list', m, { nodeId: 'trade-guarantees', curPage: 1, pageSize: 10 });
    expect((await chart('letters')).body.data.values).toEqual([list.body.data.total]);
    // 52 968 (华建, passed) + 52 968 (秦川, passed above) + 500 998 (published)
    expect((await chart('letterAmount')).body.data.values).toEqual([52968 + 52968 + 500998]);
    // the reports are the builders'
    expect((await post('/ks/monitor/chart-data', u, { nodeId: 'trade-report-monitoring', panel: 'letters' })).body).toMatchObject({ code: 404 });
  });
});
