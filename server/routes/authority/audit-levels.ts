import type { Kysely } from 'kysely';
import {
  AUDIT_LEVEL_MESSAGES,
  auditLevelsProblem,
  AuditOverviewBody,
  AuditorList,
  AuditPlan,
  AuditPlanBody,
  AuditPlanList,
  SaveAuditLevelsBody,
  SaveAuditWayBody,
  type AuditLevel,
  type AuditSign,
} from '../../../schemas/audit-levels';
import type { Role } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import type { Database } from '../../db/types';
import { ok, responses } from '../../http/envelope';
import { caller, type SessionUser } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { nowIso } from '../../db/clock';
import { writeOpLog } from '../../db/repos/oplog';
import { enabledManagers, findAuditPlan, listAuditPlans, storeAuditPlan, type StoredAuditPlan } from '../../db/repos/audit-plans';
import { findRecordNode } from '../../records/list-node';
import { NODE_NOT_FOUND } from '../../records/service';

/** op_log target type of plan saves. */
const PLAN_TARGET = 'audit-plan';

/**
 * The node a plan belongs to: the node the records live under (a list whose records a detail page
 * saves configures that detail page), as the caller may see it; else 404 功能节点不存在.
 */
async function planNode(db: Kysely<Database>, nodeId: string, role: Role): Promise<{ nodeId: string; systemCoding: string }> {
  const node = await findRecordNode(db, nodeId, role);
  if (!node) throw notFound(NODE_NOT_FOUND);
  return { nodeId: node.recordsNodeId, systemCoding: node.systemCoding };
}

/** Plans as the pages read them: node titles and auditor names filled in. */
async function describe(db: Kysely<Database>, plans: Array<StoredAuditPlan | { nodeId: string; systemCoding: string }>): Promise<AuditPlan[]> {
  const nodeIds = plans.map((p) => p.nodeId);
  const userIds = plans.flatMap((p) => ('levels' in p ? p.levels.flatMap((l) => l.userIds) : []));
  const titles = new Map(
    nodeIds.length ? (await db.selectFrom('menus').select(['id', 'title']).where('id', 'in', nodeIds).execute()).map((r) => [r.id, r.title] as const) : [],
  );
  const names = new Map(
    userIds.length ? (await db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', [...new Set(userIds)]).execute()).map((r) => [r.id, r.user_name] as const) : [],
  );
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

async function readPlan(db: Kysely<Database>, nodeId: string, role: Role): Promise<AuditPlan> {
  const node = await planNode(db, nodeId, role);
  return (await describe(db, [(await findAuditPlan(db, node.nodeId)) ?? node]))[0]!;
}

/** The levels as stored: names trimmed, named auditors once each (none for any administrator). */
const cleanLevels = (levels: readonly AuditLevel[]): AuditLevel[] =>
  levels.map((l) => ({ name: l.name.trim(), kind: l.kind, userIds: l.kind === 'user' ? [...new Set(l.userIds)] : [] }));

/** Stores a plan and logs it, in one transaction. */
async function save(ctx: AppContext, user: SessionUser, plan: StoredAuditPlan, action: string): Promise<void> {
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

/**
 * 审核级别与审核方式 under /ks/authority/audit-levels (docs/accounts.md): administrators set, per node,
 * the ordered audit levels and who audits at each, and 或签/会签; developers read them.
 */
export default function auditLevelRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/authority/audit-levels/detail',
    { config: { access: ['M', 'D'] }, schema: { tags: ['authority'], summary: '审核级别：一个节点的审核级别与审核方式（未设置时 configured=false）', body: AuditPlanBody, response: responses(AuditPlan) } },
    async (request) => ok(await readPlan(ctx.db, request.body.nodeId, caller(request).role)),
  );

  app.post(
    '/ks/authority/audit-levels/overview',
    { config: { access: ['M', 'D'] }, schema: { tags: ['authority'], summary: '审核权限：已设置审核级别的节点（可按系统筛选）', body: AuditOverviewBody, response: responses(AuditPlanList) } },
    async (request) => ok(await describe(ctx.db, await listAuditPlans(ctx.db, request.body.systemCoding || undefined))),
  );

  app.get(
    '/ks/authority/audit-levels/auditors',
    { config: { access: ['M', 'D'] }, schema: { tags: ['authority'], summary: '审核级别：可指定的审核人（全部管理员）', response: responses(AuditorList) } },
    async () => {
      const rows = await ctx.db.selectFrom('users').select(['id', 'user_name', 'username', 'disabled']).where('login_role_type', '=', 'M').orderBy('user_name').orderBy('id').execute();
      return ok(rows.map((r) => ({ id: r.id, userName: r.user_name, username: r.username, disabled: Boolean(r.disabled) })));
    },
  );

  app.post(
    '/ks/authority/audit-levels/save',
    { config: { access: ['M'] }, schema: { tags: ['authority'], summary: '审核级别：保存一个节点的审核级别（空列表恢复为任一管理员一级审核）', body: SaveAuditLevelsBody, response: responses(AuditPlan) } },
    async (request) => {
      const user = caller(request);
      const node = await planNode(ctx.db, request.body.nodeId, user.role);
      const levels = cleanLevels(request.body.levels);
      const problem = auditLevelsProblem(levels);
      if (problem) throw badRequest(problem);
      const named = [...new Set(levels.flatMap((l) => l.userIds))];
      if ((await enabledManagers(ctx.db, named)).length !== named.length) throw badRequest(AUDIT_LEVEL_MESSAGES.notAuditor);
      const sign: AuditSign = (await findAuditPlan(ctx.db, node.nodeId))?.sign ?? 'any';
      await save(ctx, user, { ...node, sign, levels, updatedBy: user.userName, updatedAt: nowIso() }, 'audit-levels.save');
      return ok(await readPlan(ctx.db, node.nodeId, user.role), AUDIT_LEVEL_MESSAGES.saved);
    },
  );

  app.post(
    '/ks/authority/audit-levels/way',
    { config: { access: ['M'] }, schema: { tags: ['authority'], summary: '审核方式：一个节点的或签/会签（须先设置审核级别）', body: SaveAuditWayBody, response: responses(AuditPlan) } },
    async (request) => {
      const user = caller(request);
      const node = await planNode(ctx.db, request.body.nodeId, user.role);
      const stored = await findAuditPlan(ctx.db, node.nodeId);
      if (!stored) throw badRequest(AUDIT_LEVEL_MESSAGES.noPlan);
      await save(ctx, user, { ...stored, sign: request.body.sign, updatedBy: user.userName, updatedAt: nowIso() }, 'audit-levels.way');
      return ok(await readPlan(ctx.db, node.nodeId, user.role), AUDIT_LEVEL_MESSAGES.saved);
    },
  );
}
