import { sql, type Kysely } from 'kysely';

// Background jobs (issue 49, server/jobs/, docs/adr/0008-jobs-in-the-database.md) and the stored
// result of a bid file's cost-estimate detection (server/detection/, docs/bidding.md "文件检测").
// - jobs: one row per job; `state` queued → running → done | failed. A running job holds a lease
//   (`lease_until`, an ISO instant compared as text) that its worker renews; a job whose lease ran
//   out is claimed again. At most one open (queued or running) job per (kind, job_key): a partial
//   unique index, the same on SQLite and PostgreSQL.
// - estimate_results: the parsed tree of one bid file (one row per record, replaced by a new
//   detection in the transaction that finishes its job).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('job_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('worker', 'varchar(64)')
    .addColumn('result', 'text')
    .addColumn('error', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await sql`create unique index jobs_open_key on jobs (kind, job_key) where state in ('queued', 'running')`.execute(db);
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('jobs_key_idx').on('jobs').columns(['kind', 'job_key', 'created_at']).execute();

  await db.schema
    .createTable('estimate_results')
    .addColumn('record_id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('job_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['estimate_results', 'jobs']) await db.schema.dropTable(t).execute();
}
