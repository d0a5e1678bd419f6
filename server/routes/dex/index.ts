import { DexLogBody, DexLogPage, type DexLogKind } from '../../../schemas/dex-logs';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { listDexLogs } from '../../dex/logs';

const CALLS: Array<{ url: string; kind: DexLogKind; summary: string }> = [
  { url: '/ks/dexRecords/audit-logs', kind: 'audit', summary: '监管审核：本系统记录的审核日志（新到旧，可按审核结果筛选）' },
  { url: '/ks/dexRecords/push-logs', kind: 'push', summary: '交易推送：本系统记录的推送记录（新到旧）' },
];

/** 监管审核 and 交易推送 (docs/supervision.md): read-only history for administrators and developers. */
export default function dexRoutes(app: ApiApp, ctx: AppContext): void {
  for (const { url, kind, summary } of CALLS) {
    app.post(url, { config: { access: ['M', 'D'] }, schema: { tags: ['records'], summary, body: DexLogBody, response: responses(DexLogPage) } }, async (request) =>
      ok(await listDexLogs(ctx.db, kind, request.body, caller(request))),
    );
  }
}
