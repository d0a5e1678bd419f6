import type { Kysely } from 'kysely';

// 权限设置 (docs/administration.md): the buttons a role keeps on a node. One row per role and node;
// `buttons` is a JSON array of button codes (schemas/permissions.ts). No row means every button —
// the behaviour before this table existed — so only an administrator's choice is ever stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('button_permissions')
    .addColumn('role', 'varchar(8)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('buttons', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('button_permissions_pk', ['role', 'node_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('button_permissions').execute();
}
