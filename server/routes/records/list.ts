import { Type } from '@sinclair/typebox';
import { DynamicTableListData, ExportBody, ExportFile, TableListBody, TableListData, type ListConfig } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, plainJsonSerializer, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { withSession } from '../../http/remembered-session-plugin';
import { EXPORT_ROW_CAP } from '../../records/export';
import { listPage } from '../../records/list-call';
import { exportRecords } from '../../records/export-call';

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
          200: ExportFile,
        },
      },
    },
    async (request, reply) => {
      const file = await exportRecords(ctx, request.body, caller(request));
      return reply.headers(file.headers).send(file.body);
    },
  );
}
