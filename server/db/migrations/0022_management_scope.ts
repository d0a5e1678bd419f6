import type { Kysely } from 'kysely';

// Management scope and personnel administration (docs/administration.md "管理权限", "人员信息").
// manager_scopes: one row per system or region an administrator is limited to; an administrator
// with no row of a kind is not limited in that kind (no rows at all: manages everything, as before).
// users.must_change_secret: 1 after an administrator reset the password to a temporary one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('manager_scopes')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('manager_scopes_pk', ['user_id', 'kind', 'value'])
    .execute();
  // A regional scope reads the enterprises of its regions (without it SQLite builds a temporary index per statement).
  await db.schema.createIndex('enterprises_region_idx').on('enterprises').column('region').execute();
  await db.schema.alterTable('users').addColumn('must_change_secret', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_secret').execute();
  await db.schema.dropIndex('enterprises_region_idx').execute();
  await db.schema.dropTable('manager_scopes').execute();
}
