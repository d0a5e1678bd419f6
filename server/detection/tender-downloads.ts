import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { findRecord, parseData } from '../db/repos/records';
import { notFound } from '../errors';
import type { FileReader } from '../files/file-access';
import type { FileRow } from '../files/repo';
import { registerDownloadHook } from '../files/download-hooks';
import { findRecordNode } from '../records/list-node';
import { NODE_NOT_FOUND, visibleRecord } from '../records/service';
import { TENDER_FILE_NODE, TENDER_FILES_LIST, TRADE_FILE_MESSAGES as MSG, type DownloadStatus, type TenderDownloads, type TenderDownloadsBody } from '../../schemas/trade-files';

/**
 * 招标文件的下载记录 (issue 49; docs/bidding.md): every download of a 招标文件's attachment by an
 * enterprise user is a row of `tender_file_downloads`, written when the file is served (the
 * download hook of server/files) — by the bearer route or a signed link, which is how the list's
 * 附件 column and the detail page link it. Administrators and developers downloading are not
 * bidders and are not recorded.
 */

type Db = Kysely<Database>;

/** The file ids a record's attachment list names (deleted entries are not attachments). */
function attachedFileIds(data: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  const list = Array.isArray(data.fileList) ? (data.fileList as unknown[]) : [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    if (e.fileOperationType === 'del') continue;
    const url = typeof e.url === 'string' ? e.url : '';
    const id = typeof e.fileId === 'string' && e.fileId ? e.fileId : (/^\/ks\/file\/download\/([^/?#]+)$/.exec(url)?.[1] ?? '');
    if (id) out.set(id, String(e.fileName ?? e.annexName ?? ''));
  }
  return out;
}

/**
 * The download hook: an enterprise user (U with an enterprise) downloading a file that is an
 * attachment of 招标文件 they may read records one row per such 招标文件, with an op-log line, in one
 * transaction. A demo file shared by several 招标文件 counts as a download of each (the same bytes).
 */
export async function recordTenderDownload(db: Db, reader: FileReader, file: FileRow): Promise<void> {
  if (reader.role !== 'U' || !reader.enterpriseId) return;
  const records = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('node_id', '=', TENDER_FILE_NODE)
    .where('enterprise_id', '=', reader.enterpriseId)
    .execute();
  const hits = records.map((r) => ({ id: r.id, name: attachedFileIds(parseData(r.data)).get(file.id) })).filter((r): r is { id: string; name: string } => r.name !== undefined);
  if (hits.length === 0) return;
  const [user, enterprise] = await Promise.all([
    db.selectFrom('users').select('user_name').where('id', '=', reader.id).executeTakeFirst(),
    db.selectFrom('enterprises').select('name').where('id', '=', reader.enterpriseId).executeTakeFirst(),
  ]);
  const at = nowIso();
  const userName = (user?.user_name ?? '').slice(0, 128);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('tender_file_downloads')
      .values(
        hits.map((h) => ({
          id: crypto.randomUUID(),
          record_id: h.id,
          file_id: file.id,
          file_name: (h.name || file.display_name).slice(0, 256),
          user_id: reader.id,
          user_name: userName,
          enterprise_id: reader.enterpriseId,
          enterprise_name: (enterprise?.name ?? '').slice(0, 256),
          downloaded_at: at,
        })),
      )
      .execute();
    await writeOpLog(tx, { id: reader.id, userName, role: 'U' }, {
      action: 'tenderfile.download',
      targetType: 'file',
      targetId: file.id,
      gnCoding: TENDER_FILE_NODE,
      detail: { records: hits.map((h) => h.id) },
    });
  });
}

export function registerTenderDownloadHook(): void {
  registerDownloadHook(recordTenderDownload);
}

/** The 招标文件 `id` as the caller may read it through its list (文件列表): another enterprise's or a missing one is 404. */
async function readableTenderFile(db: Db, user: SessionUser, id: string) {
  const node = await findRecordNode(db, TENDER_FILES_LIST, user.role);
  if (!node) throw notFound(NODE_NOT_FOUND);
  const record = await findRecord(db, id);
  if (!record || record.nodeId !== TENDER_FILE_NODE) throw notFound(MSG.noTenderFile);
  return visibleRecord(db, node, record, { id: user.id, role: user.role, enterpriseId: user.enterpriseId });
}

/**
 * POST /ks/trade/file/records: the downloads of a 招标文件, newest first. Administrators (within
 * their management scope) and developers see every enterprise's; an enterprise user only its own
 * enterprise's rows.
 */
export async function tenderDownloads(db: Db, user: SessionUser, body: TenderDownloadsBody): Promise<TenderDownloads> {
  await readableTenderFile(db, user, body.id);
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('tender_file_downloads').where('record_id', '=', body.id);
  if (user.role === 'U') q = user.enterpriseId ? q.where('enterprise_id', '=', user.enterpriseId) : q.where('user_id', '=', user.id);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('downloaded_at', 'desc').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    records: rows.map((r) => ({ id: r.id, fileId: r.file_id, fileName: r.file_name, userName: r.user_name, enterpriseName: r.enterprise_name, downloadedAt: r.downloaded_at })),
    total: Number(count?.n ?? 0),
    curPage,
    pageSize,
  };
}

/** POST /ks/trade/file/download-status: whether the caller has downloaded the 招标文件 (any of its attachments). */
export async function downloadStatus(db: Db, user: SessionUser, id: string): Promise<DownloadStatus> {
  await readableTenderFile(db, user, id);
  const row = await db
    .selectFrom('tender_file_downloads')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('downloaded_at').as('last')])
    .where('record_id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const count = Number(row?.n ?? 0);
  return { id, downloaded: count > 0, count, lastDownloadedAt: count > 0 ? String(row?.last ?? '') : null };
}
