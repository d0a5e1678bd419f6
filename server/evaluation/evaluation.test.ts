import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { hashPassword } from '../auth/password';
import type { ExpertDraw, RecheckAnswer } from '../../schemas/experts';
import type { RenderResult, ReviewProject, ReviewProjectRow, Sheet } from '../../schemas/evaluation';
import demo from '../../fixtures/evaluation/demo.json' with { type: 'json' };

// 专家评审 through its routes (docs/bidding.md "专家评审"), on SQLite or, with DATABASE_URL, PostgreSQL.
// A project of its own gets three bid files (records of trade-bd-file: two submitted or passed, one
// that fails 资审, and a draft that is no bidder) and a draw of two experts for a session already begun;
// two accounts are linked to the drawn experts the way the demo links expert1 ….

type Who = 'U' | 'D' | 'M' | 'A' | 'B' | 'X';

describe('专家评审 (/ks/trade/review/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  let project: string;
  const bid = { cheap: '', mid: '', dear: '' };
  const users = { A: 'u-test-expert-a', B: 'u-test-expert-b' };

  beforeAll(async () => {
    s = await startTestServer();
    const db = s.ctx.db;
    for (const who of ['U', 'D', 'M'] as const) tokens[who] = await s.login(who);
    const row = await db.selectFrom('records').select('id').where('node_id', '=', 'trade-project-list').where('enterprise_id', '=', 'ent-002').orderBy('id').executeTakeFirstOrThrow();
    project = row.id;
    const at = new Date().toISOString();
    const addBid = async (id: string, ent: string, owner: string, tbdw: string, tbbj: number, status: string) => {
      await db
        .insertInto('records')
        .values({ id, node_id: 'trade-bd-file', system_coding: 'trade_service', enterprise_id: ent, owner_user_id: owner, status, version: 1, created_at: at, updated_at: at, submitted_by: owner, assignee_id: null, audit_reason: null, spread_at: null, sent_at: null, data: JSON.stringify({ xmId: project, xmmc: 'x', tbdw, tbbj }) })
        .execute();
      return id;
    };
    bid.mid = await addBid('test-bd-mid', 'ent-001', 'u-enterprise', '华建工程有限公司', 1_000_000, 'submitted');
    bid.cheap = await addBid('test-bd-cheap', 'ent-002', 'u-enterprise2', '秦川建设集团', 900_000, 'passed');
    bid.dear = await addBid('test-bd-dear', 'ent-003', 'u-enterprise2', '长安造价咨询有限公司', 1_100_000, 'submitted');
    await addBid('test-bd-draft', 'ent-001', 'u-enterprise', '华建工程有限公司', 1, 'draft');
    const drawn = await call<ExpertDraw>(s.app, {
      method: 'POST',
      url: '/ks/expert/draw/add',
      token: tokens.M,
      payload: { projectId: project, sessionStart: '2020-03-01T01:00:00.000Z', sessionEnd: '2020-03-01T05:00:00.000Z', specialty: 'sl', count: 2, bidders: [] },
    });
    expect(drawn.status).toBe(200);
    const [a, b] = drawn.body.data.experts.map((e) => e.expertId);
    for (const [who, expertId] of [['A', a], ['B', b]] as const) {
      await db.insertInto('users').values({ id: users[who], username: `testexpert${who.toLowerCase()}`, user_name: `专家${who}`, password_hash: await hashPassword('Expert@2026x'), login_role_type: 'U', enterprise_id: null, photo: '', code_status: 1, practicing_status: '{"abnormal":false,"practiceDetails":[]}', disabled: 0, created_at: at }).execute();
      await db.insertInto('evaluation_experts').values({ user_id: users[who], expert_id: expertId }).execute();
      tokens[who] = await s.login({ username: `testexpert${who.toLowerCase()}`, password: 'Expert@2026x' });
    }
    tokens.X = await s.login({ username: demo.experts[0].username, password: demo.experts[0].password });
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });
  const save = (who: Who, bidId: string, part: string, scores: Record<string, unknown>, submit = false) =>
    post<Sheet>(who, `/ks/trade/review/sheet/${submit ? 'submit' : 'save'}`, { xmId: project, bidId, part, scores });
  const pass = { zz: 'pass', yj: 'pass', xy: 'pass' };

  it('an expert lists only the projects they were drawn for, with the bidders (drafts are no bidders); others are refused', async () => {
    const mine = await post<ReviewProjectRow[]>('A', '/ks/trade/review/projects', {});
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((p) => p.xmId)).toEqual([project]);
    expect(mine.body.data[0]).toMatchObject({ bidders: 3, submitted: 0, total: 9 });
    const detail = await post<ReviewProject>('A', '/ks/trade/review/project', { xmId: project });
    expect(detail.body.data.bids.map((b) => b.tbdw)).toEqual(['秦川建设集团', '华建工程有限公司', '长安造价咨询有限公司']);
    expect(detail.body.data.experts.map((e) => e.userId)).toEqual([users.A]);
    // the demo's expert1 was drawn for the demo project only
    const other = await post('X', '/ks/trade/review/project', { xmId: project });
    expect([other.status, other.body.message]).toEqual([403, '您未被抽取为该项目的评审专家']);
    const ent = await post('U', '/ks/trade/review/projects', {});
    expect([ent.status, ent.body.message]).toEqual([403, '当前账号不是评审专家']);
    expect((await post('D', '/ks/trade/review/projects', {})).status).toBe(403);
    const unknown = await post('A', '/ks/trade/review/sheet', { xmId: project, bidId: 'test-bd-draft', part: 'ZS' });
    expect([unknown.status, unknown.body.message]).toEqual([404, '该投标文件不在本项目的评审范围内']);
  });

  it("an expert can neither read nor change another expert's sheet; administrators read anybody's", async () => {
    const saved = await save('A', bid.mid, 'JS', { sgfa: 15 });
    expect([saved.status, saved.body.message, saved.body.data.state, saved.body.data.total]).toEqual([200, '已保存', 'draft', 15]);
    const peek = await post('B', '/ks/trade/review/sheet', { xmId: project, bidId: bid.mid, part: 'JS', expertUserId: users.A });
    expect([peek.status, peek.body.message]).toEqual([403, '不能查看或修改其他专家的评分表']);
    const own = await post<Sheet>('B', '/ks/trade/review/sheet', { xmId: project, bidId: bid.mid, part: 'JS' });
    expect([own.body.data.state, own.body.data.scores, own.body.data.expertUserId]).toEqual(['none', {}, users.B]);
    // B's save writes B's own sheet, never A's
    await save('B', bid.mid, 'JS', { sgfa: 3 });
    const adminRead = await post<Sheet>('M', '/ks/trade/review/sheet', { xmId: project, bidId: bid.mid, part: 'JS', expertUserId: users.A });
    expect([adminRead.status, adminRead.body.data.scores]).toEqual([200, { sgfa: 15 }]);
    const bProject = await post<ReviewProject>('B', '/ks/trade/review/project', { xmId: project });
    expect(bProject.body.data.sheets.every((x) => x.expertUserId === users.B)).toBe(true);
  });

  it('checks the scores: range, pass/fail, the computed price item, completeness on submit', async () => {
    const over = await save('A', bid.mid, 'JS', { sgfa: 21 });
    expect([over.status, over.body.message]).toEqual([400, '评分项「施工方案与技术措施」的分值须在 0 到 20 之间']);
    const zs = await save('A', bid.mid, 'ZS', { zz: 3 });
    expect([zs.status, zs.body.message]).toEqual([400, '评分项「资质证书符合要求」只能选择合格或不合格']);
    const price = await save('A', bid.mid, 'SW', { jg: 40 });
    expect([price.status, price.body.message]).toEqual([400, '评分项「投标报价得分」按投标报价自动计算，不能填写']);
    const early = await save('A', bid.mid, 'JS', { zljd: 10 }, true);
    expect([early.status, early.body.message]).toEqual([400, '请完成评分项「安全文明施工措施」后再提交']);
    const sw = await post<Sheet>('A', '/ks/trade/review/sheet', { xmId: project, bidId: bid.mid, part: 'SW' });
    expect(sw.body.data.scores).toEqual({ jg: 36 }); // 40 × 900000 / 1000000
  });

  it('a submitted sheet is locked: save and submit are refused with a message, the scores stay', async () => {
    const done = await save('A', bid.mid, 'JS', { zljd: 10, aqwm: 10 }, true);
    expect([done.status, done.body.message, done.body.data.state, done.body.data.total]).toEqual([200, '已提交', 'submitted', 35]);
    for (const submit of [false, true]) {
      const again = await save('A', bid.mid, 'JS', { sgfa: 1 }, submit);
      expect([again.status, again.body.message]).toEqual([409, '评分表已提交，不能再修改']);
    }
    const read = await post<Sheet>('A', '/ks/trade/review/sheet', { xmId: project, bidId: bid.mid, part: 'JS' });
    expect([read.body.data.state, read.body.data.scores]).toEqual(['submitted', { sgfa: 15, zljd: 10, aqwm: 10 }]);
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'user_id']).where('target_type', '=', 'evaluation-sheet').where('user_id', '=', users.A).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['evaluation.save', 'evaluation.submit']);
  });

  it('ranks: 资审 fails out, total = average technical + commercial, ties go to the lower price; bidders read only their own row', async () => {
    const early = await post('M', '/ks/trade/review/render-result', { xmId: project });
    expect([early.status, early.body.message]).toEqual([400, '尚有 17 份评分表未提交，暂不能生成评审结果']);
    // B: mid JS 3+12+10 = 25 → A 35, B 25: JS average 30; cheap: 13+8+5 = 26 both → 26
    await save('B', bid.mid, 'JS', { zljd: 12, aqwm: 10 }, true);
    for (const who of ['A', 'B'] as const) {
      await save(who, bid.cheap, 'JS', { sgfa: 13, zljd: 8, aqwm: 5 }, true);
      await save(who, bid.dear, 'JS', { sgfa: 20, zljd: 15, aqwm: 15 }, true);
      await save(who, bid.mid, 'ZS', pass, true);
      await save(who, bid.cheap, 'ZS', pass, true);
      await save(who, bid.dear, 'ZS', { ...pass, yj: 'fail' }, true);
      // SW: price 36 (mid) and 40 (cheap) + 企业信誉 → mid 36+8 = 44, cheap 40+8 = 48: totals 74 = 74
      await save(who, bid.mid, 'SW', { xy: 8 }, true);
      await save(who, bid.cheap, 'SW', { xy: 8 }, true);
      await save(who, bid.dear, 'SW', { xy: 10 }, true);
    }
    const result = await post<RenderResult>('M', '/ks/trade/review/render-result', { xmId: project });
    expect([result.status, result.body.message]).toEqual([200, '评审结果已生成']);
    expect(result.body.data.rows.map((r) => [r.rank, r.tbdw, r.qualified, r.technical, r.commercial, r.total])).toEqual([
      [1, '秦川建设集团', true, 26, 48, 74],
      [2, '华建工程有限公司', true, 30, 44, 74],
      [null, '长安造价咨询有限公司', false, 50, 42.73, 92.73],
    ]);
    const ent = await post<RenderResult>('U', '/ks/trade/review/render-result', { xmId: project });
    expect([ent.status, ent.body.data.rows.map((r) => [r.rank, r.tbdw])]).toEqual([200, [[2, '华建工程有限公司']]]);
    expect((await post('D', '/ks/trade/review/render-result', { xmId: project })).status).toBe(403);
    expect((await post('A', '/ks/trade/review/render-result', { xmId: project })).status).toBe(403);
    const progress = await post<ReviewProject>('M', '/ks/trade/review/project', { xmId: project });
    expect(progress.body.data.project).toMatchObject({ submitted: 18, total: 18 });
    const log = await s.ctx.db.selectFrom('op_log').select('action').where('target_id', '=', project).where('action', '=', 'evaluation.render').execute();
    expect(log).toHaveLength(1);
  });

  it('the template is the administrators\' until the first sheet; experts may not change it', async () => {
    const template = { ZS: [{ key: 'zz', name: '资质' }], JS: [{ key: 'a', name: '方案', max: 60 }], SW: [{ key: 'jg', name: '报价', max: 40, kind: 'price' }] };
    const locked = await post('M', '/ks/trade/review/template/save', { xmId: project, template });
    expect([locked.status, locked.body.message]).toEqual([409, '已有专家开始评分，评分表模板不能再修改']);
    expect((await post('A', '/ks/trade/review/template/save', { xmId: project, template })).status).toBe(403);
    const fresh = (await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'trade-project-list').where('id', '!=', project).where('id', '!=', demo.project).orderBy('id').executeTakeFirstOrThrow()).id;
    const saved = await post('M', '/ks/trade/review/template/save', { xmId: fresh, template });
    expect([saved.status, saved.body.message, saved.body.data]).toEqual([200, '评分表模板已保存', template]);
    // eight first saves of another project at once: each is stored, none collides (PostgreSQL answered one 500)
    const other = (await s.ctx.db.selectFrom('records').select('id').where('node_id', '=', 'trade-project-list').where('id', 'not in', [project, demo.project, fresh]).orderBy('id').executeTakeFirstOrThrow()).id;
    const many = await Promise.all(Array.from({ length: 8 }, () => post('M', '/ks/trade/review/template/save', { xmId: other, template })));
    expect(many.map((a) => a.status)).toEqual(Array(8).fill(200));
  });

  it('the demo: expert accounts linked to the experts of a stored draw that 复核 finds 一致, and a finished evaluation when the project has bids', async () => {
    const mine = await post<ReviewProjectRow[]>('X', '/ks/trade/review/projects', {});
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    const xmId = mine.body.data[0].xmId;
    const draws = await post<ExpertDraw[]>('M', '/ks/expert/draw/list', { projectId: xmId });
    const check = await post<RecheckAnswer>('M', '/ks/expert/draw/recheck', { drawId: draws.body.data[0].id });
    expect(check.body.data.consistent).toBe(true);
    const linked = await s.ctx.db.selectFrom('evaluation_experts').select('expert_id').where('user_id', 'like', 'u-expert%').orderBy('user_id').execute();
    expect(linked.map((l) => l.expert_id)).toEqual(draws.body.data[0].steps[0].picked);
    if (mine.body.data[0].bidders > 0) {
      expect(mine.body.data[0].submitted).toBe(mine.body.data[0].total);
      const stored = await s.ctx.db.selectFrom('evaluation_results').select('result').where('project_id', '=', xmId).executeTakeFirstOrThrow();
      expect((JSON.parse(stored.result) as RenderResult).rows[0].rank).toBe(1);
    }
  });
});
