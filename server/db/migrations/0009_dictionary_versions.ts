import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import { serialKey } from './helpers';

// The dictionary manager (docs/dictionaries.md). The `dictionary` table keeps the CURRENT options
// (the dropdown and qualification calls read it unchanged); these tables add what the manager needs:
// - dictionaries: one row per list (system_coding '' = shared) with its name and version number;
// - dictionary_versions: every saved version's whole tree as JSON, so a version can be shown and
//   restored (a rollback saves the old tree as a new version, like node_versions).
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('dictionaries')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('display_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    // 0 = rows that predate the manager (no saved version yet); the first save makes version 1.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('dictionaries_code_uq').on('dictionaries').columns(['system_coding', 'display_code']).unique().execute();

  await db.schema
    .createTable('dictionary_versions')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('display_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    // create | save | import | rollback
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('saved_by', 'varchar(128)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dictionary_versions_uq')
    .on('dictionary_versions')
    .columns(['system_coding', 'display_code', 'version'])
    .unique()
    .execute();

  // Lists already in the database (loaded from fixtures before this migration) get their manager
  // row, named after their code, at version 0: they are listed, and their first save is version 1.
  await sql`insert into dictionaries (system_coding, display_code, name, version, updated_at, updated_by)
    select distinct system_coding, display_code, display_code, 0, '', '' from dictionary`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dictionary_versions').execute();
  await db.schema.dropTable('dictionaries').execute();
}
