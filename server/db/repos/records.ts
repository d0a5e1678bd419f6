import type { Kysely, Selectable, Updateable } from 'kysely';
import type { RecordStatus } from '../../../schemas';
import type { AuditStage } from '../../../schemas/audit-levels';
import type { Database, RecordsTable } from '../types';
import { nowIso } from '../clock';

export type RecordRow = Selectable<RecordsTable>;

/** A record row with its JSON parsed and its columns named as the API names them. */
export interface StoredRecord {
  id: string;
  nodeId: string;
  systemCoding: string;
  enterpriseId: string | null;
  ownerUserId: string;
  status: RecordStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
  submittedBy: string | null;
  assigneeId: string | null;
  auditReason: string | null;
  spreadAt: string | null;
  sentAt: string | null;
  /** The audit level it waits at (null: none, or the node has no plan); docs/administration.md "审核级别与审核方式". */
  auditStage: AuditStage | null;
  data: Record<string, unknown>;
}

export function toStoredRecord(row: RecordRow): StoredRecord {
  return {
    id: row.id,
    nodeId: row.node_id,
    systemCoding: row.system_coding,
    enterpriseId: row.enterprise_id,
    ownerUserId: row.owner_user_id,
    status: row.status as RecordStatus,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedBy: row.submitted_by,
    assigneeId: row.assignee_id,
    auditReason: row.audit_reason,
    spreadAt: row.spread_at,
    sentAt: row.sent_at,
    auditStage: row.audit_stage ? (JSON.parse(row.audit_stage) as AuditStage) : null,
    data: parseData(row.data),
  };
}

/** The stored document: text on SQLite, already parsed by the driver on PostgreSQL (jsonb). */
export function parseData(data: unknown): Record<string, unknown> {
  return (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;
}

export async function findRecord(db: Kysely<Database>, id: string): Promise<StoredRecord | undefined> {
  const row = await db.selectFrom('records').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredRecord(row) : undefined;
}

export interface NewRecord {
  id: string;
  nodeId: string;
  systemCoding: string;
  enterpriseId: string | null;
  ownerUserId: string;
  data: Record<string, unknown>;
}

/** Inserts a draft at version 1. */
export async function insertDraft(db: Kysely<Database>, r: NewRecord): Promise<{ id: string; version: number }> {
  const now = nowIso();
  await db
    .insertInto('records')
    .values({
      id: r.id,
      node_id: r.nodeId,
      system_coding: r.systemCoding,
      enterprise_id: r.enterpriseId,
      owner_user_id: r.ownerUserId,
      status: 'draft',
      version: 1,
      created_at: now,
      updated_at: now,
      submitted_by: null,
      assignee_id: null,
      audit_reason: null,
      spread_at: null,
      sent_at: null,
      data: JSON.stringify(r.data),
    })
    .execute();
  return { id: r.id, version: 1 };
}

export type RecordChange = Omit<Updateable<RecordsTable>, 'id' | 'version' | 'updated_at' | 'node_id' | 'created_at'>;

/** The compare-and-set update both writers below run: `change` lands only on the row still at `version`. */
const versionedUpdate = (db: Kysely<Database>, id: string, version: number, change: RecordChange) =>
  db
    .updateTable('records')
    .set({ ...change, version: version + 1, updated_at: nowIso() })
    .where('id', '=', id)
    .where('version', '=', version);

/**
 * Compare-and-set: applies `change` only if the stored version is still `version`, and bumps it.
 * Returns the new version, or null when someone else changed (or deleted) the record first.
 */
export async function updateIfVersion(db: Kysely<Database>, id: string, version: number, change: RecordChange): Promise<number | null> {
  const res = await versionedUpdate(db, id, version, change).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? version + 1 : null;
}

/**
 * `updateIfVersion` that answers the stored row as it now is (RETURNING, both databases), so a
 * workflow move needs no read after its write: the record, or null when the race was lost.
 */
export async function updateReturning(db: Kysely<Database>, id: string, version: number, change: RecordChange): Promise<StoredRecord | null> {
  const row = await versionedUpdate(db, id, version, change).returningAll().executeTakeFirst();
  return row ? toStoredRecord(row) : null;
}

/** Deletes the record only at `version`; false when it changed meanwhile. */
export async function deleteIfVersion(db: Kysely<Database>, id: string, version: number): Promise<boolean> {
  const res = await db.deleteFrom('records').where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The newest record of a node an enterprise holds, or (without one) a user created. */
export async function latestRecordOf(db: Kysely<Database>, nodeId: string, owner: { enterpriseId: string } | { userId: string }): Promise<StoredRecord | undefined> {
  const q = db.selectFrom('records').selectAll().where('node_id', '=', nodeId);
  const mine = 'enterpriseId' in owner ? q.where('enterprise_id', '=', owner.enterpriseId) : q.where('owner_user_id', '=', owner.userId);
  const row = await mine.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? toStoredRecord(row) : undefined;
}
