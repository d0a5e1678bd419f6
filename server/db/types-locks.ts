/**
 * One lock of an enterprise (server/locks, docs/locks.md): in force while `unlocked_at` is null. A
 * partial unique index (migration 0037) keeps at most one lock in force per enterprise, whatever
 * two administrators do at once.
 */
export interface EnterpriseLocksTable {
  id: string;
  enterprise_id: string;
  reason: string;
  locked_by: string;
  locked_at: string;
  unlock_reason: string | null;
  unlocked_by: string | null;
  unlocked_at: string | null;
}
