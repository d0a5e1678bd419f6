import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { seedRecord } from '../records/test-kit';

const NODE = 'credit-record-list';

describe('POST /ks/common/common/logHistory', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  let u2 = '';
  let dev = '';
  /** admin_js: an administrator of 江苏 (320000) only; ent-001 is in 浙江, ent-002 in 江苏. */
  let js = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u, u2, dev, js] = await Promise.all([s.login('M'), s.login('U'), s.login('U2'), s.login('D'), s.login({ username: 'admin_js', password: 'AdminJs@2026' })]);
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

  const NOT_FOUND = { status: 404, message: '记录不存在', result: [] };
  /** A record of `enterpriseId` rejected by the administrator with `reason` (its history carries the reason). */
  const rejected = async (enterpriseId: string, ownerUserId: string, reason: string) => {
    const { id, version } = await seedRecord(s.ctx.db, 'submitted', { enterpriseId, ownerUserId, data: { qymc: '范围测试企业', pf: 80 } });
    const res = await post('/ks/monitor/audit', m, { nodeId: NODE, id, version, pass: false, reason });
    expect(res.body.code, res.body.message).toBe(200);
    return id;
  };

  it('an administrator limited to a region reads the history only of records in that region, by node id or by system code (issue 44 point 2)', async () => {
    const zj = await rejected('ent-001', 'u-enterprise', '浙江企业的驳回理由');
    const jsRecord = await rejected('ent-002', 'u-enterprise2', '江苏企业的驳回理由');
    // record/detail already refuses admin_js the 浙江 record; the history must say no more than it.
    expect((await post('/ks/monitor/record/detail', js, { nodeId: NODE, id: zj })).status).toBe(404);
    for (const gnCoding of [NODE, 'credit_eval']) {
      const res = await history(js, { gnCoding, id: zj });
      expect([gnCoding, res.statusCode, res.json()]).toEqual([gnCoding, 404, NOT_FOUND]);
      const own = await history(js, { gnCoding, id: jsRecord });
      expect([gnCoding, own.statusCode]).toEqual([gnCoding, 200]);
      expect((own.json() as { result: Array<{ failInfo: string }> }).result.map((e) => e.failInfo)).toContain('江苏企业的驳回理由');
      // the unlimited administrator and the owner still read it
      for (const token of [m, u]) expect((await history(token, { gnCoding, id: zj })).statusCode).toBe(200);
      expect((await history(u2, { gnCoding, id: zj })).statusCode).toBe(404);
    }
  });

  it('a node whose menu is taken from the role: list, detail and history all answer 404, by node id or by system code (issue 44 point 2)', async () => {
    const id = await rejected('ent-001', 'u-enterprise', '菜单测试的驳回理由');
    const edit = (roles: string[]) => call(s.app, { method: 'PUT', url: '/ks/config/structure/edit', token: dev, payload: { id: NODE, roles } });
    const before = await s.ctx.db.selectFrom('menus').select('roles').where('id', '=', NODE).executeTakeFirstOrThrow();
    expect((await history(u, { gnCoding: NODE, id })).statusCode).toBe(200);
    expect((await edit(['M', 'D'])).status).toBe(200);
    try {
      expect((await post('/ks/monitor/table-list', u, { nodeId: NODE })).status).toBe(404);
      expect((await post('/ks/monitor/record/detail', u, { nodeId: NODE, id })).status).toBe(404);
      for (const gnCoding of [NODE, 'credit_eval']) {
        const res = await history(u, { gnCoding, id });
        expect([gnCoding, res.statusCode, res.json()]).toEqual([gnCoding, 404, NOT_FOUND]);
      }
      expect((await history(m, { gnCoding: 'credit_eval', id })).statusCode).toBe(200);
    } finally {
      expect((await edit(JSON.parse(before.roles) as string[])).status).toBe(200);
    }
    expect((await history(u, { gnCoding: 'credit_eval', id })).statusCode).toBe(200);
  });
});
