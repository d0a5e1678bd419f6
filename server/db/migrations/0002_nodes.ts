import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import { serialKey } from './helpers';

// Dictionary rows feed the dropdown and qualification calls; nodes hold page configs (one per menu
// id) with an append-only history in node_versions, so a designer can compare and roll back.
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('dictionary')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    // '' = shared by every system; a system's own rows for a display code replace the shared ones.
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('display_code', 'varchar(64)', (c) => c.notNull())
    // The parent's value (not its id): that is what a child field sends as `key`.
    .addColumn('parent_key', 'varchar(128)')
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cur_info', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('range_key', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('full_name', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    // Qualification levels: 0 = 特级, 1 = 一级 …; lower is higher. NULL for anything else.
    .addColumn('level_rank', 'integer')
    .execute();
  await db.schema
    .createIndex('dictionary_lookup_idx')
    .on('dictionary')
    .columns(['system_coding', 'display_code', 'parent_key'])
    .execute();
  // Values are unique per list, so `parent_key` names exactly one parent.
  await db.schema
    .createIndex('dictionary_value_uq')
    .on('dictionary')
    .columns(['system_coding', 'display_code', 'value'])
    .unique()
    .execute();

  await db.schema
    .createTable('nodes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nodes_system_idx').on('nodes').column('system_coding').execute();

  await db.schema
    .createTable('node_versions')
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull().references('nodes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('node_versions_pk', ['node_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['node_versions', 'nodes', 'dictionary']) await db.schema.dropTable(t).execute();
}
