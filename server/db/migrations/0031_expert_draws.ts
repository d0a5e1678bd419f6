import type { Kysely } from 'kysely';

// 专家抽取 (issue 48; docs/projects.md "专家抽取 Expert extraction"). The experts themselves are
// records of node trade-expert-form; these tables keep the draws:
// - expert_draws: one draw's inputs (project, session, specialty, region, count, bidders);
// - expert_draw_steps: each step (the draw, then one per replacement) with its seed, the eligible
//   pool it drew from (sorted ids) and what it picked, so re-running a step recomputes it;
// - expert_draw_members: who is on a draw and whether they declined, with the session copied so the
//   overlap exclusion ("drawn for another session at the same time") is one indexed query.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expert_draws')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('project_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('project_enterprise_id', 'varchar(64)')
    .addColumn('session_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('session_end', 'varchar(32)', (c) => c.notNull())
    .addColumn('specialty', 'varchar(64)', (c) => c.notNull())
    .addColumn('region', 'varchar(32)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('bidders', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expert_draws_project_idx').on('expert_draws').column('project_id').execute();

  await db.schema
    .createTable('expert_draw_steps')
    .addColumn('draw_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('seed', 'varchar(32)', (c) => c.notNull())
    .addColumn('pool', 'text', (c) => c.notNull())
    .addColumn('picked', 'text', (c) => c.notNull())
    .addColumn('replaces', 'varchar(120)')
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('expert_draw_steps_pk', ['draw_id', 'step'])
    .execute();

  await db.schema
    .createTable('expert_draw_members')
    .addColumn('draw_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('expert_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('session_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('session_end', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('expert_draw_members_pk', ['draw_id', 'expert_id'])
    .execute();
  await db.schema.createIndex('expert_draw_members_busy_idx').on('expert_draw_members').columns(['state', 'session_start']).execute();
  await db.schema.createIndex('expert_draw_members_project_idx').on('expert_draw_members').columns(['project_id', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['expert_draw_members', 'expert_draw_steps', 'expert_draws']) await db.schema.dropTable(t).execute();
}
