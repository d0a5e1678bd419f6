import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../types';

export type UserRow = Selectable<UsersTable>;

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The name of the enterprise a user belongs to (用户中心's 所属企业), or undefined. */
export async function enterpriseNameOf(db: Kysely<Database>, enterpriseId: string | null): Promise<string | undefined> {
  if (!enterpriseId) return undefined;
  const row = await db.selectFrom('enterprises').select('name').where('id', '=', enterpriseId).executeTakeFirst();
  return row?.name;
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a new account must say; the rest starts as every new account does. */
export type NewUser = Pick<Insertable<UsersTable>, 'id' | 'username' | 'user_name' | 'password_hash' | 'login_role_type' | 'enterprise_id' | 'created_at'> & Partial<Insertable<UsersTable>>;

/** A new account: enabled, no photo, no practice problems (registration, 人员信息). */
export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({ photo: '', code_status: 1, practicing_status: JSON.stringify({ abnormal: false, practiceDetails: [] }), disabled: 0, ...user })
    .execute();
}

/** The enabled administrators but `excluded`, by name. */
export async function enabledManagersExcept(db: Kysely<Database>, excluded: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'user_name', 'username'])
    .where('login_role_type', '=', 'M')
    .where('disabled', '=', 0)
    .where('id', 'not in', excluded.length ? [...excluded] : [''])
    .orderBy('user_name')
    .orderBy('id')
    .execute();
}

/** Every administrator account, enabled or not, by name. */
export async function allManagers(db: Kysely<Database>) {
  return db.selectFrom('users').select(['id', 'user_name', 'username', 'disabled']).where('login_role_type', '=', 'M').orderBy('user_name').orderBy('id').execute();
}

/** Display names of these users. */
export async function userNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.user_name] as const));
}
