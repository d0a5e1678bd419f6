import type { AuditLevel, AuditPlan, AuditSign, Auditor } from '../../../../schemas/audit-levels';
import { get, post } from '../../../api/client';

/** The 审核级别与审核方式 calls (docs/administration.md); the pages show the Chinese refusals themselves. */
const base = '/ks/authority/audit-levels';
const quiet = { quiet: true };

export const auditLevelsApi = {
  detail: (nodeId: string) => post<AuditPlan>(`${base}/detail`, { nodeId }, quiet),
  overview: (systemCoding?: string) => post<AuditPlan[]>(`${base}/overview`, systemCoding ? { systemCoding } : {}, quiet),
  auditors: () => get<Auditor[]>(`${base}/auditors`, quiet),
  save: (nodeId: string, levels: AuditLevel[]) => post<AuditPlan>(`${base}/save`, { nodeId, levels }, quiet),
  saveWay: (nodeId: string, sign: AuditSign) => post<AuditPlan>(`${base}/way`, { nodeId, sign }, quiet),
};

export const messageOf = (e: unknown): string => (e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');
