import {
  AUDIT_LEVEL_MESSAGES,
  AuditOverviewBody,
  AuditorList,
  AuditPlan,
  AuditPlanBody,
  AuditPlanList,
  SaveAuditLevelsBody,
  SaveAuditWayBody,
} from '../../../schemas/audit-levels';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { listAuditPlans } from '../../db/repos/audit-plans';
import { auditors, describe, readPlan, saveAuditLevels, saveAuditWay } from '../../authority/audit-plans';

/**
 * 审核级别与审核方式 under /ks/authority/audit-levels (docs/administration.md): administrators set, per node,
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
    async () => ok(await auditors(ctx.db)),
  );

  app.post(
    '/ks/authority/audit-levels/save',
    { config: { access: ['M'], globalSetting: true }, schema: { tags: ['authority'], summary: '审核级别：保存一个节点的审核级别（空列表恢复为任一管理员一级审核）', body: SaveAuditLevelsBody, response: responses(AuditPlan) } },
    async (request) => ok(await saveAuditLevels(ctx, caller(request), request.body.nodeId, request.body.levels), AUDIT_LEVEL_MESSAGES.saved),
  );

  app.post(
    '/ks/authority/audit-levels/way',
    { config: { access: ['M'], globalSetting: true }, schema: { tags: ['authority'], summary: '审核方式：一个节点的或签/会签（须先设置审核级别）', body: SaveAuditWayBody, response: responses(AuditPlan) } },
    async (request) => ok(await saveAuditWay(ctx, caller(request), request.body.nodeId, request.body.sign), AUDIT_LEVEL_MESSAGES.saved),
  );
}
