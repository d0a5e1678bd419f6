import { PARTICIPANT_COLUMNS, TASK_COUNT_KEYS, type TaskParticipateExportBody } from '../../schemas/task-statistics';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { writeOpLog } from '../db/repos/oplog';
import { beijingTime, sheetFile, type SheetFile } from '../http/sheet-file';
import { allParticipants } from './statistics';

const WIDTHS: Partial<Record<string, number>> = { enterpriseName: 32, creditCode: 24, regionName: 14, lastAt: 22 };

/**
 * POST export-participate-list: every participant the filters select (up to the cap) as an .xlsx,
 * the columns of the 任务进度 table; written to the operation log like every export.
 */
export async function exportParticipants(ctx: AppContext, body: TaskParticipateExportBody, user: SessionUser): Promise<SheetFile> {
  const { rows, total } = await allParticipants(ctx, body, user);
  const numeric = new Set<string>(TASK_COUNT_KEYS);
  const file = await sheetFile(
    '参与企业列表',
    PARTICIPANT_COLUMNS.map((c) => ({ title: c.title, width: WIDTHS[c.key] ?? (numeric.has(c.key) ? 10 : 18) })),
    rows.map((r) => PARTICIPANT_COLUMNS.map((c) => (c.key === 'lastAt' ? beijingTime(r.lastAt) : r[c.key]))),
    total,
  );
  await ctx.db.transaction().execute((tx) =>
    writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
      action: 'task.export-participants',
      targetType: 'task-statistics',
      targetId: 'participate-ent-list',
      detail: { filters: body, rows: rows.length, total },
    }),
  );
  return file;
}
