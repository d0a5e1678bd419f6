import type { Kysely } from 'kysely';

// 意见反馈 (docs/shell.md "意见反馈"): one row per sent feedback: who (name kept as it was then),
// from which system, the overall score, the ticked questionnaire items (JSON text) and the opinion.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(64)')
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
