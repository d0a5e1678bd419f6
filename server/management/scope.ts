import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { managesRecord, type ManagementScope } from '../../schemas/management';
import type { Database } from '../db/types';

/**
 * The query side of management scope (docs/administration.md "管理权限"). The rule itself is
 * `managesRecord` of schemas/management.ts; here it is read from `manager_scopes` and spelled as
 * SQL for the lists and todos, which must agree with it (scope.test.ts compares the two).
 */

type Db = Kysely<Database>;

/** Only administrators are limited by a scope; developers and enterprise users never are. */
export const scopeApplies = (role: string): boolean => role === 'M';

/** The scope of one administrator (no rows: every system and region). */
export async function readScope(db: Db, userId: string): Promise<ManagementScope> {
  const rows = await db.selectFrom('manager_scopes').select(['kind', 'value']).where('user_id', '=', userId).orderBy('kind').orderBy('value').execute();
  return { systems: rows.filter((r) => r.kind === 'system').map((r) => r.value), regions: rows.filter((r) => r.kind === 'region').map((r) => r.value) };
}

/** The scopes of several administrators at once (for the 管理权限 table). */
export async function readScopes(db: Db, userIds: string[]): Promise<Map<string, ManagementScope>> {
  const out = new Map<string, { systems: string[]; regions: string[] }>(userIds.map((id) => [id, { systems: [], regions: [] }]));
  if (userIds.length === 0) return out;
  const rows = await db.selectFrom('manager_scopes').select(['user_id', 'kind', 'value']).where('user_id', 'in', userIds).orderBy('value').execute();
  for (const r of rows) (r.kind === 'system' ? out.get(r.user_id)?.systems : out.get(r.user_id)?.regions)?.push(r.value);
  return out;
}

/**
 * Replaces an administrator's scope (inside the caller's transaction). The account's row is
 * written first: on PostgreSQL its row lock makes two saves of one scope wait for each other, so
 * the later one deletes what the earlier one stored instead of colliding with it (a 500).
 */
export async function writeScope(tx: Db, userId: string, scope: ManagementScope, at: string): Promise<void> {
  await tx.updateTable('users').set((eb) => ({ disabled: eb.ref('disabled') })).where('id', '=', userId).execute();
  await tx.deleteFrom('manager_scopes').where('user_id', '=', userId).execute();
  const rows = [
    ...[...new Set(scope.systems)].map((value) => ({ user_id: userId, kind: 'system', value, created_at: at })),
    ...[...new Set(scope.regions)].map((value) => ({ user_id: userId, kind: 'region', value, created_at: at })),
  ];
  if (rows.length) await tx.insertInto('manager_scopes').values(rows).execute();
}

/**
 * The scope as ONE condition over a records row: `managesRecord` in SQL. `sys` is the row's system
 * (`sql.ref('r.system_coding')`, or the list's system as a value), `enterpriseColumn` names its
 * enterprise column (`enterprise_id`, `r.enterprise_id`). Both subqueries are
 * uncorrelated, so each database evaluates them once per statement, and an administrator without
 * rows pays two index probes of `manager_scopes`. Only `enterprise_id` of the row is read, which
 * the lists' covering indexes hold (server/records/sql-dialect.ts).
 */
export function recordScopeCondition(userId: string, sys: RawBuilder<unknown>, enterpriseColumn: string): RawBuilder<SqlBool> {
  const ent = sql.ref(enterpriseColumn);
  const limited = (kind: string) => sql`exists (select 1 from manager_scopes ms where ms.user_id = ${userId} and ms.kind = ${kind})`;
  const systems = sql`(select ms.value from manager_scopes ms where ms.user_id = ${userId} and ms.kind = 'system')`;
  const enterprises = sql`(select e.id from enterprises e join manager_scopes ms on ms.value = e.region where ms.user_id = ${userId} and ms.kind = 'region')`;
  return sql<SqlBool>`((not ${limited('system')} or ${sys} in ${systems}) and (not ${limited('region')} or ${ent} in ${enterprises}))`;
}

/** The region of an enterprise ('' when it has none recorded); null for no enterprise. */
async function regionOf(db: Db, enterpriseId: string | null): Promise<string | null> {
  if (enterpriseId === null) return null;
  const row = await db.selectFrom('enterprises').select('region').where('id', '=', enterpriseId).executeTakeFirst();
  return row?.region ?? '';
}

/** Whether administrator `userId` manages the record (a single record: audit, assign, detail…). */
export async function managesRecordOf(db: Db, userId: string, record: { systemCoding: string; enterpriseId: string | null }): Promise<boolean> {
  const scope = await readScope(db, userId);
  if (scope.systems.length === 0 && scope.regions.length === 0) return true;
  return managesRecord(scope, { systemCoding: record.systemCoding, region: await regionOf(db, record.enterpriseId) });
}

/**
 * The enabled administrators whose scope is limited (at least one system or region row) and covers
 * the record: the auditors of an audit level of kind 'scope' (docs/administration.md "审核级别与审核方式").
 */
export async function scopedManagersOf(db: Db, record: { systemCoding: string; enterpriseId: string | null }): Promise<string[]> {
  const rows = await db
    .selectFrom('manager_scopes as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .select(['ms.user_id', 'ms.kind', 'ms.value'])
    .where('u.login_role_type', '=', 'M')
    .where('u.disabled', '=', 0)
    .orderBy('ms.user_id')
    .execute();
  const region = await regionOf(db, record.enterpriseId);
  const scopes = new Map<string, { systems: string[]; regions: string[] }>();
  for (const r of rows) {
    const scope = scopes.get(r.user_id) ?? { systems: [], regions: [] };
    (r.kind === 'system' ? scope.systems : scope.regions).push(r.value);
    scopes.set(r.user_id, scope);
  }
  return [...scopes].filter(([, scope]) => managesRecord(scope, { systemCoding: record.systemCoding, region })).map(([id]) => id);
}
