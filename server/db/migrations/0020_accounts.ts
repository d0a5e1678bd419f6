import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import { serialKey } from './helpers';

// Accounts (docs/accounts.md): SMS codes (hashed; the serial id orders sends for the limits), the
// development outbox, enterprise registrations waiting for approval, the user's phone, portraits.
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sms_codes_phone_idx').on('sms_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_address_idx').on('sms_codes').columns(['address', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_created_idx').on('sms_outbox').column('created_at').execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('ent_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('suggestion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('activated_at', 'varchar(32)')
    .addColumn('user_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('registrations_code_idx').on('registrations').column('credit_code').execute();
  await db.schema.createIndex('registrations_phone_idx').on('registrations').column('phone').execute();

  await db.schema.alterTable('users').addColumn('phone', 'varchar(20)').execute();
  await db.schema.createIndex('users_phone_idx').on('users').column('phone').execute();

  await db.schema
    .createTable('user_portraits')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('data', sql.raw(dialect.binaryType), (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_portraits').execute();
  await db.schema.dropIndex('users_phone_idx').execute();
  await db.schema.alterTable('users').dropColumn('phone').execute();
  for (const t of ['registrations', 'sms_outbox', 'sms_codes']) await db.schema.dropTable(t).execute();
}
