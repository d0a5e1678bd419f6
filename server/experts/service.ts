import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, conflict, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { EXPERT_MESSAGES, type DrawAddBody, type DrawOptions, type ExpertDraw, type RecheckAnswer } from '../../schemas/experts';
import { eligiblePool } from './eligibility';
import { drawFrom, newSeed } from './pick';
import { bidderNames, busyExperts, declinedFor, dictionaryLabels, findProject, listProjects, loadDraws, readExperts, type StoredDraw } from './repo';
import { drawView, type Labels } from './view';

/**
 * 专家抽取 (issue 48; docs/projects.md "专家抽取 Expert extraction"): draws, replacements, 复核 and
 * what each caller may read. The routes (server/routes/experts) check the role; this checks the rest.
 */

type Db = Kysely<Database>;
const actorOf = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });
const SYSTEM = 'trade_service';

async function labels(db: Db): Promise<Labels> {
  const [specialties, regions, experts] = await Promise.all([dictionaryLabels(db, 'expert-specialty'), dictionaryLabels(db, 'region'), readExperts(db)]);
  return { specialties, regions, experts: new Map(experts.map((e) => [e.id, e])) };
}

/** The eligible pool (sorted ids) for a draw's inputs, as the database stands inside `tx`. */
async function poolFor(tx: Db, d: { project_id: string; session_start: string; session_end: string; specialty: string; region: string; bidders: string }): Promise<string[]> {
  const [experts, busy, declined, names] = await Promise.all([
    readExperts(tx),
    busyExperts(tx, d.session_start, d.session_end),
    declinedFor(tx, d.project_id),
    bidderNames(tx, JSON.parse(d.bidders) as DrawAddBody['bidders']),
  ]);
  return eligiblePool(experts, { specialty: d.specialty, region: d.region }, { bidderNames: names, busy, declined });
}

function pickOrRefuse(pool: string[], need: number, seed: string): string[] {
  if (pool.length < need) throw badRequest(EXPERT_MESSAGES.notEnough(need, pool.length));
  return drawFrom(pool, seed, need);
}

async function oneDraw(db: Db, user: SessionUser, id: string): Promise<ExpertDraw> {
  const [stored] = await loadDraws(db, { id });
  if (!stored) throw notFound(EXPERT_MESSAGES.noDraw);
  return drawView(stored, user, nowIso(), await labels(db));
}

/** POST /ks/expert/draw/add: a new draw of `count` experts for a project's session. */
export async function addDraw(db: Db, user: SessionUser, body: DrawAddBody): Promise<ExpertDraw> {
  const start = new Date(body.sessionStart).toISOString();
  const end = new Date(body.sessionEnd).toISOString();
  if (!(end > start)) throw badRequest(EXPERT_MESSAGES.badSession);
  const project = await findProject(db, body.projectId);
  if (!project) throw notFound(EXPERT_MESSAGES.noProject);
  const id = crypto.randomUUID();
  const at = nowIso();
  const row = {
    id,
    project_id: project.id,
    project_name: project.name,
    project_enterprise_id: project.enterpriseId,
    session_start: start,
    session_end: end,
    specialty: body.specialty,
    region: body.region ?? '',
    count: body.count,
    bidders: JSON.stringify(body.bidders.map((b) => ({ ...(b.id ? { id: b.id } : {}), name: b.name.trim() }))),
    created_by: user.id,
    created_by_name: user.userName,
    created_at: at,
  };
  await db.transaction().execute(async (tx) => {
    const pool = await poolFor(tx, row);
    const seed = newSeed();
    const picked = pickOrRefuse(pool, body.count, seed);
    await tx.insertInto('expert_draws').values(row).execute();
    await tx.insertInto('expert_draw_steps').values({ draw_id: id, step: 1, kind: 'draw', seed, pool: JSON.stringify(pool), picked: JSON.stringify(picked), replaces: null, created_by: user.userName, created_at: at }).execute();
    await tx
      .insertInto('expert_draw_members')
      .values(picked.map((expertId) => ({ draw_id: id, expert_id: expertId, project_id: project.id, step: 1, state: 'drawn', session_start: start, session_end: end })))
      .execute();
    await writeOpLog(tx, actorOf(user), { action: 'expert.draw', targetType: 'expert-draw', targetId: id, gnCoding: SYSTEM, detail: { projectId: project.id, specialty: row.specialty, region: row.region, count: body.count, seed, pool: pool.length, picked } });
  });
  return oneDraw(db, user, id);
}

