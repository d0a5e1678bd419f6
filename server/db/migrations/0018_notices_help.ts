import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import { serialKey } from './helpers';

// 通知 and 帮助 (docs/shell.md "通知", "帮助"). A notice's msgId is a number (the client's own
// notice is -99), so notices take an auto-numbered key. A read is one row per user and notice: a
// notice once confirmed never comes back for that user. Help nodes are one table for both trees
// (kind help|faq): groups have no parent, entries name their group; `qa` is JSON text.
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (c) => serialKey(c, dialect))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('msg', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('audience', 'varchar(16)', (c) => c.notNull())
    .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(64)')
    .addColumn('url_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('publisher_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('publisher_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_period_idx').on('notices').columns(['audience', 'end_at']).execute();
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('help_nodes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(64)')
    .addColumn('group_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(64)')
    .addColumn('qa', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_nodes_kind_idx').on('help_nodes').columns(['kind', 'parent_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_nodes').execute();
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropTable('notices').execute();
}
