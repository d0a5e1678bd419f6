import type { Kysely } from 'kysely';

// Login captchas (server/auth/captcha.ts). Only a hash of the answer is kept; a row is deleted when
// it is used (right or wrong) and is worthless after `expires_at`. `address` bounds how many live
// captchas one client address may hold, so anonymous callers cannot fill the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_captchas')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_captchas_expires_idx').on('login_captchas').column('expires_at').execute();
  await db.schema.createIndex('login_captchas_address_idx').on('login_captchas').columns(['address', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_captchas').execute();
}
