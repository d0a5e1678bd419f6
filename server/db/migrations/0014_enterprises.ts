import type { Kysely } from 'kysely';

// Enterprises and their personnel (docs/credit.md "Enterprises and personnel"): what the credit
// calls' pull-downs, the cost engineers and auto-retrieve read. Users already name their
// enterprise by id (users.enterprise_id); this is the enterprise itself. Identity numbers are kept
// masked only: the platform never needs a whole one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enterprises')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('ent_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('region', 'varchar(64)', (c) => c.notNull())
    .addColumn('legal_person', 'varchar(64)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('personnel')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('gender', 'varchar(8)', (c) => c.notNull())
    .addColumn('id_card_masked', 'varchar(32)', (c) => c.notNull())
    .addColumn('profession', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('cost_engineer', 'integer', (c) => c.notNull())
    .addColumn('reg_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('personnel_enterprise_idx').on('personnel').column('enterprise_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('personnel').execute();
  await db.schema.dropTable('enterprises').execute();
}
