import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { DynamicTableListData, ExportBody, TableListBody, TableListData, type ListConfig } from '../../../schemas';
import type { AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller, type SessionUser } from '../../http/access';
import { writeOpLog } from '../../db/repos/oplog';
import { filterConditions, sortPlan } from '../../records/filters';
import { countQuery, pageQuery, runList, toListRow, type ListSelection } from '../../records/list-query';
import { attachmentHeader, buildWorkbook, EXPORT_ROW_CAP, exportColumns } from '../../records/export';
import { actorOf, logActorOf, requireNode } from '../../records/service';
import type { RecordNode } from '../../records/list-node';
import { ensureFilterIndexes } from '../../records/list-indexes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Resolves the node and turns filters and sort into a selection; 404/400 with Chinese messages. */
async function selection(ctx: AppContext, user: SessionUser, body: TableListBody | ExportBody, strict: boolean): Promise<{ node: RecordNode; s: ListSelection }> {
  const node = await requireNode(ctx, body.nodeId ?? body.displayCode, user, body.systemCoding || undefined);
  // The first list call over a config with new filter fields builds their indexes; an index is an
  // optimisation, so failing to build one never fails the call.
  const indexes = node.listConfig ? await ensureFilterIndexes(ctx.db, ctx.dialect, node.recordsNodeId, node.listConfig).catch(() => ({ coveringIndex: undefined })) : {};
  const conditions = filterConditions(body.filters, { dialect: ctx.dialect, config: node.listConfig, strict });
  const sort = sortPlan(ctx.dialect, body.sortField || undefined, body.sortOrder || undefined);
  // A list with a detail node (formNodeId) shows the records that detail page saves.
  return { node, s: { nodeId: node.recordsNodeId, viewer: actorOf(user), conditions, sort, dialect: ctx.dialect, coveringIndex: indexes.coveringIndex } };
}

/** The columns a dynamic page draws: the configured visible ones. */
const visibleColumns = (config: ListConfig | null) => (config?.columns ?? []).filter((c) => c.show !== false);

/** table-list, dynamic-table-list and export: one query path over the node's records. */
export default function listRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/ks/monitor/table-list',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '列表分页查询（只接受节点配置中的查询条件）',
        body: TableListBody,
        response: responses(TableListData),
      },
    },
    async (request) => {
      const body = request.body as TableListBody;
      const { s } = await selection(ctx, caller(request), body, true);
      return ok(await runList(ctx.db, s, body.curPage ?? 1, body.pageSize ?? 10));
    },
  );

  app.post(
    '/ks/monitor/dynamic-table-list',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '动态列表分页查询（displayCode 可代替 nodeId；未配置的条件按等值查询；同时返回列配置）',
        body: TableListBody,
        response: responses(DynamicTableListData),
      },
    },
    async (request) => {
      const body = request.body as TableListBody;
      const { node, s } = await selection(ctx, caller(request), body, false);
      const page = await runList(ctx.db, s, body.curPage ?? 1, body.pageSize ?? 10);
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
          200: Type.String({ format: 'binary', description: 'xlsx 文件；X-Total-Count 为筛选总数，X-Export-Truncated: 1 表示超出上限被截断' }),
        },
      },
    },
    async (request, reply) => {
      const body = request.body as ExportBody;
      const user = caller(request);
      const { node, s } = await selection(ctx, user, body, false);
      const [rows, count] = await Promise.all([
        pageQuery(ctx.db, s, EXPORT_ROW_CAP, 0).execute(),
        countQuery(s).execute(ctx.db),
      ]);
      const total = Number(count.rows[0]?.total ?? 0);
      const listRows = rows.map((r) => toListRow(r, s.viewer));
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
