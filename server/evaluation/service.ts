import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { parseData } from '../db/repos/records';
import {
  DEFAULT_TEMPLATE,
  EVALUATION_MESSAGES as MSG,
  type Bid,
  type EvaluationTemplate,
  type RenderResult,
  type ReviewProject,
  type ReviewProjectRow,
  type Scores,
  type Sheet,
  type SheetBody,
  type SheetSaveBody,
} from '../../schemas/evaluation';
import { rank, scoreProblem, sheetOutcome, withPrices } from './score';

/**
 * 专家评审 (issue 49; docs/bidding.md "专家评审 Evaluation by experts"). An expert is a login account
 * of role U linked to a pool expert (evaluation_experts); they reach the projects whose stored draw
 * has them drawn (expert_draw_members, state drawn), and on each every bidder's files — the
 * submitted or passed records of trade-bd-file whose xmId is the project. The routes check the role;
 * this checks the rest.
 */

type Db = Kysely<Database>;
const SYSTEM = 'trade_service';
/** 投标文件 (contract of issue 49; built by the bid-file part) */
export const BID_NODE = 'trade-bd-file';
export const PROJECT_NODE = 'trade-project-list';
const PARTS = ['ZS', 'JS', 'SW'] as const;
const actorOf = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

interface ProjectFacts {
  id: string;
  xmmc: string;
  xmbh: string;
  enterpriseId: string | null;
  sessionStart: string;
  sessionEnd: string;
  /** the drawn experts who have an account: user id → name */
  experts: { userId: string; expertId: string; name: string }[];
}

/** Whether the account is an expert's (linked to a pool expert): what shows them the experts' menu. */
export async function isExpertAccount(db: Db, user: SessionUser): Promise<boolean> {
  if (user.role !== 'U') return false;
  return !!(await db.selectFrom('evaluation_experts').select('expert_id').where('user_id', '=', user.id).executeTakeFirst());
}

async function expertOf(db: Db, user: SessionUser): Promise<string> {
  if (user.role !== 'U') throw forbidden(MSG.notExpert);
  const row = await db.selectFrom('evaluation_experts').select('expert_id').where('user_id', '=', user.id).executeTakeFirst();
  if (!row) throw forbidden(MSG.notExpert);
  return row.expert_id;
}

async function projectFacts(db: Db, xmId: string): Promise<ProjectFacts> {
  const project = await db.selectFrom('records').select(['id', 'data', 'enterprise_id']).where('node_id', '=', PROJECT_NODE).where('id', '=', xmId).executeTakeFirst();
  if (!project) throw notFound(MSG.noProject);
  const members = await db
    .selectFrom('expert_draw_members')
    .innerJoin('evaluation_experts', 'evaluation_experts.expert_id', 'expert_draw_members.expert_id')
    .innerJoin('users', 'users.id', 'evaluation_experts.user_id')
    .select(['evaluation_experts.user_id', 'expert_draw_members.expert_id', 'users.user_name', 'expert_draw_members.session_start', 'expert_draw_members.session_end'])
    .where('expert_draw_members.project_id', '=', xmId)
    .where('expert_draw_members.state', '=', 'drawn')
    .orderBy('expert_draw_members.step')
    .orderBy('expert_draw_members.expert_id')
    .execute();
  const sessions = await db.selectFrom('expert_draws').select(['session_start', 'session_end']).where('project_id', '=', xmId).orderBy('session_start').execute();
  const data = parseData(project.data);
  const seen = new Set<string>();
  const experts = members.filter((m) => !seen.has(m.user_id) && seen.add(m.user_id)).map((m) => ({ userId: m.user_id, expertId: m.expert_id, name: m.user_name }));
  return {
    id: project.id,
    xmmc: String(data.xmmc ?? ''),
    xmbh: String(data.xmbh ?? ''),
    enterpriseId: project.enterprise_id,
    sessionStart: sessions[0]?.session_start ?? '',
    sessionEnd: sessions[sessions.length - 1]?.session_end ?? '',
    experts,
  };
}

