import type { Kysely, Selectable } from 'kysely';
import type { Database, ChangeRequestsTable } from '../db/types';
import type { ChangeFile, ChangeItem, ChangeStage } from '../../schemas/change-request';

export type ChangeRow = Selectable<ChangeRequestsTable>;

/** A change row with its JSON parsed and its stage typed. */
export interface StoredChange {
  id: string;
  recordId: string;
  nodeId: string;
  enterpriseId: string | null;
  ownerUserId: string;
  round: number;
  stage: ChangeStage;
  changeType: string;
  changeTypeCode: string;
  logbook: string;
  auditRecord: string;
  attachment: string;
  dataList: ChangeItem[];
  /** the record's files after the change (canonical urls); null: unchanged */
  fileList: ChangeFile[] | null;
  /** the record's files when the change was saved (set with fileList) */
  oldFileList: ChangeFile[] | null;
  baseVersion: number;
  version: number;
  createdAt: string;
  sbTime: string | null;
  czTime: string | null;
}

export function toStoredChange(row: ChangeRow): StoredChange {
  return {
    id: row.id,
    recordId: row.record_id,
    nodeId: row.node_id,
    enterpriseId: row.enterprise_id,
    ownerUserId: row.owner_user_id,
    round: Number(row.round),
    stage: row.stage as ChangeStage,
    changeType: row.change_type,
    changeTypeCode: row.change_type_code,
    logbook: row.logbook,
    auditRecord: row.audit_record,
    attachment: row.attachment,
    dataList: JSON.parse(row.data_list) as ChangeItem[],
    fileList: row.file_list ? (JSON.parse(row.file_list) as ChangeFile[]) : null,
    oldFileList: row.old_file_list ? (JSON.parse(row.old_file_list) as ChangeFile[]) : null,
    baseVersion: Number(row.base_version),
    version: Number(row.version),
    createdAt: row.created_at,
    sbTime: row.sb_time,
    czTime: row.cz_time,
  };
}

/** Every round of a record, oldest first. */
export async function changesOf(db: Kysely<Database>, recordId: string): Promise<StoredChange[]> {
  const rows = await db.selectFrom('change_requests').selectAll().where('record_id', '=', recordId).orderBy('round').execute();
  return rows.map(toStoredChange);
}

export async function findChange(db: Kysely<Database>, id: string): Promise<StoredChange | undefined> {
  const row = await db.selectFrom('change_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredChange(row) : undefined;
}

export type ChangeUpdate = Partial<Omit<ChangeRequestsTable, 'id' | 'record_id' | 'node_id' | 'round' | 'version' | 'created_at'>>;

/** Updates the change only at `version` (its optimistic lock); false when someone else moved it first. */
export async function updateChangeIfVersion(db: Kysely<Database>, id: string, version: number, change: ChangeUpdate): Promise<boolean> {
  const res = await db
    .updateTable('change_requests')
    .set({ ...change, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
