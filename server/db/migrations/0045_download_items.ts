import type { Kysely } from 'kysely';

// 下载中心 and 产品中心 (issue 51; docs/download-centre.md): one row per file, video or platform
// link the centre lists. A file or video points at a stored upload (`files`); its name, type and
// size are read from there. `issued_key`: the centre gave the file its public access key (so
// removing the last item that lists it takes the key away again).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('download_items')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(64)')
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('issued_key', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_items_kind_idx').on('download_items').columns(['kind', 'sort', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_items').execute();
}
