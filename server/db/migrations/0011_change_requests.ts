import type { Kysely } from 'kysely';

// Change requests (变更, docs/credit.md "Change requests"): one row per round of changes to a
// record. `data_list` holds the changed items (changeField, oldValue, newValue, dataType) as JSON
// text; old values are the record's own at save time and stay as they were after the pass, so the
// before/after of every round can be shown forever. `base_version` is the record version the
// change was made against: a pass is refused once the record has moved on. `version` is the
// change's own optimistic lock (two passes at once: exactly one wins).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_requests')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(64)')
    .addColumn('owner_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('stage', 'varchar(16)', (c) => c.notNull())
    .addColumn('change_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('change_type_code', 'varchar(200)', (c) => c.notNull())
    .addColumn('logbook', 'text', (c) => c.notNull())
    .addColumn('audit_record', 'text', (c) => c.notNull())
    .addColumn('attachment', 'text', (c) => c.notNull())
    .addColumn('data_list', 'text', (c) => c.notNull())
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sb_time', 'varchar(32)')
    .addColumn('cz_time', 'varchar(32)')
    .addColumn('auditor_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('change_requests_record_round_uq').on('change_requests').columns(['record_id', 'round']).unique().execute();
  await db.schema.createIndex('change_requests_node_stage_idx').on('change_requests').columns(['node_id', 'stage']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('change_requests').execute();
}
