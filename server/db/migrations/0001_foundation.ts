import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import { serialKey } from './helpers';

// Kysely<unknown>: migrations must not depend on today's table types, which keep changing.
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('login_role_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(64)')
    .addColumn('photo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('practicing_status', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    .addColumn('attempt_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['attempt_key', 'at']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('systems')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('system_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('title', 'varchar(32)', (c) => c.notNull())
    .addColumn('levels', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(64)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('it_shows', 'varchar(8)', (c) => c.notNull().defaultTo('是'))
    .addColumn('node_properties', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('style', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('node_set_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roles', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menus_system_idx').on('menus').columns(['system_coding', 'parent_id', 'sort']).execute();

  await createOpLog(db, dialect);
}

async function createOpLog(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('op_log')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('user_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('role', 'varchar(8)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('gn_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('op_log_target_idx').on('op_log').columns(['target_type', 'target_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['op_log', 'menus', 'systems', 'settings', 'login_attempts', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
