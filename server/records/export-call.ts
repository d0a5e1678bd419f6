import type { ExportBody } from '../../schemas';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { writeOpLog } from '../db/repos/oplog';
import { countQuery, pageQuery, toListRow } from './list-query';
import { attachmentHeader, buildWorkbook, EXPORT_ROW_CAP, exportColumns } from './export';
import { logActorOf } from './service';
import { pageLabels } from './list-labels';
import { nodeActor, requireButton } from './button-permissions';
import { freshNode, freshPublicNode, listSelection, PUBLIC_READER, type ListScope } from './list-call';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export's file and the headers it travels with. */
export interface ExportFile {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * The records a list call would select, every page up to EXPORT_ROW_CAP, as an .xlsx file, logged
 * (docs/lists.md). The engine's POST /ks/monitor/export and the catalogue's `export` operation.
 * A public row's reader (no user) exports the published records, logged as 匿名.
 */
export async function exportRecords(ctx: AppContext, body: ExportBody, user: SessionUser | null, scope?: ListScope): Promise<ExportFile> {
  // The export reads the node afresh: it is not a hot path, and it writes the node into the log.
  const node = user && !scope?.public ? await freshNode(ctx, body, user) : await freshPublicNode(ctx, body);
  let viewer = PUBLIC_READER;
  if (user && !scope?.public) {
    viewer = await nodeActor(ctx.db, user, node.nodeId);
    // 权限设置: 导出 is a button too; a forged call without it is refused.
    requireButton(viewer, 'export');
  }
  const s = await listSelection(ctx, node, body, viewer, false, undefined, undefined, scope);
  const [rows, count] = await Promise.all([pageQuery(s, EXPORT_ROW_CAP, 0).execute(ctx.db), countQuery(s).execute(ctx.db)]);
  const total = Number(count.rows[0]?.total ?? 0);
  const listRows = rows.rows.map((r) => toListRow(r, s.viewer, s.publishedOnly));
  const labels = await pageLabels(ctx, node, listRows);
  const file = await buildWorkbook(node.title, exportColumns(node.listConfig, listRows), listRows, labels);
  const actor = user ? logActorOf(user) : { id: null, userName: '匿名', role: '' };
  await ctx.db.transaction().execute((tx) =>
    writeOpLog(tx, actor, {
      action: 'record.export',
      targetType: 'node',
      targetId: node.nodeId,
      gnCoding: node.nodeId,
      detail: { filters: body.filters ?? {}, rows: listRows.length, total },
    }),
  );
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const name = `${(body.fileName || node.title).replace(/[\\/:*?"<>|]/g, '_')}-${date}.xlsx`;
  return {
    body: file,
    headers: {
      'content-type': XLSX,
      'content-disposition': attachmentHeader(name),
      'x-total-count': String(total),
      'x-export-truncated': total > listRows.length ? '1' : '0',
    },
  };
}
