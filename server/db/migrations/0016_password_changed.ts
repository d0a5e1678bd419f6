import type { Kysely } from 'kysely';

// When a user last set their password (docs/accounts.md): the user centre asks for a new one after
// 90 days. Null: never changed since the account was made (its created_at counts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_changed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}
