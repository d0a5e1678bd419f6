import type { DexLogBody, DexLogKind, DexLogPage } from '../../schemas/dex-logs';
import { post } from './client';

const URLS: Record<DexLogKind, string> = { audit: '/ks/dexRecords/audit-logs', push: '/ks/dexRecords/push-logs' };

/** 监管审核 / 交易推送's call (docs/supervision.md). */
export const dexApi = {
  logs: (kind: DexLogKind, body: DexLogBody) => post<DexLogPage>(URLS[kind], body),
};
