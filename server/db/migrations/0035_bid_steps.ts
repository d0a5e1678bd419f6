import type { Kysely } from 'kysely';

// 开标步骤 (issue 49; docs/bidding.md "开标步骤"): a project walked through the steps of the steps
// node trade-bid-steps (server/bidsteps).
// - bid_step_state: each project's current step (no row: the first step), with a version so two
//   administrators moving at once cannot both win;
// - bid_step_values: what each step's form stored for the project (JSON text), the values the
//   step's rules are checked on;
// - bid_step_moves: every move, in order (the op log has them too, with the caller).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bid_step_state')
    .addColumn('project_id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('step', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bid_step_values')
    .addColumn('project_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('step', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('bid_step_values_pk', ['project_id', 'step'])
    .execute();

  await db.schema
    .createTable('bid_step_moves')
    .addColumn('project_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('from_step', 'varchar(64)', (c) => c.notNull())
    .addColumn('to_step', 'varchar(64)', (c) => c.notNull())
    .addColumn('moved_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('moved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('bid_step_moves_pk', ['project_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['bid_step_moves', 'bid_step_values', 'bid_step_state']) await db.schema.dropTable(t).execute();
}