/** The bidders: submitted or passed bid files of the project, by price then id. */
export async function bidsOf(db: Db, xmId: string): Promise<(Bid & { enterpriseId: string | null })[]> {
  const rows = await db.selectFrom('records').select(['id', 'data', 'enterprise_id']).where('node_id', '=', BID_NODE).where('status', 'in', ['submitted', 'passed']).execute();
  return rows
    .map((r) => ({ r, d: parseData(r.data) }))
    .filter(({ d }) => String(d.xmId ?? '') === xmId)
    .map(({ r, d }) => ({ bidId: r.id, tbdw: String(d.tbdw ?? ''), tbbj: Number(d.tbbj) || 0, enterpriseId: r.enterprise_id }))
    .sort((a, b) => a.tbbj - b.tbbj || (a.bidId < b.bidId ? -1 : 1));
}

export async function templateOf(db: Db, xmId: string): Promise<EvaluationTemplate> {
  const row = await db.selectFrom('evaluation_templates').select('template').where('project_id', '=', xmId).executeTakeFirst();
  return row ? (JSON.parse(row.template) as EvaluationTemplate) : DEFAULT_TEMPLATE;
}

/** The project as an expert may work on it: drawn for it, and the session begun for writes. */
async function expertProject(db: Db, user: SessionUser, xmId: string, write: boolean): Promise<ProjectFacts> {
  const expertId = await expertOf(db, user);
  const facts = await projectFacts(db, xmId);
  if (!facts.experts.some((e) => e.userId === user.id && e.expertId === expertId)) throw forbidden(MSG.notDrawn);
  if (write && nowIso() < facts.sessionStart) throw badRequest(MSG.notStarted);
  return facts;
}

/** The project as the caller reviews it (评审文件): an expert drawn on it, or an administrator; the drawn experts with accounts. */
export async function reviewerProject(db: Db, user: SessionUser, xmId: string): Promise<Pick<ProjectFacts, 'id' | 'xmmc' | 'experts'>> {
  if (user.role === 'M') return projectFacts(db, xmId);
  return expertProject(db, user, xmId, false);
}

function sheetsOwed(facts: ProjectFacts, bids: number): number {
  return facts.experts.length * bids * PARTS.length;
}

/** POST /ks/trade/review/projects: an expert's projects (我的评审项目); administrators: every project with a draw. */
export async function reviewProjects(db: Db, user: SessionUser): Promise<ReviewProjectRow[]> {
  let ids: string[];
  if (user.role === 'M') {
    ids = [...new Set((await db.selectFrom('expert_draws').select('project_id').orderBy('created_at', 'desc').execute()).map((r) => r.project_id))];
  } else {
    const expertId = await expertOf(db, user);
    ids = [...new Set((await db.selectFrom('expert_draw_members').select('project_id').where('expert_id', '=', expertId).where('state', '=', 'drawn').execute()).map((r) => r.project_id))];
  }
  const out: ReviewProjectRow[] = [];
  for (const id of ids) {
    const facts = await projectFacts(db, id).catch((e: unknown) => (e instanceof ApiError ? null : Promise.reject(e)));
    if (!facts) continue;
    const bids = await bidsOf(db, id);
    let q = db.selectFrom('evaluation_sheets').select((eb) => eb.fn.countAll<number>().as('n')).where('project_id', '=', id).where('state', '=', 'submitted');
    if (user.role !== 'M') q = q.where('user_id', '=', user.id);
    const submitted = Number((await q.executeTakeFirst())?.n ?? 0);
    const total = user.role === 'M' ? sheetsOwed(facts, bids.length) : bids.length * PARTS.length;
    out.push({ xmId: id, xmmc: facts.xmmc, xmbh: facts.xmbh, sessionStart: facts.sessionStart, sessionEnd: facts.sessionEnd, bidders: bids.length, submitted, total });
  }
  return out.sort((a, b) => (a.sessionStart < b.sessionStart ? 1 : a.sessionStart > b.sessionStart ? -1 : 0));
}

