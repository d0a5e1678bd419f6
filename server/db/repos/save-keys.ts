import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { nowIso } from '../clock';

/**
 * New records' idempotency keys (migration 0028; docs/forms.md "When a save fails"): which record
 * a user's create with a given key made, so a repeat of that create answers it again.
 */

export interface KeyedRecord {
  recordId: string;
  nodeId: string;
}

export async function findSaveKey(db: Kysely<Database>, userId: string, saveKey: string): Promise<KeyedRecord | undefined> {
  const row = await db
    .selectFrom('record_save_keys')
    .select(['record_id', 'node_id'])
    .where('user_id', '=', userId)
    .where('save_key', '=', saveKey)
    .executeTakeFirst();
  return row ? { recordId: row.record_id, nodeId: row.node_id } : undefined;
}

/** Written in the create's own transaction: a second create with the key fails on the primary key. */
export async function rememberSaveKey(db: Kysely<Database>, userId: string, saveKey: string, record: KeyedRecord): Promise<void> {
  await db
    .insertInto('record_save_keys')
    .values({ user_id: userId, save_key: saveKey, record_id: record.recordId, node_id: record.nodeId, created_at: nowIso() })
    .execute();
}
