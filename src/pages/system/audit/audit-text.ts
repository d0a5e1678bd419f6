import { AUDITOR_KIND_TEXT, type AuditPlan } from '../../../../schemas/audit-levels';

type PlanLevel = AuditPlan['levels'][number];

/** Who audits at a level, in words: 任一管理员, 管辖地区管理员, or the named administrators. */
export const auditorsText = (l: PlanLevel): string => (l.kind === 'user' ? l.userNames.join('、') : AUDITOR_KIND_TEXT[l.kind]);

/**
 * Whether administrator `id` audits at level `l`. A 管辖地区管理员 level depends on each record's
 * region, so it is listed for nobody here (the 管理权限 page shows who manages which region).
 */
export const auditsAt = (l: PlanLevel, id: string): boolean => l.kind === 'role' || (l.kind === 'user' && l.userIds.includes(id));
