import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { conflict, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { parseData } from '../db/repos/records';
import { bidsOf } from '../evaluation/service';
import { BID_STEP_MESSAGES as M, SIGN_IN_STEPS, signInStep, type SignInBody, type SignInKind, type SignInList, type SignInRow } from '../../schemas/bid-steps';
import type { StepsStep } from '../../schemas/page-kinds/steps/config';
import { readableProject, storedState, type Ctx } from './repo';

/**
 * 签到 at the opening (docs/bidding.md "签到"): the project's real bidders (its submitted or passed
 * bid files, as 专家评审 reads them) and its drawn experts (the stored draw), each signed in or not
 * by an administrator while the project is at that sign-in step. The sign-in steps' count fields are
 * these counts, written by the server (never typed), so the steps' rules judge who is really there.
 */

type Db = Kysely<Database>;
const SYSTEM = 'trade_service';
const EXPERT_NODE = 'trade-expert-form';

interface Subject {
  id: string;
  name: string;
}

async function drawnExperts(db: Db, xmId: string): Promise<Subject[]> {
  const rows = await db
    .selectFrom('expert_draw_members')
    .leftJoin('records', (j) => j.onRef('records.id', '=', 'expert_draw_members.expert_id').on('records.node_id', '=', EXPERT_NODE))
    .select(['expert_draw_members.expert_id', 'records.data'])
    .where('expert_draw_members.project_id', '=', xmId)
    .where('expert_draw_members.state', '=', 'drawn')
    .orderBy('expert_draw_members.step')
    .orderBy('expert_draw_members.expert_id')
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.expert_id) && seen.add(r.expert_id)).map((r) => ({ id: r.expert_id, name: String(parseData(r.data ?? '{}').xm ?? '') || r.expert_id }));
}

async function subjectsOf(db: Db, xmId: string, kind: SignInKind): Promise<Subject[]> {
  if (kind === 'expert') return drawnExperts(db, xmId);
  return (await bidsOf(db, xmId)).map((b) => ({ id: b.bidId, name: b.tbdw }));
}

async function rowsOf(db: Db, xmId: string, kind: SignInKind): Promise<SignInRow[]> {
  const [subjects, signed] = await Promise.all([
    subjectsOf(db, xmId, kind),
    db.selectFrom('bid_sign_ins').selectAll().where('project_id', '=', xmId).where('kind', '=', kind).execute(),
  ]);
  const by = new Map(signed.map((s) => [s.subject_id, s]));
  return subjects.map((s) => {
    const row = by.get(s.id);
    return { id: s.id, name: s.name, signedIn: !!row, signedAt: row?.signed_at ?? null, signedBy: row?.signed_by ?? null };
  });
}

/** The values the server writes into a sign-in step: its count field (other steps: none). */
export async function signInValues(db: Db, xmId: string, step: string): Promise<Record<string, number>> {
  const s = signInStep(step);
  if (!s) return {};
  return { [s.field]: (await rowsOf(db, xmId, s.kind)).filter((r) => r.signedIn).length };
}

/** POST /ks/bid/steps/sign-ins: the project's bidders and drawn experts with their check-in state (whoever reads the project's steps). */
export async function signInList(ctx: Ctx, user: SessionUser, xmId: string): Promise<SignInList> {
  if (!(await readableProject(ctx, user, xmId))) throw notFound(M.noProject);
  const [bidders, experts] = await Promise.all([rowsOf(ctx.db, xmId, 'bidder'), rowsOf(ctx.db, xmId, 'expert')]);
  return { xmId, bidders, experts };
}

/**
 * POST /ks/bid/steps/sign-in (administrators; the route checks the role): signs a bidder or a
 * drawn expert in or out, only while the project is at that kind's sign-in step.
 */
export async function signIn(ctx: Ctx, user: SessionUser, body: SignInBody, steps: StepsStep[]): Promise<{ list: SignInList; name: string }> {
  if (!(await readableProject(ctx, user, body.xmId))) throw notFound(M.noProject);
  const stepKey = Object.entries(SIGN_IN_STEPS).find(([, s]) => s.kind === body.kind)![0];
  const subject = (await subjectsOf(ctx.db, body.xmId, body.kind)).find((s) => s.id === body.id);
  if (!subject) throw notFound(body.kind === 'bidder' ? M.notBidder : M.notDrawnExpert);
  await ctx.db.transaction().execute(async (tx) => {
    const stored = (await storedState(tx, body.xmId))?.step;
    const current = (steps.find((s) => s.key === stored) ?? steps[0])?.key;
    if (current !== stepKey) throw conflict(M.signInStepOnly(steps.find((s) => s.key === stepKey)?.title ?? stepKey));
    const match = tx.deleteFrom('bid_sign_ins').where('project_id', '=', body.xmId).where('kind', '=', body.kind).where('subject_id', '=', body.id);
    await match.execute();
    if (body.signedIn) await tx.insertInto('bid_sign_ins').values({ project_id: body.xmId, kind: body.kind, subject_id: body.id, signed_by: user.userName, signed_at: nowIso() }).execute();
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, { action: 'bidstep.sign-in', targetType: 'bid-step', targetId: body.xmId, gnCoding: SYSTEM, detail: { kind: body.kind, id: body.id, signedIn: body.signedIn } });
  });
  return { list: await signInList(ctx, user, body.xmId), name: subject.name };
}

/** Demo data: every bidder or drawn expert of the project signed in at `at` (fixtures). */
export async function signInAll(db: Db, xmId: string, kind: SignInKind, by: string, at: string): Promise<number> {
  const subjects = await subjectsOf(db, xmId, kind);
  for (const s of subjects) await db.insertInto('bid_sign_ins').values({ project_id: xmId, kind, subject_id: s.id, signed_by: by, signed_at: at }).execute();
  return subjects.length;
}
