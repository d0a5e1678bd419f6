import type { LockEntry, LockListBody, LockPage, LockRefreshBody, LockedEnterprise } from '../../schemas/locks';
import { post } from './client';

/** 锁管理's calls (docs/locks.md). A lock or unlock is quiet: the dialog shows a refusal beside the reason. */
export const lockApi = {
  list: (body: LockListBody) => post<LockPage>('/ks/jjrj/lock/list', body),
  history: (enterpriseId: string) => post<LockEntry[]>('/ks/jjrj/lock/history', { enterpriseId }),
  refresh: (body: LockRefreshBody) => post<LockedEnterprise>('/ks/jjrj/lock/refresh-lock', body, { quiet: true }),
};
