import { Type } from '@sinclair/typebox';
import { DynamicTableListData, ExportBody, TableListBody, TableListData, type ListConfig } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, plainJsonSerializer, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { withSession } from '../../http/remembered-session-plugin';
import { writeOpLog } from '../../db/repos/oplog';
import { countQuery, pageQuery, toListRow } from '../../records/list-query';
import { attachmentHeader, buildWorkbook, EXPORT_ROW_CAP, exportColumns } from '../../records/export';
import { logActorOf } from '../../records/service';
import { nodeActor, requireButton } from '../../records/button-permissions';
import { freshNode, listPage, listSelection } from '../../records/list-call';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The columns a dynamic page draws: the configured visible ones. */
const visibleColumns = (config: ListConfig | null) => (config?.columns ?? []).filter((c) => c.show !== false);

/** table-list, dynamic-table-list and export: one query path over the node's records. */
export default function listRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/table-list',
    {
      config: { access: 'user', confirmsSession: true },
      // The busiest call: its page is written by one JSON.stringify (envelope.ts says why).
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['records'],
        summary: '列表分页查询（只接受节点配置中的查询条件）',
        body: TableListBody,
        response: responses(TableListData),
      },
    },
    async (request) => {
      const { page } = await withSession(request, (user, sessionStampSql) => listPage(ctx, request.body, user, true, sessionStampSql));
      return ok(page);
    },
  );

  app.post(
    '/ks/monitor/dynamic-table-list',
    {
      config: { access: 'user', confirmsSession: true },
      schema: {
        tags: ['records'],
        summary: '动态列表分页查询（displayCode 可代替 nodeId；未配置的条件按等值查询；同时返回列配置）',
        body: TableListBody,
        response: responses(DynamicTableListData),
      },
    },
    async (request) => {
      const { node, page } = await withSession(request, (user, sessionStampSql) => listPage(ctx, request.body, user, false, sessionStampSql));
      return ok({ ...page, columns: visibleColumns(node.listConfig) });
    },
  );

  app.post(
    '/ks/monitor/export',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: `导出筛选结果为 Excel（.xlsx 文件，不是 JSON 信封；所有页，最多 ${EXPORT_ROW_CAP} 行）`,
        body: ExportBody,
        response: {
          ...responses(Type.Null()),
          200: Type.Unsafe<Buffer>(Type.String({ format: 'binary', description: 'xlsx 文件；X-Total-Count 为筛选总数，X-Export-Truncated: 1 表示超出上限被截断' })),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = caller(request);
      // The export reads the node afresh: it is not a hot path, and it writes the node into the log.
      const node = await freshNode(ctx, body, user);
      const viewer = await nodeActor(ctx.db, user, node.nodeId);
      // 权限设置: 导出 is a button too; a forged call without it is refused.
      requireButton(viewer, 'export');
      const s = await listSelection(ctx, node, body, viewer, false);
      const [rows, count] = await Promise.all([
        pageQuery(s, EXPORT_ROW_CAP, 0).execute(ctx.db),
        countQuery(s).execute(ctx.db),
      ]);
      const total = Number(count.rows[0]?.total ?? 0);
      const listRows = rows.rows.map((r) => toListRow(r, s.viewer, s.publishedOnly));
      const file = await buildWorkbook(node.title, exportColumns(node.listConfig, listRows), listRows);
      await ctx.db.transaction().execute((tx) =>
        writeOpLog(tx, logActorOf(user), {
          action: 'record.export',
          targetType: 'node',
          targetId: node.nodeId,
          gnCoding: node.nodeId,
          detail: { filters: body.filters ?? {}, rows: listRows.length, total },
        }),
      );
      const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const name = `${(body.fileName || node.title).replace(/[\\/:*?"<>|]/g, '_')}-${date}.xlsx`;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachmentHeader(name))
        .header('x-total-count', String(total))
        .header('x-export-truncated', total > listRows.length ? '1' : '0')
        .send(file);
    },
  );
}
