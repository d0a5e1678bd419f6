import type { Kysely } from 'kysely';

// 企业信息 (docs/accounts.md "企业信息"): an enterprise's address and qualifications (JSON text of
// {value, label}), whether an administrator has audited its information, and the changes to
// audited information waiting for an administrator (the record change-request flow of
// server/rfc is bound to nodes and records, so enterprise data has this table of its own).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enterprises').addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('enterprises').addColumn('qualifications', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('enterprises').addColumn('info_status', 'varchar(16)', (c) => c.notNull().defaultTo('unaudited')).execute();
  await db.schema.alterTable('enterprises').addColumn('audited_at', 'varchar(32)').execute();
  await db.schema
    .createTable('enterprise_changes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('before_data', 'text', (c) => c.notNull())
    .addColumn('after_data', 'text', (c) => c.notNull())
    .addColumn('submitted_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('suggestion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('enterprise_changes_enterprise_idx').on('enterprise_changes').columns(['enterprise_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enterprise_changes').execute();
  for (const c of ['audited_at', 'info_status', 'qualifications', 'address']) await db.schema.alterTable('enterprises').dropColumn(c).execute();
}