/** POST /ks/trade/review/project: template, bidders, experts and the sheets' states. */
export async function reviewProject(db: Db, user: SessionUser, xmId: string): Promise<ReviewProject> {
  const facts = user.role === 'M' ? await projectFacts(db, xmId) : await expertProject(db, user, xmId, false);
  const [bids, template] = await Promise.all([bidsOf(db, xmId), templateOf(db, xmId)]);
  let q = db.selectFrom('evaluation_sheets').selectAll().where('project_id', '=', xmId);
  if (user.role !== 'M') q = q.where('user_id', '=', user.id);
  const rows = await q.execute();
  const sheets = rows.map((r) => {
    const bid = bids.find((b) => b.bidId === r.bid_id);
    const items = template[r.part as 'ZS'];
    const scores = r.part === 'SW' && bid ? withPrices(items, JSON.parse(r.scores) as Scores, bid, bids) : (JSON.parse(r.scores) as Scores);
    const o = sheetOutcome(r.part, items, scores);
    return { bidId: r.bid_id, part: r.part, expertUserId: r.user_id, state: r.state === 'submitted' ? ('submitted' as const) : ('draft' as const), total: r.part === 'ZS' ? (o.passed === null ? null : o.passed ? 1 : 0) : o.total };
  });
  const project: ReviewProjectRow = {
    xmId,
    xmmc: facts.xmmc,
    xmbh: facts.xmbh,
    sessionStart: facts.sessionStart,
    sessionEnd: facts.sessionEnd,
    bidders: bids.length,
    submitted: sheets.filter((s) => s.state === 'submitted').length,
    total: user.role === 'M' ? sheetsOwed(facts, bids.length) : bids.length * PARTS.length,
  };
  return {
    project,
    template,
    bids: bids.map(({ bidId, tbdw, tbbj }) => ({ bidId, tbdw, tbbj })),
    experts: user.role === 'M' ? facts.experts.map((e) => ({ userId: e.userId, name: e.name })) : facts.experts.filter((e) => e.userId === user.id).map((e) => ({ userId: e.userId, name: e.name })),
    sheets,
  };
}

async function bidIn(db: Db, xmId: string, bidId: string) {
  const bids = await bidsOf(db, xmId);
  const bid = bids.find((b) => b.bidId === bidId);
  if (!bid) throw notFound(MSG.noBid);
  return { bid, bids };
}

/** POST /ks/trade/review/sheet: the caller's own sheet (experts), anybody's (administrators, naming expertUserId). */
export async function readSheet(db: Db, user: SessionUser, body: SheetBody): Promise<Sheet> {
  let userId = user.id;
  let facts: ProjectFacts;
  if (user.role === 'M') {
    facts = await projectFacts(db, body.xmId);
    userId = body.expertUserId ?? '';
    if (!facts.experts.some((e) => e.userId === userId)) throw notFound(MSG.notDrawn);
  } else {
    if (body.expertUserId !== undefined && body.expertUserId !== user.id) throw forbidden(MSG.notYours);
    facts = await expertProject(db, user, body.xmId, false);
  }
  const { bid, bids } = await bidIn(db, body.xmId, body.bidId);
  const template = await templateOf(db, body.xmId);
  const row = await db.selectFrom('evaluation_sheets').selectAll().where('project_id', '=', body.xmId).where('user_id', '=', userId).where('bid_id', '=', body.bidId).where('part', '=', body.part).executeTakeFirst();
  const items = template[body.part];
  const stored = row ? (JSON.parse(row.scores) as Scores) : {};
  const scores = body.part === 'SW' ? withPrices(items, stored, bid, bids) : stored;
  const o = sheetOutcome(body.part, items, scores);
  return {
    xmId: body.xmId,
    bidId: body.bidId,
    part: body.part,
    expertUserId: userId,
    expertName: facts.experts.find((e) => e.userId === userId)?.name ?? '',
    state: row ? (row.state === 'submitted' ? 'submitted' : 'draft') : 'none',
    scores,
    total: o.total,
    passed: o.passed,
    updatedAt: row?.updated_at ?? null,
    submittedAt: row?.submitted_at ?? null,
  };
}

