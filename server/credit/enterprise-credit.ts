import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import type { AutoRetrieveAnswer, ParticipatedStatus } from '../../schemas/enterprises';
import { parseData } from '../db/repos/records';
import { findRecordNode } from '../records/list-node';
import { enterpriseInScope } from '../enterprises/repo';

/**
 * The credit calls about one enterprise (docs/credit.md "Enterprises and personnel"): what a new
 * credit record starts from (auto-retrieve) and whether the enterprise takes part in a year's
 * evaluation. An enterprise user always gets their own; administrators name the enterprise.
 */

export const CREDIT_SYSTEM = 'credit_eval';
/** Statuses of a record that has been handed in (past the draft). */
const HANDED_IN = ['submitted', 'passed', 'rejected', 'published'] as const;

/** The level key of a credit list node (its `level.levelField`), or null; read as an administrator would (the caller may not see the menu). */
const levelFieldOf = async (db: Kysely<Database>, nodeId: string): Promise<string | null> => (await findRecordNode(db, nodeId, 'M'))?.listConfig?.level?.levelField ?? null;

/** POST /credit/record/auto-retrieve: the enterprise's registered data, as a credit record's keys. */
export async function autoRetrieve(db: Kysely<Database>, user: SessionUser, enterpriseId?: string): Promise<AutoRetrieveAnswer> {
  const e = (await enterpriseInScope(db, user, enterpriseId, true))!;
  const latest = await db
    .selectFrom('records')
    .select(['node_id', 'data'])
    .where('enterprise_id', '=', e.id)
    .where('system_coding', '=', CREDIT_SYSTEM)
    .where('status', '=', 'published')
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  let xyLevel: string | null = null;
  if (latest) {
    const field = await levelFieldOf(db, latest.node_id);
    const value = field ? parseData(latest.data)[field] : undefined;
    xyLevel = value === undefined || value === null || value === '' ? null : String(value);
  }
  return { enterpriseId: e.id, qymc: e.name, tyshxydm: e.credit_code, qyType: e.ent_type, region: e.region, fddbr: e.legal_person, lxdh: e.contact_phone, xyLevel };
}

/** GET /credit/credit/participated-status: records of the year (by when they were made) past the draft. */
export async function participatedStatus(db: Kysely<Database>, user: SessionUser, q: { enterpriseId?: string; year?: string }, now = new Date()): Promise<ParticipatedStatus> {
  const e = (await enterpriseInScope(db, user, q.enterpriseId, true))!;
  const year = q.year ?? String(now.getFullYear());
  const rows = await db
    .selectFrom('records')
    .select(['status'])
    .where('enterprise_id', '=', e.id)
    .where('system_coding', '=', CREDIT_SYSTEM)
    .where('status', 'in', [...HANDED_IN])
    .where('created_at', '>=', `${year}-01-01`)
    .where('created_at', '<', `${Number(year) + 1}-01-01`)
    .execute();
  const published = rows.filter((r) => r.status === 'published').length;
  return { enterpriseId: e.id, year, participated: rows.length > 0, submitted: rows.length, published };
}
