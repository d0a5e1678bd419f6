import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';

const NODE = 'credit-record-list';

describe('POST /ks/common/common/logHistory', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u] = await Promise.all([s.login('M'), s.login('U')]);
  });
  afterAll(async () => s.close());

  const post = <T = { version: number }>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });
  const history = (token: string, body: object) => s.app.inject({ method: 'POST', url: '/ks/common/common/logHistory', headers: { authorization: `Bearer ${token}` }, payload: body });

  it('answers status/result/message with one entry per step, oldest first; refusals are not steps', async () => {
    const created = await post<{ id: string; version: number }>('/ks/monitor/record/save', u, { nodeId: NODE, data: { qymc: '华建工程有限公司' } });
    const id = created.body.data.id;
    let v = created.body.data.version;
    const step = async (url: string, token: string, extra: object = {}) => {
      const res = await post(url, token, { nodeId: NODE, id, version: v, ...extra });
      expect(res.body.code, res.body.message).toBe(200);
      v = res.body.data.version;
    };
    await step('/ks/monitor/submit', u);
    await post('/ks/monitor/audit', u, { nodeId: NODE, id, version: v, pass: true }); // refused: not an administrator
    await step('/ks/monitor/audit', m, { pass: false, reason: '缺少获奖证书' });
    await step('/ks/monitor/record/save', u, { data: { qymc: '华建工程有限公司', zs: '已补充' } });
    await step('/ks/monitor/submit', u);
    await step('/ks/monitor/audit', m, { pass: true, reason: '材料齐全' });
    await step('/ks/monitor/publish', m);

    const res = await history(u, { gnCoding: NODE, id });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: number; message: string; result: Array<Record<string, string>> };
    expect(Object.keys(body).sort()).toEqual(['message', 'result', 'status']);
    expect(body.status).toBe(200);
    expect(body.result.map((e) => [e.glName, e.czrClassification, e.czrName, e.logbook, e.failInfo])).toEqual([
      ['新增', '企业用户', '华建工程有限公司', '新增记录', 'ok'],
      ['提交', '企业用户', '华建工程有限公司', '提交记录', 'ok'],
      ['审核', '管理员', '平台管理员', '审核驳回：缺少获奖证书', '缺少获奖证书'],
      ['保存', '企业用户', '华建工程有限公司', '保存记录', 'ok'],
      ['提交', '企业用户', '华建工程有限公司', '提交记录', 'ok'],
      ['审核', '管理员', '平台管理员', '审核通过：材料齐全', 'ok'],
      ['发布', '管理员', '平台管理员', '发布记录', 'ok'],
    ]);
    for (const e of body.result) expect(Object.keys(e).sort()).toEqual(['czTime', 'czrClassification', 'czrName', 'failInfo', 'glName', 'logbook']);
    const times = body.result.map((e) => e.czTime);
    expect([...times].sort()).toEqual(times);
    // The refused audit is in op_log (ok = 0) for administrators, but not a step of the record.
    const refused = await s.ctx.db.selectFrom('op_log').select('ok').where('target_id', '=', id).where('ok', '=', 0).execute();
    expect(refused).toHaveLength(1);
  });

  it('accepts the system code as gnCoding; the demo records come with their history', async () => {
    const res = await history(m, { gnCoding: 'credit_eval', id: 'credit-record-list-0010' });
    const body = res.json() as { result: Array<{ glName: string; czTime: string }> };
    expect(body.result.map((e) => e.glName)).toEqual(['新增', '提交', '审核', '发布']);
    const times = body.result.map((e) => e.czTime);
    expect([...times].sort()).toEqual(times);
  });

  it('a record of another node or a missing record: 404 in the same shape', async () => {
    for (const body of [{ gnCoding: 'trade-project-list', id: 'credit-record-list-0010' }, { gnCoding: NODE, id: 'nope' }]) {
      const res = await history(m, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: '记录不存在', result: [] });
    }
  });
});
