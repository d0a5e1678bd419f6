import type { Kysely } from 'kysely';

// Uploaded files (docs/uploads.md). The bytes live on disk under `stored_name` (server-made, never
// the client's name); `display_name` is only shown to people and put in Content-Disposition.
// `mime` and the extension of `stored_name` come from the file's magic bytes, not the client.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'varchar(64)', (c) => c.notNull())
    // The uploader's enterprise (NULL for administrators and developers): enterprise users read only theirs.
    .addColumn('enterprise_id', 'varchar(64)')
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('gn_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('stored_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_owner_idx').on('files').columns(['owner_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
