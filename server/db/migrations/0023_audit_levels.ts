import type { Kysely } from 'kysely';

// 审核级别与审核方式 (docs/administration.md): per node the ordered audit levels of its records (JSON text,
// kept as one list so its order cannot come apart) and 或签/会签; on every record the level it waits
// at (0 when none) and that level as it stood when the record reached it (JSON text, null: no plan).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_plans')
    .addColumn('node_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('sign', 'varchar(8)', (c) => c.notNull().defaultTo('any'))
    .addColumn('levels', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('records').addColumn('audit_level', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('records').addColumn('audit_stage', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('records').dropColumn('audit_stage').execute();
  await db.schema.alterTable('records').dropColumn('audit_level').execute();
  await db.schema.dropTable('audit_plans').execute();
}
