import { Type } from '@sinclair/typebox';
import { ExportFile } from '../../../schemas';
import { DEX_EXPORT_CAP, DexLogBody, DexLogExportBody, DexLogPage, type DexLogKind } from '../../../schemas/dex-logs';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { exportDexLogs, listDexLogs } from '../../dex/logs';

const CALLS: Array<{ url: string; kind: DexLogKind; summary: string }> = [
  { url: '/ks/dexRecords/audit-logs', kind: 'audit', summary: '监管审核：本系统记录的审核日志（新到旧，可按审核结果、日期筛选）' },
  { url: '/ks/dexRecords/push-logs', kind: 'push', summary: '交易推送：本系统记录的推送记录（新到旧，可按日期筛选）' },
];

/** 监管审核 and 交易推送 (docs/supervision.md): read-only history for administrators and developers. */
export default function dexRoutes(app: ApiApp, ctx: AppContext): void {
  for (const { url, kind, summary } of CALLS) {
    app.post(url, { config: { access: ['M', 'D'] }, schema: { tags: ['records'], summary, body: DexLogBody, response: responses(DexLogPage) } }, async (request) =>
      ok(await listDexLogs(ctx.db, kind, request.body, caller(request))),
    );
    app.post(
      `${url}/export`,
      {
        config: { access: ['M', 'D'] },
        schema: { tags: ['records'], summary: `导出${summary.split('：')[0]}（同一查询条件，.xlsx 文件，不是 JSON 信封；最多 ${DEX_EXPORT_CAP} 行）`, body: DexLogExportBody, response: { ...responses(Type.Null()), 200: ExportFile } },
      },
      async (request, reply) => {
        const file = await exportDexLogs(ctx.db, kind, request.body, caller(request));
        return reply.headers(file.headers).send(file.body);
      },
    );
  }
}