/** POST /ks/expert/draw/replace: `expertId` declined; one more is drawn the same way as a step of its own. */
export async function replaceExpert(db: Db, user: SessionUser, body: { drawId: string; expertId: string }): Promise<ExpertDraw> {
  await db.transaction().execute(async (tx) => {
    const [stored] = await loadDraws(tx, { id: body.drawId });
    if (!stored) throw notFound(EXPERT_MESSAGES.noDraw);
    const member = stored.members.find((m) => m.expert_id === body.expertId && m.state === 'drawn');
    if (!member) throw badRequest(EXPERT_MESSAGES.notDrawn);
    // Only one replacement of this member wins: the state moves from drawn to declined once.
    const moved = await tx.updateTable('expert_draw_members').set({ state: 'declined' }).where('draw_id', '=', body.drawId).where('expert_id', '=', body.expertId).where('state', '=', 'drawn').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict(EXPERT_MESSAGES.notDrawn);
    const pool = await poolFor(tx, stored.draw);
    const seed = newSeed();
    const [picked] = pickOrRefuse(pool, 1, seed);
    const step = Math.max(...stored.steps.map((s) => s.step)) + 1;
    const at = nowIso();
    await tx.insertInto('expert_draw_steps').values({ draw_id: body.drawId, step, kind: 'replace', seed, pool: JSON.stringify(pool), picked: JSON.stringify([picked]), replaces: body.expertId, created_by: user.userName, created_at: at }).execute();
    await tx
      .insertInto('expert_draw_members')
      .values({ draw_id: body.drawId, expert_id: picked, project_id: stored.draw.project_id, step, state: 'drawn', session_start: stored.draw.session_start, session_end: stored.draw.session_end })
      .execute();
    await writeOpLog(tx, actorOf(user), { action: 'expert.replace', targetType: 'expert-draw', targetId: body.drawId, gnCoding: SYSTEM, detail: { declined: body.expertId, step, seed, pool: pool.length, picked } });
  });
  return oneDraw(db, user, body.drawId);
}

/** Every step re-run from its stored seed and pool: the same experts, or not. */
export function recheckStored(stored: StoredDraw): RecheckAnswer {
  const steps = stored.steps.map((s) => {
    const storedPicks = JSON.parse(s.picked) as string[];
    const recomputed = drawFrom(JSON.parse(s.pool) as string[], s.seed, storedPicks.length);
    return { step: s.step, stored: storedPicks, recomputed, same: JSON.stringify(storedPicks) === JSON.stringify(recomputed) };
  });
  const consistent = steps.length > 0 && steps.every((s) => s.same);
  return { consistent, message: consistent ? EXPERT_MESSAGES.consistent : EXPERT_MESSAGES.inconsistent, steps };
}

/** POST /ks/expert/draw/recheck (复核); the op log keeps each check and its outcome. */
export async function recheckDraw(db: Db, user: SessionUser, drawId: string): Promise<RecheckAnswer> {
  const [stored] = await loadDraws(db, { id: drawId });
  if (!stored) throw notFound(EXPERT_MESSAGES.noDraw);
  const answer = recheckStored(stored);
  await writeOpLog(db, actorOf(user), { action: 'expert.recheck', targetType: 'expert-draw', targetId: drawId, gnCoding: SYSTEM, detail: { consistent: answer.consistent } });
  return answer;
}

/** The draws as `user` may read them: all (administrators' list) or one project's. */
export async function readDraws(db: Db, user: SessionUser, projectId?: string): Promise<ExpertDraw[]> {
  const stored = await loadDraws(db, { projectId });
  if (!stored.length) return [];
  const l = await labels(db);
  const now = nowIso();
  return stored.map((s) => drawView(s, user, now, l));
}

/** What 新建抽取's form picks from. */
export async function drawOptions(db: Db): Promise<DrawOptions> {
  const [projects, enterprises, specialties, regionRows] = await Promise.all([
    listProjects(db),
    db.selectFrom('enterprises').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('dictionary').select(['value', 'label']).where('display_code', '=', 'expert-specialty').orderBy('sort').execute(),
    db.selectFrom('dictionary').select(['value', 'label', 'parent_key']).where('display_code', '=', 'region').orderBy('sort').execute(),
  ]);
  const provinces = regionRows.filter((r) => r.parent_key === null);
  const regions = provinces.map((p) => ({ label: p.label, value: p.value, children: regionRows.filter((r) => r.parent_key === p.value).map((r) => ({ label: r.label, value: r.value })) }));
  return { projects, enterprises, specialties: specialties.map((s) => ({ label: s.label, value: s.value })), regions };
}
