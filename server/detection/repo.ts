import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { parseData } from '../db/repos/records';
import { managesRecordOf, scopeApplies } from '../management/scope';
import { BID_FILE_NODE, ESTIMATE_ANNEX } from '../../schemas/detection';
import type { EstimateRow } from '../../schemas/estimate';

type Db = Kysely<Database>;

export interface BidFile {
  id: string;
  enterpriseId: string | null;
  ownerUserId: string;
  status: string;
  data: Record<string, unknown>;
}

/** A bid file (a record of trade-bd-file), or undefined. */
export async function findBidFile(db: Db, id: string): Promise<BidFile | undefined> {
  const row = await db.selectFrom('records').select(['id', 'enterprise_id', 'owner_user_id', 'status', 'data']).where('node_id', '=', BID_FILE_NODE).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, enterpriseId: row.enterprise_id, ownerUserId: row.owner_user_id, status: row.status, data: parseData(row.data) } : undefined;
}

/**
 * Who may start a detection and read its result (contract of issue 49): the enterprise that owns
 * the bid file (U) and administrators (M); developers (D) read. Another enterprise's bid file is
 * "not there" for a U caller, as every record call answers.
 */
export async function mayRead(db: Db, user: SessionUser, file: BidFile): Promise<boolean> {
  if (user.role === 'D') return true;
  if (user.role === 'M') return administers(db, user, file);
  return user.role === 'U' && user.enterpriseId !== null && user.enterpriseId === file.enterpriseId;
}

export async function mayStart(db: Db, user: SessionUser, file: BidFile): Promise<boolean> {
  return user.role === 'D' ? false : mayRead(db, user, file);
}

/** An administrator limited to regions (管理权限) reaches only the bid files of enterprises in them, as every record call does. */
async function administers(db: Db, user: SessionUser, file: BidFile): Promise<boolean> {
  return !scopeApplies(user.role) || managesRecordOf(db, user.id, { systemCoding: 'trade_service', enterpriseId: file.enterpriseId });
}

/** The bid file's 造价文件: the first file of its fileList uploaded for annexNo zjwj and not deleted. */
export function estimateFileOf(file: BidFile): { fileId: string; fileName: string } | null {
  const list = Array.isArray(file.data.fileList) ? (file.data.fileList as unknown[]) : [];
  for (const f of list) {
    if (typeof f !== 'object' || f === null) continue;
    const entry = f as Record<string, unknown>;
    if (entry.fileType !== ESTIMATE_ANNEX || entry.fileOperationType === 'del') continue;
    if (typeof entry.fileId !== 'string' || !entry.fileId) continue;
    return { fileId: entry.fileId, fileName: String(entry.fileName ?? entry.annexName ?? '') };
  }
  return null;
}

export interface StoredEstimate {
  jobId: string;
  fileId: string;
  rows: EstimateRow[];
  finishedAt: string;
}

export async function readEstimate(db: Db, recordId: string): Promise<StoredEstimate | undefined> {
  const row = await db.selectFrom('estimate_results').selectAll().where('record_id', '=', recordId).executeTakeFirst();
  return row ? { jobId: row.job_id, fileId: row.file_id, rows: JSON.parse(row.rows) as EstimateRow[], finishedAt: row.finished_at } : undefined;
}

/** Replaces a bid file's stored tree; call inside the transaction that finishes its job. */
export async function storeEstimate(tx: Db, input: { recordId: string; jobId: string; fileId: string; fileName: string; rows: EstimateRow[]; count: number; at: string }): Promise<void> {
  await tx.deleteFrom('estimate_results').where('record_id', '=', input.recordId).execute();
  await tx
    .insertInto('estimate_results')
    .values({ record_id: input.recordId, node_id: BID_FILE_NODE, job_id: input.jobId, file_id: input.fileId, file_name: input.fileName.slice(0, 300), row_count: input.count, rows: JSON.stringify(input.rows), finished_at: input.at })
    .execute();
}
