import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';

// How many records each (node, enterprise) holds, kept by triggers in the writing statement's own
// transaction, so every way of writing records (a save, a delete, the seed, an import) keeps it
// exact. The unfiltered list count reads it instead of counting the rows
// (server/records/list-query.ts): that count read every row an enterprise may see on each list
// call, most of PostgreSQL's time under mixed load, and no index helps it while rows are being
// written (docs/adr/0007-kept-record-counts.md). `enterprise_id` is '' for records of no
// enterprise; `stripe` spreads one count over several rows where writers lock rows (the dialect's
// `recordCounts`).
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('record_counts')
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stripe', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_counts_pk', ['node_id', 'enterprise_id', 'stripe'])
    .execute();
  const stripe = sql.raw(dialect.recordCounts.stripe('id'));
  await sql`insert into record_counts (node_id, enterprise_id, stripe, n) select node_id, coalesce(enterprise_id, ''), ${stripe}, count(*) from records group by 1, 2, 3`.execute(db);
  for (const statement of dialect.recordCounts.create) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  for (const statement of dialect.recordCounts.drop) await sql.raw(statement).execute(db);
  await db.schema.dropTable('record_counts').execute();
}