/** POST /ks/trade/review/sheet/save and …/submit: an expert's own sheet; a submitted one is locked. */
export async function writeSheet(db: Db, user: SessionUser, body: SheetSaveBody, submit: boolean): Promise<Sheet> {
  const facts = await expertProject(db, user, body.xmId, true);
  const me = facts.experts.find((e) => e.userId === user.id)!;
  const { bid, bids } = await bidIn(db, body.xmId, body.bidId);
  const template = await templateOf(db, body.xmId);
  const items = template[body.part];
  await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('evaluation_sheets').selectAll().where('project_id', '=', body.xmId).where('user_id', '=', user.id).where('bid_id', '=', body.bidId).where('part', '=', body.part).executeTakeFirst();
    if (row?.state === 'submitted') throw conflict(MSG.locked);
    const merged: Scores = { ...(row ? (JSON.parse(row.scores) as Scores) : {}), ...body.scores };
    for (const i of items) if (i.kind === 'price') delete merged[i.key];
    const problem = scoreProblem(body.part, items, body.scores, false) ?? scoreProblem(body.part, items, merged, submit);
    if (problem) throw badRequest(problem);
    const stored = body.part === 'SW' && submit ? withPrices(items, merged, bid, bids) : merged;
    const at = nowIso();
    const state = submit ? 'submitted' : 'draft';
    let id = row?.id;
    if (row) {
      const moved = await tx
        .updateTable('evaluation_sheets')
        .set({ scores: JSON.stringify(stored), state, version: Number(row.version) + 1, updated_at: at, submitted_at: submit ? at : null })
        .where('id', '=', row.id)
        .where('state', '=', 'draft')
        .where('version', '=', Number(row.version))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw conflict(MSG.locked);
    } else {
      id = crypto.randomUUID();
      try {
        await tx
          .insertInto('evaluation_sheets')
          .values({ id, project_id: body.xmId, bid_id: body.bidId, part: body.part, user_id: user.id, expert_id: me.expertId, scores: JSON.stringify(stored), state, version: 1, updated_at: at, submitted_at: submit ? at : null })
          .execute();
      } catch {
        throw conflict(MSG.locked);
      }
    }
    const o = sheetOutcome(body.part, items, body.part === 'SW' ? withPrices(items, merged, bid, bids) : merged);
    await writeOpLog(tx, actorOf(user), {
      action: submit ? 'evaluation.submit' : 'evaluation.save',
      targetType: 'evaluation-sheet',
      targetId: id!,
      gnCoding: SYSTEM,
      detail: { xmId: body.xmId, bidId: body.bidId, part: body.part, total: o.total, passed: o.passed },
    });
  });
  return readSheet(db, user, { xmId: body.xmId, bidId: body.bidId, part: body.part });
}

