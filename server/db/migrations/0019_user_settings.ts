import type { Kysely } from 'kysely';

// Per-user settings that follow the user across browsers (docs/shell.md "主题"): one row per user
// and setting name; `value` is JSON text (the theme drawer's choices under name 'theme').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
}
