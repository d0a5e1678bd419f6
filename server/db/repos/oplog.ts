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

/** Writes one operation-log line; call it inside the transaction of the change it records. */
export async function writeOpLog(db: Kysely<Database>, actor: Actor, entry: OpLogEntry): Promise<void> {
  await db
    .insertInto('op_log')
    .values({
      at: nowIso(),
      user_id: actor.id,
      user_name: actor.userName,
      role: actor.role,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      gn_coding: entry.gnCoding ?? '',
      detail: JSON.stringify(entry.detail ?? {}),
      ok: entry.ok === false ? 0 : 1,
    })
    .execute();
}
