import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import type { BidStepProjects, BidStepState, SignInList } from '../../schemas/bid-steps';

// 开标步骤 through its routes (docs/bidding.md "开标步骤"), on SQLite or, with DATABASE_URL,
// PostgreSQL (each test server has a database of its own). The demo project 0004 (华建's, ent-001)
// is part-way: at 专家签到 with the first three steps stored; the other tests walk a fresh project.

type Who = 'U' | 'U2' | 'D' | 'M';
const DEMO = 'trade-project-list-0004';

describe('开标步骤 (/ks/bid/steps/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  let fresh: string; // another project of 华建, never moved
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
    const row = await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'trade-project-list').where('enterprise_id', '=', 'ent-001').where('id', '!=', DEMO).orderBy('id').executeTakeFirstOrThrow();
    fresh = row.id;
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });
  const state = (who: Who, xmId: string) => post<BidStepState>(who, '/ks/bid/steps/state', { xmId });
  const save = (xmId: string, step: string, data: Record<string, unknown>, who: Who = 'M') => post<BidStepState>(who, '/ks/bid/steps/save', { xmId, step, data });
  const move = (xmId: string, from: string, to: string, who: Who = 'M') => post<BidStepState>(who, '/ks/bid/steps/move', { xmId, from, to });
  const signIns = (xmId: string, who: Who = 'M') => post<SignInList>(who, '/ks/bid/steps/sign-ins', { xmId });
  const signIn = (xmId: string, kind: 'bidder' | 'expert', id: string, signedIn = true, who: Who = 'M') => post<SignInList>(who, '/ks/bid/steps/sign-in', { xmId, kind, id, signedIn });
  const log = (xmId: string) => s.ctx.db.selectFrom('op_log').select(['action', 'role', 'detail', 'ok']).where('target_id', '=', xmId).where('action', 'like', 'bidstep.%').orderBy('id').execute();

  it('the demo project is part-way: at 专家签到, the first three steps stored, three moves', async () => {
    const a = await state('M', DEMO);
    expect(a.status).toBe(200);
    expect(a.body.data.current).toBe('bidSignZj');
    // the three stored, and the current sign-in step with the server's count (nobody signed in yet)
    expect(Object.keys(a.body.data.values).sort()).toEqual(['bidBegin', 'bidSign', 'bidSignSw', 'bidSignZj']);
    expect(a.body.data.values.bidSign.qdrs).toBe(3); // the demo's three bidders signed in
    expect(a.body.data.values.bidSignZj.zjqdrs).toBe(0);
    expect(a.body.data.moves.map((m) => `${m.from}→${m.to}`)).toEqual(['bidSignSw→bidSignZj', 'bidSign→bidSignSw', 'bidBegin→bidSign']);
    const config = a.body.data.config as { steps: { key: string; title: string; formNodeId: string }[] };
    expect(config.steps.map((x) => x.key)).toEqual(['bidBegin', 'bidSign', 'bidSignSw', 'bidSignZj', 'bidDoc', 'bidMethod', 'bidMethodJs', 'bidMethodSw', 'bidReview', 'bidReviewSw', 'bidResult', 'bidOverview', 'zjInfo']);
    // every step's form comes with the state (an ordinary form node)
    for (const x of config.steps) expect((a.body.data.forms[x.formNodeId] as { kind: string }).kind).toBe('form');
    expect(a.body.data.canMove).toBe(true);
  });

  it('refuses 下一步 with the failing rule’s message until the stored values pass; the rules read what the server stored, not the request', async () => {
    expect((await state('M', fresh)).body.data.current).toBe('bidBegin');
    const refused = await move(fresh, 'bidBegin', 'bidSign');
    expect([refused.status, refused.body.message]).toEqual([400, '请填写开标时间']);
    await save(fresh, 'bidBegin', { kbsj: '2026-12-09 09:00', kbdd: '第二开标室' });
    expect((await move(fresh, 'bidBegin', 'bidSign')).body.message).toBe('请填写开标主持人');
    await save(fresh, 'bidBegin', { kbsj: '2026-12-09 09:00', kbdd: '第二开标室', zcr: '王强' });
    const moved = await move(fresh, 'bidBegin', 'bidSign');
    expect([moved.status, moved.body.message, moved.body.data.current]).toEqual([200, '已进入「投标人签到」', 'bidSign']);

    // 投标人签到 counts the project's real bidders who signed in: a typed number changes nothing
    const at = new Date().toISOString();
    const bid = (id: string, tbdw: string, status: string) =>
      s.ctx.db
        .insertInto('records')
        .values({ id, node_id: 'trade-bd-file', system_coding: 'trade_service', enterprise_id: 'ent-001', owner_user_id: 'u-enterprise', status, version: 1, created_at: at, updated_at: at, submitted_by: 'u-enterprise', assignee_id: null, audit_reason: null, spread_at: null, sent_at: null, data: JSON.stringify({ xmId: fresh, xmmc: 'x', tbdw, tbbj: 100 }) })
        .execute();
    await bid('st-bd-1', '甲建设', 'submitted');
    await bid('st-bd-2', '乙建设', 'passed');
    await bid('st-bd-3', '丙建设', 'submitted');
    await bid('st-bd-draft', '丁建设', 'draft'); // a draft is no bidder
    const listed = await signIns(fresh);
    expect(listed.body.data.bidders.map((b) => [b.name, b.signedIn]).sort()).toEqual([['丙建设', false], ['乙建设', false], ['甲建设', false]]);
    const one = await signIn(fresh, 'bidder', 'st-bd-1');
    expect([one.status, one.body.message]).toEqual([200, '甲建设已签到']);
    expect(one.body.data.bidders.find((b) => b.id === 'st-bd-1')).toMatchObject({ signedIn: true, signedAt: expect.any(String), signedBy: expect.any(String) });
    await signIn(fresh, 'bidder', 'st-bd-2');
    expect((await signIn(fresh, 'bidder', 'st-bd-draft')).body.message).toBe('该投标人不是本项目的投标人');
    await save(fresh, 'bidSign', { qdrs: 99, qdqk: '手填的人数不算' });
    expect((await state('M', fresh)).body.data.values.bidSign).toEqual({ qdrs: 2, qdqk: '手填的人数不算' });
    expect((await move(fresh, 'bidSign', 'bidSignSw')).body.message).toBe('签到的投标人不足3家，依法不得开标');
    await signIn(fresh, 'bidder', 'st-bd-3');
    await signIn(fresh, 'bidder', 'st-bd-1', false);
    expect((await move(fresh, 'bidSign', 'bidSignSw')).body.message).toBe('签到的投标人不足3家，依法不得开标');
    await signIn(fresh, 'bidder', 'st-bd-1');
    expect((await move(fresh, 'bidSign', 'bidSignSw')).body.data.current).toBe('bidSignSw');
    // the step left keeps its count; sign-in is over once the step is left
    expect((await state('M', fresh)).body.data.values.bidSign.qdrs).toBe(3);
    const late = await signIn(fresh, 'bidder', 'st-bd-1', false);
    expect([late.status, late.body.message]).toEqual([409, '只能在「投标人签到」步骤办理签到']);

    const rows = await log(fresh);
    expect(rows.map((r) => [r.action, r.ok, JSON.parse(r.detail).refused ?? null])).toEqual([
      ['bidstep.move', 0, '请填写开标时间'],
      ['bidstep.save', 1, null],
      ['bidstep.move', 0, '请填写开标主持人'],
      ['bidstep.save', 1, null],
      ['bidstep.move', 1, null],
      ['bidstep.sign-in', 1, null],
      ['bidstep.sign-in', 1, null],
      ['bidstep.save', 1, null],
      ['bidstep.move', 0, '签到的投标人不足3家，依法不得开标'],
      ['bidstep.sign-in', 1, null],
      ['bidstep.sign-in', 1, null],
      ['bidstep.move', 0, '签到的投标人不足3家，依法不得开标'],
      ['bidstep.sign-in', 1, null],
      ['bidstep.move', 1, null],
    ]);
    expect(rows.every((r) => r.role === 'M')).toBe(true);
  });

  it('moves one step forward only, from the current step; saves only the current step; administrators go back', async () => {
    // the demo project is at bidSignZj
    expect((await move(DEMO, 'bidSignZj', 'bidMethod')).body.message).toBe('只能进入下一步');
    const stale = await move(DEMO, 'bidSign', 'bidSignSw');
    expect([stale.status, stale.body.message]).toEqual([409, '当前步骤是「专家签到」，请刷新后重试']);
    expect((await save(DEMO, 'bidDoc', { mfjc: '1' })).body.message).toBe('只能填写当前步骤');
    expect((await move(DEMO, 'bidSignZj', 'nope')).body.message).toBe('开标步骤中没有「nope」');
    const back = await move(DEMO, 'bidSignZj', 'bidSignSw');
    expect([back.status, back.body.data.current]).toEqual([200, 'bidSignSw']);
    // forward again: the stored values of 商务签到 still pass
    expect((await move(DEMO, 'bidSignSw', 'bidSignZj')).body.data.current).toBe('bidSignZj');
    const moves = (await state('M', DEMO)).body.data.moves;
    expect(moves.slice(0, 2).map((m) => `${m.from}→${m.to}`)).toEqual(['bidSignSw→bidSignZj', 'bidSignZj→bidSignSw']);
  });

  it('the project’s enterprise and developers read; nobody else; only administrators save and move', async () => {
    expect((await state('U', DEMO)).body.data.canMove).toBe(false);
    expect((await state('D', DEMO)).status).toBe(200);
    const other = await state('U2', DEMO);
    expect([other.status, other.body.message]).toEqual([404, '项目不存在或无权查看']);
    expect((await move(DEMO, 'bidSignZj', 'bidDoc', 'U')).status).toBe(403);
    expect((await move(DEMO, 'bidSignZj', 'bidDoc', 'D')).status).toBe(403);
    expect((await save(DEMO, 'bidSignZj', { zjqdrs: 5 }, 'U')).status).toBe(403);
    expect((await signIns(DEMO, 'U')).status).toBe(200);
    expect((await signIns(DEMO, 'U2')).status).toBe(404);
    const expertId = (await signIns(DEMO)).body.data.experts[0].id;
    expect((await signIn(DEMO, 'expert', expertId, true, 'U')).status).toBe(403);
    expect((await signIn(DEMO, 'expert', expertId, true, 'D')).status).toBe(403);
    expect((await state('M', 'no-such-project')).status).toBe(404);
  });

  it('开标大厅 lists the projects the caller may read with their current step', async () => {
    const mine = await post<BidStepProjects>('U', '/ks/bid/steps/projects', { xmmc: '', pageSize: 100 });
    expect(mine.status).toBe(200);
    const demo = mine.body.data.records.find((r) => r.xmId === DEMO);
    expect(demo).toMatchObject({ current: 'bidSignZj', currentTitle: '专家签到', index: 4, total: 13 });
    const theirs = await post<BidStepProjects>('U2', '/ks/bid/steps/projects', { pageSize: 100 });
    expect(theirs.body.data.records.some((r) => r.xmId === DEMO)).toBe(false);
    const all = await post<BidStepProjects>('M', '/ks/bid/steps/projects', {});
    expect(all.body.data.total).toBeGreaterThan(mine.body.data.total);
  });

  it('two administrators moving at once: exactly one move wins', async () => {
    const x = (await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'trade-project-list').where('id', 'not in', [DEMO, fresh]).orderBy('id').executeTakeFirstOrThrow()).id;
    await save(x, 'bidBegin', { kbsj: '2026-12-10 09:00', zcr: '赵六' });
    const answers = await Promise.all([move(x, 'bidBegin', 'bidSign'), move(x, 'bidBegin', 'bidSign')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const moves = await s.ctx.db.selectFrom('bid_step_moves').selectAll().where('project_id', '=', x).execute();
    expect(moves).toHaveLength(1);
  });

  it('专家签到 counts the drawn experts who signed in: fewer than three refuse, three move on', async () => {
    const list = (await signIns(DEMO)).body.data;
    expect(list.experts).toHaveLength(3); // the demo draw's three experts, by name
    expect(list.experts.every((e) => e.name && !e.signedIn)).toBe(true);
    expect((await signIn(DEMO, 'expert', 'no-such-expert')).body.message).toBe('该专家不是本项目抽取的评标专家');
    const late = await signIn(DEMO, 'bidder', list.bidders[0].id);
    expect([late.status, late.body.message]).toEqual([409, '只能在「投标人签到」步骤办理签到']);
    for (const e of list.experts.slice(0, 2)) await signIn(DEMO, 'expert', e.id);
    expect((await state('M', DEMO)).body.data.values.bidSignZj.zjqdrs).toBe(2);
    expect((await move(DEMO, 'bidSignZj', 'bidDoc')).body.message).toBe('签到的评标专家不足3人，不能组成评标委员会');
    await signIn(DEMO, 'expert', list.experts[2].id);
    const moved = await move(DEMO, 'bidSignZj', 'bidDoc');
    expect([moved.status, moved.body.data.current, moved.body.data.values.bidSignZj.zjqdrs]).toEqual([200, 'bidDoc', 3]);
  });
});