/** POST /ks/trade/review/template/save (administrators): the project's sheet template, until the first sheet is saved. */
export async function saveTemplate(db: Db, user: SessionUser, xmId: string, template: EvaluationTemplate): Promise<EvaluationTemplate> {
  await projectFacts(db, xmId);
  for (const part of PARTS) {
    const keys = template[part].map((i) => i.key);
    if (new Set(keys).size !== keys.length) throw badRequest(`${part} 评分项的编码不能重复`);
    for (const i of template[part]) {
      if (part === 'ZS' && (i.max !== undefined || i.kind)) throw badRequest(`资格审查评分项「${i.name}」只有合格与不合格，不设分值`);
      if (part !== 'ZS' && i.max === undefined) throw badRequest(`评分项「${i.name}」须设置满分`);
      if (part !== 'SW' && i.kind === 'price') throw badRequest(`只有商务评审可以设置报价得分项`);
    }
  }
  await db.transaction().execute(async (tx) => {
    const any = await tx.selectFrom('evaluation_sheets').select('id').where('project_id', '=', xmId).executeTakeFirst();
    if (any) throw conflict(MSG.templateLocked);
    const at = nowIso();
    const text = JSON.stringify(template);
    // One statement: an update-then-insert let two first saves of a project both insert (PostgreSQL: a 500, the fuzz suite)
    await tx
      .insertInto('evaluation_templates')
      .values({ project_id: xmId, template: text, updated_by: user.userName, updated_at: at })
      .onConflict((oc) => oc.column('project_id').doUpdateSet({ template: text, updated_by: user.userName, updated_at: at }))
      .execute();
    await writeOpLog(tx, actorOf(user), { action: 'evaluation.template', targetType: 'evaluation-template', targetId: xmId, gnCoding: SYSTEM, detail: { items: PARTS.map((p) => template[p].length) } });
  });
  return templateOf(db, xmId);
}

/** The ranking from every submitted sheet; refused while a sheet is missing. */
export async function computeResult(db: Db, xmId: string): Promise<RenderResult> {
  const facts = await projectFacts(db, xmId);
  const [bids, template] = await Promise.all([bidsOf(db, xmId), templateOf(db, xmId)]);
  const userIds = new Set(facts.experts.map((e) => e.userId));
  const bidIds = new Set(bids.map((b) => b.bidId));
  const rows = (await db.selectFrom('evaluation_sheets').selectAll().where('project_id', '=', xmId).where('state', '=', 'submitted').execute()).filter((r) => userIds.has(r.user_id) && bidIds.has(r.bid_id));
  const missing = sheetsOwed(facts, bids.length) - rows.length;
  if (!bids.length || !facts.experts.length) throw badRequest(MSG.nothingToRank);
  if (missing > 0) throw badRequest(MSG.notFinished(missing));
  const plain = bids.map(({ bidId, tbdw, tbbj }) => ({ bidId, tbdw, tbbj }));
  return { xmId, xmmc: facts.xmmc, renderedAt: nowIso(), rows: rank(template, plain, rows.map((r) => ({ bidId: r.bid_id, part: r.part, userId: r.user_id, scores: JSON.parse(r.scores) as Scores }))) };
}

/**
 * POST /ks/trade/review/render-result {xmId}: administrators rank the bidders (stored, op log
 * `evaluation.render`); a bidder's enterprise then reads its own row of the stored result only.
 */
export async function renderResult(db: Db, user: SessionUser, xmId: string): Promise<RenderResult> {
  if (user.role === 'M') {
    const result = await computeResult(db, xmId);
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('evaluation_results').where('project_id', '=', xmId).execute();
      await tx.insertInto('evaluation_results').values({ project_id: xmId, result: JSON.stringify(result), rendered_by: user.userName, rendered_at: result.renderedAt }).execute();
      await writeOpLog(tx, actorOf(user), { action: 'evaluation.render', targetType: 'evaluation-result', targetId: xmId, gnCoding: SYSTEM, detail: { ranks: result.rows.map((r) => [r.bidId, r.rank, r.total]) } });
    });
    return result;
  }
  if (user.role !== 'U' || !user.enterpriseId) throw forbidden('只有管理员和投标企业可以查看评审结果');
  const stored = await db.selectFrom('evaluation_results').select('result').where('project_id', '=', xmId).executeTakeFirst();
  if (!stored) throw notFound(MSG.noResult);
  const result = JSON.parse(stored.result) as RenderResult;
  const mine = new Set((await bidsOf(db, xmId)).filter((b) => b.enterpriseId === user.enterpriseId).map((b) => b.bidId));
  return { ...result, rows: result.rows.filter((r) => mine.has(r.bidId)) };
}
