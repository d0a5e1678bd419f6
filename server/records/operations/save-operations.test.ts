import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import type { SessionUser } from '../../session-user';
import { dataOf, linesOf, rowOf, seedRecord } from '../../routes/records/test-kit';
import { ADD_REFUSES_ID, UPDATE_NEEDS_ID, UPDATE_NEEDS_VERSION } from '../save';
import { NO_FORM_RULES } from '../record-rules';
import { add } from './add';
import { update } from './update';
import { save } from './save';
import { creditTarget, runOp, userOf } from '../../test/operation-kit';

type Saved = { id: string; version: number };

/** The 信用记录 form's refusal of a negative score (its record form, fixtures/nodes/credit-record-list.list.json). */
const BAD_SCORE = '保存失败，请修改以下内容：评分：不能为负数';

describe('add, update and save operations', () => {
  let s: TestServer;
  let U: SessionUser;
  let U2: SessionUser;
  beforeAll(async () => {
    s = await startTestServer();
    [U, U2] = await Promise.all([userOf(s, 'enterprise'), userOf(s, 'enterprise2')]);
  });
  afterAll(async () => s.close());

  const count = async () => Number((await s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const run = (op: typeof add, user: SessionUser, body: Record<string, unknown>) => runOp<Saved>(s, op, user, creditTarget(), body);

  it('add stores a draft of the caller\'s enterprise and logs it; an id is refused and nothing is stored', async () => {
    const saved = await run(add, U, { data: { qymc: '华建工程有限公司', xmmc: '新增项目', pf: 88 } });
    expect(saved.version).toBe(1);
    expect(await rowOf(s.ctx.db, saved.id)).toMatchObject({ node_id: 'credit-record-list', enterprise_id: 'ent-001', status: 'draft', owner_user_id: U.id });
    expect((await linesOf(s.ctx.db, saved.id)).map((l) => l.action)).toEqual(['record.create']);

    const before = await count();
    await expect(run(add, U, { id: saved.id, version: 1, data: { qymc: '改名' } })).rejects.toMatchObject({ httpStatus: 400, message: ADD_REFUSES_ID });
    expect(await count()).toBe(before);
    expect(dataOf((await rowOf(s.ctx.db, saved.id))!.data)).toMatchObject({ qymc: '华建工程有限公司' });
  });

  it('update needs an id and a version, refuses a stale version (409) and edits with the right one', async () => {
    const r = await seedRecord(s.ctx.db, 'draft', { data: { qymc: '华建工程有限公司', pf: 70 } });
    await expect(run(update, U, { data: { qymc: '无编号' } })).rejects.toMatchObject({ httpStatus: 400, message: UPDATE_NEEDS_ID });
    await expect(run(update, U, { id: r.id, data: { qymc: '无版本' } })).rejects.toMatchObject({ httpStatus: 400, message: UPDATE_NEEDS_VERSION });
    await expect(run(update, U, { id: r.id, version: r.version - 1, data: { qymc: '旧版本' } })).rejects.toMatchObject({ httpStatus: 409, message: '数据已被他人修改，请刷新后重试' });
    expect(await rowOf(s.ctx.db, r.id)).toMatchObject({ version: r.version });

    const saved = await run(update, U, { id: r.id, version: r.version, data: { qymc: '华建工程有限公司', pf: 75 } });
    expect(saved).toEqual({ id: r.id, version: r.version + 1 });
    expect(dataOf((await rowOf(s.ctx.db, r.id))!.data)).toMatchObject({ pf: 75 });
    // Another enterprise's record is not found, as through the engine route.
    await expect(run(update, U2, { id: r.id, version: r.version + 1, data: { qymc: '冒名' } })).rejects.toMatchObject({ httpStatus: 404, message: '记录不存在' });
  });

  it('save creates without an id and edits with one', async () => {
    const created = await run(save, U, { data: { qymc: '华建工程有限公司' } });
    const edited = await run(save, U, { id: created.id, version: created.version, data: { qymc: '华建工程有限公司', xmmc: '补充项目' } });
    expect(edited).toEqual({ id: created.id, version: 2 });
    expect(dataOf((await rowOf(s.ctx.db, created.id))!.data)).toEqual({ qymc: '华建工程有限公司', xmmc: '补充项目' });
  });

  it("the node's form rules apply to every save: a negative score is refused", async () => {
    const before = await count();
    for (const op of [add, save]) await expect(run(op, U, { data: { pf: -5, notAField: { a: 1 } } })).rejects.toMatchObject({ httpStatus: 400, message: BAD_SCORE });
    expect(await count()).toBe(before);
  });
});

describe("a node's data is always checked, through the engine route", () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  const post = <T = Saved>(url: string, payload: object) => call<T>(s.app, { method: 'POST', url, token: u, payload });
  const count = async () => Number((await s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('信用记录 refuses a score below 0 and a company name over 100 characters, storing nothing', async () => {
    const before = await count();
    const res = await post('/ks/monitor/record/save', { nodeId: 'credit-record-list', data: { pf: -5, notAField: { nested: true } } });
    expect([res.status, res.body.message]).toEqual([400, BAD_SCORE]);
    const long = await post('/ks/monitor/record/save', { nodeId: 'credit-record-list', data: { qymc: '企'.repeat(101), pf: -0.5 } });
    expect([long.status, long.body.message]).toEqual([400, '保存失败，请修改以下内容：企业名称最多100个字符；评分：不能为负数']);
    expect(await count()).toBe(before);
  });

  it('an empty 信用记录 is a draft that does not submit: 企业名称 is required', async () => {
    const saved = await post('/ks/monitor/record/save', { nodeId: 'credit-record-list', data: {} });
    expect(saved.status).toBe(200);
    const submitted = await post('/ks/monitor/submit', { nodeId: 'credit-record-list', id: saved.body.data.id, version: saved.body.data.version });
    expect([submitted.status, submitted.body.message]).toEqual([400, '提交失败，请修改以下内容：企业名称必填']);
    expect(await rowOf(s.ctx.db, saved.body.data.id)).toMatchObject({ status: 'draft' });
  });

  it('a node whose records no form describes refuses every save', async () => {
    // 信用记录 without its record form: a list keeping its own records with nothing to check them against.
    const row = await s.ctx.db.selectFrom('nodes').select(['config', 'version']).where('id', '=', 'credit-record-list').executeTakeFirstOrThrow();
    const { recordForm: _dropped, ...config } = JSON.parse(row.config) as Record<string, unknown>;
    await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(config), version: row.version + 1, updated_at: new Date().toISOString() }).where('id', '=', 'credit-record-list').execute();
    const before = await count();
    const res = await post('/ks/monitor/record/save', { nodeId: 'credit-record-list', data: { qymc: '华建工程有限公司' } });
    expect([res.status, res.body.message]).toEqual([400, NO_FORM_RULES]);
    expect(await count()).toBe(before);
  });
});
