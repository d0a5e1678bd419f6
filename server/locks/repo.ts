import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types';
import type { EnterpriseLocksTable } from '../db/types-locks';
import type { LockEntry } from '../../schemas/locks';

type Db = Kysely<Database>;

export const toLockEntry = (row: Selectable<EnterpriseLocksTable>): LockEntry => ({
  id: row.id,
  enterpriseId: row.enterprise_id,
  reason: row.reason,
  lockedBy: row.locked_by,
  lockedAt: row.locked_at,
  unlockReason: row.unlock_reason,
  unlockedBy: row.unlocked_by,
  unlockedAt: row.unlocked_at,
});

/** The lock in force of an enterprise, or undefined. */
export function lockInForce(db: Db, enterpriseId: string) {
  return db.selectFrom('enterprise_locks').selectAll().where('enterprise_id', '=', enterpriseId).where('unlocked_at', 'is', null).executeTakeFirst();
}

/** The locks in force of these enterprises, by enterprise id. */
export async function locksInForce(db: Db, enterpriseIds: readonly string[]): Promise<Map<string, LockEntry>> {
  if (enterpriseIds.length === 0) return new Map();
  const rows = await db.selectFrom('enterprise_locks').selectAll().where('enterprise_id', 'in', enterpriseIds).where('unlocked_at', 'is', null).execute();
  return new Map(rows.map((r) => [r.enterprise_id, toLockEntry(r)]));
}

/** Every lock of an enterprise, newest first. */
export async function lockHistory(db: Db, enterpriseId: string): Promise<LockEntry[]> {
  const rows = await db.selectFrom('enterprise_locks').selectAll().where('enterprise_id', '=', enterpriseId).orderBy('locked_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toLockEntry);
}
