import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../types';

export type UserRow = Selectable<UsersTable>;

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
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
