import type { Kysely } from 'kysely';
import { AUDIT_LEVEL_MESSAGES, auditLevelsProblem, type AuditLevel, type AuditPlan, type AuditSign } from '../../schemas/audit-levels';
import type { Role } from '../../schemas';
import type { AppContext } from '../context';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { enabledManagers, findAuditPlan, storeAuditPlan, type StoredAuditPlan } from '../db/repos/audit-plans';
import { menuTitles } from '../db/repos/structure';
import { allManagers, userNames } from '../db/repos/users';
import { findRecordNode } from '../records/list-node';
import { NODE_NOT_FOUND } from '../records/service';

/** 审核级别与审核方式 (docs/administration.md): a node's ordered audit levels, who audits at each, 或签/会签. */

/** op_log target type of plan saves. */
const PLAN_TARGET = 'audit-plan';

/**
 * The node a plan belongs to: the node the records live under (a list whose records a detail page
 * saves configures that detail page), as the caller may see it; else 404 功能节点不存在.
 */
export async function planNode(db: Kysely<Database>, nodeId: string, role: Role): Promise<{ nodeId: string; systemCoding: string }> {
  const node = await findRecordNode(db, nodeId, role);
  if (!node) throw notFound(NODE_NOT_FOUND);
  return { nodeId: node.recordsNodeId, systemCoding: node.systemCoding };
}

/** Plans as the pages read them: node titles and auditor names filled in. */
export async function describe(db: Kysely<Database>, plans: Array<StoredAuditPlan | { nodeId: string; systemCoding: string }>): Promise<AuditPlan[]> {
  const nodeIds = plans.map((p) => p.nodeId);
  const userIds = plans.flatMap((p) => ('levels' in p ? p.levels.flatMap((l) => l.userIds) : []));
  const [titles, names] = await Promise.all([menuTitles(db, nodeIds), userNames(db, userIds)]);
  return plans.map((p) => {
    const stored = 'levels' in p ? p : null;
    return {
      nodeId: p.nodeId,
      nodeTitle: titles.get(p.nodeId) ?? p.nodeId,
      systemCoding: p.systemCoding,
      configured: stored !== null,
      sign: stored?.sign ?? 'any',
      levels: (stored?.levels ?? []).map((l) => ({ ...l, userNames: l.userIds.map((id) => names.get(id) ?? id) })),
      updatedBy: stored?.updatedBy ?? null,
      updatedAt: stored?.updatedAt ?? null,
    };
  });
}

export async function readPlan(db: Kysely<Database>, nodeId: string, role: Role): Promise<AuditPlan> {
  const node = await planNode(db, nodeId, role);
  return (await describe(db, [(await findAuditPlan(db, node.nodeId)) ?? node]))[0]!;
}

/** The levels as stored: names trimmed, named auditors once each (none for any administrator). */
const cleanLevels = (levels: readonly AuditLevel[]): AuditLevel[] =>
  levels.map((l) => ({ name: l.name.trim(), kind: l.kind, userIds: l.kind === 'user' ? [...new Set(l.userIds)] : [] }));

/** Stores a plan and logs it, in one transaction. */
async function save(ctx: Pick<AppContext, 'db'>, user: SessionUser, plan: StoredAuditPlan, action: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    await storeAuditPlan(tx, plan);
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
      action,
      targetType: PLAN_TARGET,
      targetId: plan.nodeId,
      gnCoding: plan.nodeId,
      detail: { sign: plan.sign, levels: plan.levels },
    });
  });
}

/** Every administrator, as the auditor picker lists them. */
export async function auditors(db: Kysely<Database>) {
  return (await allManagers(db)).map((r) => ({ id: r.id, userName: r.user_name, username: r.username, disabled: Boolean(r.disabled) }));
}

/** Saves a node's levels (each named auditor an enabled administrator), keeping its 或签/会签. */
export async function saveAuditLevels(ctx: Pick<AppContext, 'db'>, user: SessionUser, nodeId: string, asked: readonly AuditLevel[]): Promise<AuditPlan> {
  const node = await planNode(ctx.db, nodeId, user.role);
  const levels = cleanLevels(asked);
  const problem = auditLevelsProblem(levels);
  if (problem) throw badRequest(problem);
  const named = [...new Set(levels.flatMap((l) => l.userIds))];
  if ((await enabledManagers(ctx.db, named)).length !== named.length) throw badRequest(AUDIT_LEVEL_MESSAGES.notAuditor);
  const sign: AuditSign = (await findAuditPlan(ctx.db, node.nodeId))?.sign ?? 'any';
  await save(ctx, user, { ...node, sign, levels, updatedBy: user.userName, updatedAt: nowIso() }, 'audit-levels.save');
  return readPlan(ctx.db, node.nodeId, user.role);
}

/** Sets a node's 或签/会签; its levels must be set first. */
export async function saveAuditWay(ctx: Pick<AppContext, 'db'>, user: SessionUser, nodeId: string, sign: AuditSign): Promise<AuditPlan> {
  const node = await planNode(ctx.db, nodeId, user.role);
  const stored = await findAuditPlan(ctx.db, node.nodeId);
  if (!stored) throw badRequest(AUDIT_LEVEL_MESSAGES.noPlan);
  await save(ctx, user, { ...stored, sign, updatedBy: user.userName, updatedAt: nowIso() }, 'audit-levels.way');
  return readPlan(ctx.db, node.nodeId, user.role);
}
