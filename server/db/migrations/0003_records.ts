import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';

// Records are JSON documents (`data`, text in both dialects) beside the columns every list call
// filters, sorts or checks on. The indexes follow the list query: always node_id first, then the
// access filter (enterprise_id for enterprise users) or the common status filter, then the default
// sort (updated_at, id), so one index serves WHERE + ORDER BY + LIMIT and the count.
//
// `data` is text on SQLite and jsonb on PostgreSQL (docs/adr/0005-records-jsonb-on-postgresql.md):
// PostgreSQL would otherwise parse the text of every candidate row on each filter, 4–6× slower
// on the list benchmark. Both take the same JSON text on insert; the repository reads both.
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('records')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    // The owning enterprise (NULL for records created by administrators or developers).
    .addColumn('enterprise_id', 'varchar(64)')
    .addColumn('owner_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // Optimistic lock: every change is `update … where id = ? and version = ?`, then version + 1.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('submitted_by', 'varchar(64)')
    .addColumn('assignee_id', 'varchar(64)')
    .addColumn('audit_reason', 'text')
    .addColumn('spread_at', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('data', dialect.documentType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('records_node_updated_idx').on('records').columns(['node_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('records_node_enterprise_idx').on('records').columns(['node_id', 'enterprise_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('records_node_status_idx').on('records').columns(['node_id', 'status', 'updated_at', 'id']).execute();
  // logHistory reads a record's lines from op_log by (target_type, target_id): indexed in 0001.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('records').execute();
}
