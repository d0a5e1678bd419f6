import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { nowIso } from '../clock';

export interface Actor {
  id: string | null;
  userName: string;
  role: string;
}

export interface OpLogEntry {
  action: string;
  targetType: string;
  targetId: string;
  gnCoding?: string;
  detail?: unknown;
  ok?: boolean;
}

// Column widths of op_log (migration 0001). PostgreSQL refuses a longer value, which would roll back
// the very change being logged (a login with a 180-character account name answered 500), so text
// that comes from callers is cut to fit; SQLite would have stored it whole.
const fit = (text: string, width: number) => (text.length > width ? text.slice(0, width) : text);

/** Writes one operation-log line; call it inside the transaction of the change it records. */
export async function writeOpLog(db: Kysely<Database>, actor: Actor, entry: OpLogEntry): Promise<void> {
  await db
    .insertInto('op_log')
    .values({
      at: nowIso(),
      user_id: actor.id,
      user_name: fit(actor.userName, 128),
      role: fit(actor.role, 8),
      action: fit(entry.action, 64),
      target_type: fit(entry.targetType, 64),
      target_id: fit(entry.targetId, 128),
      gn_coding: fit(entry.gnCoding ?? '', 64),
      detail: JSON.stringify(entry.detail ?? {}),
      ok: entry.ok === false ? 0 : 1,
    })
    .execute();
}

/** The successful log entries of one target, oldest first. */
export async function targetHistory(db: Kysely<Database>, targetType: string, targetId: string) {
  return db.selectFrom('op_log').select(['action', 'role', 'user_name', 'detail', 'at']).where('target_type', '=', targetType).where('target_id', '=', targetId).where('ok', '=', 1).orderBy('id').execute();
}
