import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { addAdmin, dataOf, linesOf, NODE, rowOf, seedRecord } from './test-kit';

type State = { status: string; version: number; operations: Array<{ code: string }> };

describe('workflow: races, auditors and the finer refusals', () => {
  let s: TestServer;
  let m = '';
  let m2 = '';
  let u = '';
  let auditorId = '';
  beforeAll(async () => {
    s = await startTestServer();
    const second = await addAdmin(s.ctx.db);
    auditorId = second.id;
    [m, m2, u] = await Promise.all([s.login('M'), s.login({ username: second.username, password: second.password }), s.login('U')]);
  });
  afterAll(async () => s.close());

  const post = <T = State>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });

  it('two administrators audit the same record at once: exactly one wins, the other gets 409', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted');
    const [a, b] = await Promise.all([
      post('/ks/monitor/audit', m, { nodeId: NODE, ...r, pass: true, reason: '同意' }),
      post('/ks/monitor/audit', m2, { nodeId: NODE, ...r, pass: false, reason: '不同意' }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    const loser = a.body.code === 409 ? a : b;
    expect(loser.status).toBe(409);
    expect(loser.body.message).toBe('数据已被他人修改，请刷新后重试');
    const winner = a.body.code === 200 ? a : b;
    const row = await rowOf(s.ctx.db, r.id);
    expect(row).toMatchObject({ status: winner.body.data.status, version: 4 });
    const lines = await linesOf(s.ctx.db, r.id);
    expect(lines.filter((l) => l.ok === 1).map((l) => l.action)).toEqual(['record.audit']);
    expect(lines.filter((l) => l.ok === 0).map((l) => l.action)).toEqual(['record.audit']);
  });

  it('two saves of the same draft at once: one is stored, the other gets 409', async () => {
    const r = await seedRecord(s.ctx.db, 'draft');
    const save = (qymc: string) => post<{ version: number }>('/ks/monitor/record/save', u, { nodeId: NODE, ...r, data: { qymc } });
    const [a, b] = await Promise.all([save('甲'), save('乙')]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    const stored = dataOf((await rowOf(s.ctx.db, r.id))!.data);
    expect(stored.qymc).toBe(a.body.code === 200 ? '甲' : '乙');
  });

  it('a stale version is refused with 409 and changes nothing', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted');
    const before = await rowOf(s.ctx.db, r.id);
    const res = await post('/ks/monitor/revoke', u, { nodeId: NODE, id: r.id, version: r.version - 1 });
    expect([res.status, res.body.message]).toEqual([409, '数据已被他人修改，请刷新后重试']);
    expect(await rowOf(s.ctx.db, r.id)).toEqual(before);
  });

  it('reject needs an audit suggestion (请填写审核建议); the record stays submitted', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted');
    for (const reason of [undefined, '', '   ']) {
      const res = await post('/ks/monitor/audit', m, { nodeId: NODE, ...r, pass: false, ...(reason === undefined ? {} : { reason }) });
      expect([res.status, res.body.message]).toEqual([400, '请填写审核建议']);
    }
    expect(await rowOf(s.ctx.db, r.id)).toMatchObject({ status: 'submitted', version: r.version });
    const rejected = await post('/ks/monitor/audit', m, { nodeId: NODE, ...r, pass: false, reason: '缺少证明材料' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', statusText: '审核驳回', auditReason: '缺少证明材料' });
  });

  it('an administrator cannot audit a record they submitted themselves', async () => {
    const created = await post<{ id: string; version: number }>('/ks/monitor/record/save', m, { nodeId: NODE, data: { qymc: '管理员代录' } });
    const submitted = await post('/ks/monitor/submit', m, { nodeId: NODE, ...created.body.data });
    expect(submitted.body.data.operations.map((o) => o.code)).not.toContain('audit');
    const res = await post('/ks/monitor/audit', m, { nodeId: NODE, id: created.body.data.id, version: submitted.body.data.version, pass: true });
    expect([res.status, res.body.message]).toEqual([400, '不能审核本人提交的记录']);
    const other = await post('/ks/monitor/audit', m2, { nodeId: NODE, id: created.body.data.id, version: submitted.body.data.version, pass: true });
    expect(other.body.data.status).toBe('passed');
  });

  it('an assigned record is audited by its assignee only; assignees are administrators', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted');
    const wrong = await post('/ks/monitor/assign', m, { nodeId: NODE, ...r, assigneeId: 'u-enterprise' });
    expect([wrong.status, wrong.body.message]).toEqual([400, '审核人不存在或不是管理员']);
    const assigned = await post<State & { assigneeId: string }>('/ks/monitor/assign', m, { nodeId: NODE, ...r, assigneeId: auditorId });
    expect(assigned.body.data).toMatchObject({ assigneeId: auditorId, status: 'submitted' });
    expect(assigned.body.data.operations.map((o) => o.code)).not.toContain('audit');
    const byOther = await post('/ks/monitor/audit', m, { nodeId: NODE, id: r.id, version: assigned.body.data.version, pass: true });
    expect([byOther.status, byOther.body.message]).toEqual([400, '该记录已指派给其他审核人']);
    const byAssignee = await post('/ks/monitor/audit', m2, { nodeId: NODE, id: r.id, version: assigned.body.data.version, pass: true });
    expect(byAssignee.body.data.status).toBe('passed');
  });

  it('spread (公示) and send (推送) happen once each on a passed record, then publish', async () => {
    let r = await seedRecord(s.ctx.db, 'passed');
    const spread = await post<State & { spreadAt: string | null }>('/ks/monitor/spread', m, { nodeId: NODE, ...r });
    expect(spread.body.data.spreadAt).not.toBeNull();
    expect(spread.body.data.operations.map((o) => o.code)).toEqual(['view', 'send', 'publish', 'delete']);
    r = { id: r.id, version: spread.body.data.version };
    const again = await post('/ks/monitor/spread', m, { nodeId: NODE, ...r });
    expect([again.status, again.body.message]).toEqual([400, '该记录已公示']);
    const sent = await post<State & { sentAt: string | null }>('/ks/monitor/send', m, { nodeId: NODE, ...r });
    expect(sent.body.data.sentAt).not.toBeNull();
    r = { id: r.id, version: sent.body.data.version };
    expect((await post('/ks/monitor/send', m, { nodeId: NODE, ...r })).body.message).toBe('该记录已推送');
    const published = await post('/ks/monitor/publish', m, { nodeId: NODE, ...r });
    expect(published.body).toMatchObject({ code: 200, message: '操作成功', data: { status: 'published', statusText: '已发布' } });
    expect(published.body.data.operations.map((o) => o.code)).toEqual(['view']);
  });

  it('the full round trip: create, submit, reject, edit, resubmit, pass, publish', async () => {
    const created = await post<{ id: string; version: number }>('/ks/monitor/record/save', u, { nodeId: NODE, data: { qymc: '华建工程有限公司', pf: 81 } });
    expect(created.body).toMatchObject({ code: 200, message: '保存成功', data: { version: 1 } });
    const id = created.body.data.id;
    let v = 1;
    const step = async (url: string, token: string, extra: object = {}) => {
      const res = await post(url, token, { nodeId: NODE, id, version: v, ...extra });
      expect(res.body.code, res.body.message).toBe(200);
      v = res.body.data.version;
      return res;
    };
    expect((await step('/ks/monitor/submit', u)).body.message).toBe('提交成功');
    expect((await step('/ks/monitor/audit', m, { pass: false, reason: '评分依据不足' })).body.data.status).toBe('rejected');
    await step('/ks/monitor/record/save', u, { data: { qymc: '华建工程有限公司', pf: 85 } });
    expect((await rowOf(s.ctx.db, id))!.status).toBe('rejected');
    expect((await step('/ks/monitor/submit', u)).body.data.status).toBe('submitted');
    expect((await step('/ks/monitor/audit', m, { pass: true })).body.data.status).toBe('passed');
    expect((await step('/ks/monitor/publish', m)).body.data.status).toBe('published');
    expect(v).toBe(7);
  });
});
