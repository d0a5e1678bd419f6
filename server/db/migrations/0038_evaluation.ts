import type { Kysely } from 'kysely';

// 专家评审 (issue 49; docs/bidding.md "专家评审 Evaluation by experts"):
// - evaluation_experts: which login account is which pool expert (a record of trade-expert-form);
// - evaluation_templates: a project's score sheet template (JSON text), saved by administrators;
// - evaluation_sheets: one expert's sheet for one bid file and one part (ZS / JS / SW), draft or submitted;
// - evaluation_results: the ranking render-result stored last for a project (JSON text).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evaluation_experts')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expert_id', 'varchar(120)', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('evaluation_templates')
    .addColumn('project_id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('evaluation_sheets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('bid_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('part', 'varchar(8)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('expert_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('evaluation_sheets_one_idx').on('evaluation_sheets').columns(['project_id', 'user_id', 'bid_id', 'part']).unique().execute();
  await db.schema
    .createTable('evaluation_results')
    .addColumn('project_id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('rendered_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('rendered_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['evaluation_results', 'evaluation_sheets', 'evaluation_templates', 'evaluation_experts']) await db.schema.dropTable(t).execute();
}
