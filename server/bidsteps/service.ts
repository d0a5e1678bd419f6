import type { SessionUser } from '../session-user';
import { badRequest, conflict, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { BID_STEPS_NODE, BID_STEP_MESSAGES as M, type BidStepMoveBody, type BidStepProjects, type BidStepProjectsBody, type BidStepSaveBody, type BidStepState, type SignInBody } from '../../schemas/bid-steps';
import type { StepsConfig, StepsStep } from '../../schemas/page-kinds/steps/config';
import { failingRule } from '../../schemas/page-kinds/steps';
import { signIn, signInValues } from './sign-in';
import { addMove, projectPage, readableProject, setStep, storedMoves, storedState, storedValues, stepsNodeConfig, formConfigs, upsertValues, type Ctx, type ProjectRow } from './repo';

/**
 * 开标步骤 (issue 49; docs/bidding.md "开标步骤"): a project walked through the steps of the steps
 * node trade-bid-steps. The server is the judge: a move forward is checked against the rules of the
 * step being left on the values stored for it (never what the page says), only one step at a time;
 * administrators may go back. Every save and move writes its op-log row in its transaction; a
 * refused move writes one too (ok = false) with the rule's message.
 */

const SYSTEM = 'trade_service';
const logActor = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

/** The steps of the steps node (its stored config); a node without steps is not set up. */
export async function bidSteps(ctx: Ctx): Promise<StepsStep[]> {
  return (await stepsNode(ctx)).steps;
}

async function stepsNode(ctx: Ctx): Promise<{ config: Partial<StepsConfig>; steps: StepsStep[] }> {
  const config = (await stepsNodeConfig(ctx.db, BID_STEPS_NODE)) as Partial<StepsConfig> | undefined;
  const steps = Array.isArray(config?.steps) ? config.steps.filter((s) => !!s.formNodeId) : [];
  if (!config || steps.length === 0) throw notFound(M.noStepsNode);
  return { config, steps };
}

async function projectFor(ctx: Ctx, user: SessionUser, xmId: string): Promise<ProjectRow> {
  const project = await readableProject(ctx, user, xmId);
  if (!project) throw notFound(M.noProject);
  return project;
}

/** The step a project is at: the stored one, or the first (never moved, or a step since removed). */
const currentOf = (steps: StepsStep[], stored: string | undefined) => steps.find((s) => s.key === stored) ?? steps[0];

/** POST /ks/bid/steps/state */
export async function stepState(ctx: Ctx, user: SessionUser, xmId: string): Promise<BidStepState> {
  const [project, { config, steps }] = await Promise.all([projectFor(ctx, user, xmId), stepsNode(ctx)]);
  const [state, values, moves, forms] = await Promise.all([storedState(ctx.db, xmId), storedValues(ctx.db, xmId), storedMoves(ctx.db, xmId), formConfigs(ctx.db, steps.map((s) => s.formNodeId ?? ''))]);
  const current = currentOf(steps, state?.step).key;
  // the current sign-in step shows who is signed in now; a step left keeps the count it was left with
  const counted = await signInValues(ctx.db, xmId, current);
  if (Object.keys(counted).length) values[current] = { ...values[current], ...counted };
  return {
    xmId,
    xmmc: project.xmmc,
    current,
    config: { ...config, steps },
    forms,
    values,
    canMove: user.role === 'M',
    moves: moves.map((m) => ({ from: m.from_step, to: m.to_step, by: m.moved_by, at: m.moved_at })),
  };
}

/** POST /ks/bid/steps/save: the current step's values (administrators; the route checks the role). */
export async function saveStepValues(ctx: Ctx, user: SessionUser, body: BidStepSaveBody): Promise<BidStepState> {
  const [, steps] = await Promise.all([projectFor(ctx, user, body.xmId), bidSteps(ctx)]);
  if (!steps.some((s) => s.key === body.step)) throw badRequest(M.noStep(body.step));
  await ctx.db.transaction().execute(async (tx) => {
    const current = currentOf(steps, (await storedState(tx, body.xmId))?.step);
    if (current.key !== body.step) throw conflict(M.notCurrentSave);
    const at = nowIso();
    // a sign-in step's count is the server's, whatever the form sent
    const data = { ...body.data, ...(await signInValues(tx, body.xmId, body.step)) };
    await upsertValues(tx, { project_id: body.xmId, step: body.step, data: JSON.stringify(data), updated_by: user.userName, updated_at: at });
    await writeOpLog(tx, logActor(user), { action: 'bidstep.save', targetType: 'bid-step', targetId: body.xmId, gnCoding: SYSTEM, detail: { step: body.step, fields: Object.keys(body.data).length } });
  });
  return stepState(ctx, user, body.xmId);
}

/** POST /ks/bid/steps/move: one step forward when the rules of the step left hold; back for administrators. */
export async function moveStep(ctx: Ctx, user: SessionUser, body: BidStepMoveBody): Promise<{ state: BidStepState; title: string }> {
  const [, steps] = await Promise.all([projectFor(ctx, user, body.xmId), bidSteps(ctx)]);
  const fromIndex = steps.findIndex((s) => s.key === body.from);
  const toIndex = steps.findIndex((s) => s.key === body.to);
  if (fromIndex < 0) throw badRequest(M.noStep(body.from));
  if (toIndex < 0) throw badRequest(M.noStep(body.to));
  if (toIndex === fromIndex || toIndex > fromIndex + 1) throw badRequest(fromIndex === steps.length - 1 && toIndex >= fromIndex ? M.lastStep : M.onlyNext);
  if (toIndex < fromIndex && user.role !== 'M') throw badRequest(M.backAdminOnly);
  const refused = await ctx.db.transaction().execute(async (tx) => {
    const stored = await storedState(tx, body.xmId);
    const current = currentOf(steps, stored?.step);
    if (current.key !== body.from) throw conflict(M.notCurrent(current.title));
    if (toIndex > fromIndex) {
      // the rules are checked on what the server stored for the step, never on the request
      const counted = await signInValues(tx, body.xmId, body.from);
      const values = { ...((await storedValues(tx, body.xmId))[body.from] ?? {}), ...counted };
      const failing = failingRule(current.rules, values);
      if (failing) return failing.message;
      // the step left keeps the count it was left with
      if (Object.keys(counted).length) await upsertValues(tx, { project_id: body.xmId, step: body.from, data: JSON.stringify(values), updated_by: user.userName, updated_at: nowIso() });
    }
    const at = nowIso();
    // a stored step that names a removed step counts as the first and is overwritten by its version
    const done = await setStep(tx, body.xmId, stored ? { step: stored.step, version: stored.version } : undefined, body.to, user.userName, at);
    if (!done) throw conflict(M.notCurrent(current.title));
    await addMove(tx, { project_id: body.xmId, from_step: body.from, to_step: body.to, moved_by: user.userName, moved_at: at });
    await writeOpLog(tx, logActor(user), { action: 'bidstep.move', targetType: 'bid-step', targetId: body.xmId, gnCoding: SYSTEM, detail: { from: body.from, to: body.to } });
    return null;
  });
  if (refused !== null) {
    await writeOpLog(ctx.db, logActor(user), { action: 'bidstep.move', targetType: 'bid-step', targetId: body.xmId, gnCoding: SYSTEM, detail: { from: body.from, to: body.to, refused }, ok: false });
    throw badRequest(refused);
  }
  return { state: await stepState(ctx, user, body.xmId), title: steps[toIndex].title };
}

/** POST /ks/bid/steps/projects: the projects the caller may read with their current step. */
export async function stepProjects(ctx: Ctx, user: SessionUser, body: BidStepProjectsBody): Promise<BidStepProjects> {
  const steps = await bidSteps(ctx);
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  const { rows, total } = await projectPage(ctx, user, { xmmc: body.xmmc, curPage, pageSize });
  const records = rows.map((r) => {
    const current = currentOf(steps, r.step ?? undefined);
    return { xmId: r.id, xmmc: r.xmmc, xmbh: r.xmbh, current: current.key, currentTitle: current.title, index: steps.indexOf(current) + 1, total: steps.length, updatedAt: r.stepAt };
  });
  return { records, total, curPage, pageSize };
}

/** POST /ks/bid/steps/sign-in: signs a bidder or a drawn expert in or out (administrators). */
export async function signInOrOut(ctx: Ctx, user: SessionUser, body: SignInBody) {
  return signIn(ctx, user, body, await bidSteps(ctx));
}
