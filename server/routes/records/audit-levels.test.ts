import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { addAdmin, CARD_NODE, linesOf, NODE, rowOf, seedRecord } from './test-kit';

type Op = { code: string };
type State = { status: string; statusText: string; version: number; operations: Op[]; auditLevel?: { level: number; count: number; name: string } };
type Plan = { nodeId: string; configured: boolean; sign: string; levels: Array<{ name: string; kind: string; userIds: string[]; userNames: string[] }> };

// 审核级别与审核方式 (docs/administration.md): a node's levels move its records through 初审 → 复审 → 通过.
describe('audit levels in the record workflow', () => {
  let s: TestServer;
  let m = '';
  let m2 = '';
  let u = '';
  let d = '';
  let admin2 = '';
  beforeAll(async () => {
    s = await startTestServer();
    const second = await addAdmin(s.ctx.db);
    admin2 = second.id;
    [m, m2, u, d] = await Promise.all([s.login('M'), s.login({ username: second.username, password: second.password }), s.login('U'), s.login('D')]);
  });
  afterAll(async () => s.close());

  const post = <T = State>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });
  const saveLevels = (token: string, levels: object[], nodeId = NODE) => post<Plan>('/ks/authority/audit-levels/save', token, { nodeId, levels });
  const TWO_LEVELS = () => [
    { name: '初审', kind: 'role', userIds: [] },
    { name: '复审', kind: 'user', userIds: [admin2] },
  ];
  /** A draft of the enterprise, submitted by it: it waits at the node's first level. */
  const submitted = async () => {
    const r = await seedRecord(s.ctx.db, 'draft');
    const res = await post('/ks/monitor/submit', u, { nodeId: NODE, ...r });
    expect(res.body.code).toBe(200);
    return { id: r.id, version: res.body.data.version, state: res.body.data };
  };
  const audit = (token: string, id: string, version: number, pass: boolean, reason = '') => post('/ks/monitor/audit', token, { nodeId: NODE, id, version, pass, reason });
  const logbooks = async (id: string) => {
    const res = await s.app.inject({ method: 'POST', url: '/ks/common/common/logHistory', headers: { authorization: `Bearer ${m}` }, payload: { id, gnCoding: NODE } });
    return (res.json() as { result: Array<{ logbook: string }> }).result.map((e) => e.logbook);
  };

  it('an administrator saves two levels (保存成功); the plan reads back with the auditor names and the save is logged', async () => {
    const saved = await saveLevels(m, [{ name: ' 初审 ', kind: 'role', userIds: [] }, { name: '复审', kind: 'user', userIds: [admin2, admin2] }]);
    expect([saved.status, saved.body.message]).toEqual([200, '保存成功']);
    const read = await post<Plan>('/ks/authority/audit-levels/detail', d, { nodeId: NODE });
    expect(read.body.data).toMatchObject({ nodeId: NODE, configured: true, sign: 'any' });
    expect(read.body.data.levels).toEqual([
      { name: '初审', kind: 'role', userIds: [], userNames: [] },
      { name: '复审', kind: 'user', userIds: [admin2], userNames: ['第二管理员'] },
    ]);
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'user_name']).where('target_type', '=', 'audit-plan').where('target_id', '=', NODE).execute();
    expect(log).toContainEqual({ action: 'audit-levels.save', user_name: '平台管理员' });
    const overview = await post<Plan[]>('/ks/authority/audit-levels/overview', m, { systemCoding: 'credit_eval' });
    expect(overview.body.data.map((p) => p.nodeId)).toContain(NODE);
  });

  it('first pass keeps the record submitted at 复审; the wrong auditor is refused (403); the second pass passes it; the log names the levels', async () => {
    await saveLevels(m, TWO_LEVELS());
    const r = await submitted();
    expect(r.state).toMatchObject({ status: 'submitted', statusText: '待审核（初审）', auditLevel: { level: 1, count: 2, name: '初审' } });
    const first = await audit(m, r.id, r.version, true);
    expect(first.body.data).toMatchObject({ status: 'submitted', statusText: '待审核（复审）', auditLevel: { level: 2, count: 2, name: '复审' } });
    // 复审 is admin2's: the platform administrator has no 审核 button and is refused
    expect(first.body.data.operations.map((o) => o.code)).not.toContain('audit');
    const wrong = await audit(m, r.id, first.body.data.version, true);
    expect([wrong.status, wrong.body.message]).toEqual([403, '当前审核级别「复审」不由您审核']);
    expect(await rowOf(s.ctx.db, r.id)).toMatchObject({ status: 'submitted', audit_level: 2 });
    const detail = await post<State>('/ks/monitor/record/detail', m2, { nodeId: NODE, id: r.id });
    expect(detail.body.data.operations.map((o) => o.code)).toContain('audit');
    const second = await audit(m2, r.id, first.body.data.version, true, '同意');
    expect(second.body.data).toMatchObject({ status: 'passed', statusText: '审核通过' });
    expect(second.body.data.auditLevel).toBeUndefined();
    expect(await rowOf(s.ctx.db, r.id)).toMatchObject({ status: 'passed', audit_level: 0, audit_stage: null });
    expect(await logbooks(r.id)).toEqual(['提交记录', '初审通过', '复审通过：同意']);
    const levels = (await linesOf(s.ctx.db, r.id)).filter((l) => l.action === 'record.audit' && l.ok === 1).map((l) => (JSON.parse(l.detail) as { level: string }).level);
    expect(levels).toEqual(['初审', '复审']);
    // the enterprise hears of the verdict once, when the record has passed its last level
    const messages = await s.ctx.db.selectFrom('messages').select('verdict').where('record_id', '=', r.id).execute();
    expect(messages).toEqual([{ verdict: 'passed' }]);
  });

  it('a reject at 复审 returns the record (rejected, level reset); a new submit starts again at 初审', async () => {
    await saveLevels(m, TWO_LEVELS());
    const r = await submitted();
    const first = await audit(m, r.id, r.version, true);
    const rejected = await audit(m2, r.id, first.body.data.version, false, '材料不全');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', statusText: '审核驳回', auditReason: '材料不全' });
    expect(await rowOf(s.ctx.db, r.id)).toMatchObject({ status: 'rejected', audit_level: 0, audit_stage: null });
    expect(await logbooks(r.id)).toEqual(['提交记录', '初审通过', '复审驳回：材料不全']);
    const again = await post('/ks/monitor/submit', u, { nodeId: NODE, id: r.id, version: rejected.body.data.version });
    expect(again.body.data).toMatchObject({ status: 'submitted', auditLevel: { level: 1, name: '初审' } });
  });

  it('会签: every named auditor of the level must pass; one who has passed is told to wait', async () => {
    await saveLevels(m, [{ name: '会审', kind: 'user', userIds: ['u-admin', admin2] }]);
    const way = await post<Plan>('/ks/authority/audit-levels/way', m, { nodeId: NODE, sign: 'all' });
    expect([way.body.message, way.body.data.sign]).toEqual(['保存成功', 'all']);
    const r = await submitted();
    const first = await audit(m, r.id, r.version, true);
    expect(first.body.data).toMatchObject({ status: 'submitted', statusText: '待审核（会审）' });
    const again = await audit(m, r.id, first.body.data.version, true);
    expect([again.status, again.body.message]).toEqual([403, '您已通过「会审」，等待其他审核人会签']);
    const second = await audit(m2, r.id, first.body.data.version, true);
    expect(second.body.data.status).toBe('passed');
    await post('/ks/authority/audit-levels/way', m, { nodeId: NODE, sign: 'any' });
  });

  it('no plan: one level, any administrator, as before', async () => {
    expect((await saveLevels(m, [])).body.data).toMatchObject({ configured: false, levels: [] });
    const r = await submitted();
    expect(r.state).toMatchObject({ statusText: '待审核' });
    expect(r.state.auditLevel).toBeUndefined();
    expect((await audit(m, r.id, r.version, true)).body.data).toMatchObject({ status: 'passed', statusText: '审核通过' });
    expect(await logbooks(r.id)).toEqual(['提交记录', '审核通过']);
    const other = await seedRecord(s.ctx.db, 'submitted', { nodeId: CARD_NODE });
    expect((await post('/ks/monitor/audit', m2, { nodeId: CARD_NODE, ...other, pass: true })).body.data.status).toBe('passed');
  });

  it('refuses bad plans with the reason, and anyone but an administrator', async () => {
    const cases: Array<[object[], string]> = [
      [[{ name: '初审', kind: 'role', userIds: [] }, { name: '初审', kind: 'role', userIds: [] }], '第 2 级：级别名称「初审」重复'],
      [[{ name: '  ', kind: 'role', userIds: [] }], '第 1 级：请填写级别名称'],
      [[{ name: '复审', kind: 'user', userIds: [] }], '「复审」须指定至少一名审核人'],
      [[{ name: '复审', kind: 'user', userIds: ['u-enterprise'] }], '审核人不存在、已停用或不是管理员'],
      [Array.from({ length: 6 }, (_, i) => ({ name: `第${i}级`, kind: 'role', userIds: [] })), '最多设置 5 个审核级别'],
    ];
    for (const [levels, message] of cases) {
      const res = await saveLevels(m, levels);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await saveLevels(d, TWO_LEVELS())).status).toBe(403);
    expect((await saveLevels(u, TWO_LEVELS())).status).toBe(403);
    const missing = await saveLevels(m, TWO_LEVELS(), 'no-such-node');
    expect([missing.status, missing.body.message]).toEqual([404, '功能节点不存在']);
    const noPlan = await post('/ks/authority/audit-levels/way', m, { nodeId: 'credit-apply', sign: 'all' });
    expect([noPlan.status, noPlan.body.message]).toEqual([400, '该节点尚未设置审核级别，请先在「审核级别」中设置']);
  });
  it('a 管辖地区管理员 level is audited by the regional administrators whose 管理权限 covers the record; with none, by any administrator', async () => {
    await saveLevels(m, [
      { name: '初审', kind: 'scope', userIds: [] },
      { name: '复审', kind: 'role', userIds: [] },
    ]);
    // admin_js manages 江苏 (320000): the records of 秦川建设集团 (ent-002)
    const [js, u2] = await Promise.all([s.login({ username: 'admin_js', password: 'AdminJs@2026' }), s.login({ username: 'enterprise2', password: 'Ent2@2026' })]);
    const draft = await seedRecord(s.ctx.db, 'draft', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2' });
    const sent = await post('/ks/monitor/submit', u2, { nodeId: NODE, ...draft });
    expect(sent.body.data).toMatchObject({ status: 'submitted', statusText: '待审核（初审）' });
    const refused = await audit(m, draft.id, sent.body.data.version, true);
    expect([refused.status, refused.body.message]).toEqual([403, '当前审核级别「初审」不由您审核']);
    const first = await audit(js, draft.id, sent.body.data.version, true);
    expect(first.body.data).toMatchObject({ status: 'submitted', statusText: '待审核（复审）' });
    expect((await audit(m, draft.id, first.body.data.version, true)).body.data).toMatchObject({ status: 'passed' });

    // 华建 (ent-001, 浙江) has no regional administrator: any administrator audits its 初审
    const r = await submitted();
    expect((await audit(m, r.id, r.version, true)).body.data).toMatchObject({ status: 'submitted', statusText: '待审核（复审）' });
    await saveLevels(m, []);
  });

  it('saves of one node’s levels at once all succeed; one of them is the plan (never a 500)', async () => {
    const plans = ['初审', '复审', '终审', '会审', '审定', '复核'].map((name) => [{ name, kind: 'role', userIds: [] }]);
    const answers = await Promise.all(plans.map((levels) => saveLevels(m, levels)));
    expect(answers.map((a) => a.status)).toEqual(plans.map(() => 200));
    const read = await post<Plan>('/ks/authority/audit-levels/detail', m, { nodeId: NODE });
    expect(plans.map((p) => p[0].name)).toContain(read.body.data.levels[0].name);
    await saveLevels(m, []);
  });
});
