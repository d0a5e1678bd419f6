import type { Kysely } from 'kysely';

// The call catalogue as configuration (docs/api.md "Business-call catalogue"), versioned like
// display groups:
// - call_catalogues: one row per system with its current version (0 = never saved);
// - call_catalogue_versions: every saved version's whole list as JSON (history, like node_versions);
// - catalogue_calls: the rows in force, one per method + path across ALL systems. Its key is the
//   clash rule's last word: two systems saving the same path at once cannot both win.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_catalogues')
    .addColumn('system_coding', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('call_catalogue_versions')
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('calls', 'text', (c) => c.notNull())
    .addColumn('call_count', 'integer', (c) => c.notNull())
    .addColumn('saved_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('call_catalogue_versions_pk', ['system_coding', 'version'])
    .execute();

  await db.schema
    .createTable('catalogue_calls')
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('call', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_calls_pk', ['method', 'path'])
    .execute();
  await db.schema.createIndex('catalogue_calls_system_idx').on('catalogue_calls').column('system_coding').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['catalogue_calls', 'call_catalogue_versions', 'call_catalogues']) await db.schema.dropTable(t).execute();
}
