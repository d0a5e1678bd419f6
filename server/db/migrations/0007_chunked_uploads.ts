import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect';

// Chunked, resumable uploads and shared file content (docs/uploads.md).
// - upload_tasks: one row per started upload; it outlives a server restart, so a client can resume.
//   After the merge it keeps `file_id`, which makes a second merge answer the same file.
// - upload_chunks: which chunks of a task the server holds (with their md5). A chunk is recorded
//   only after its bytes are stored, so a crash in between leaves it "not held" and it is re-sent.
// - file_blobs: file content as rows (PostgreSQL: several instances share one database and must
//   serve each other's uploads, and a database backup then holds the files too).
// - attachment_types: the typed attachments of a node (spec 000 §3 attachment type).
// - files.md5: the whole-file md5 the chunked protocol speaks; same md5 + size = instant upload.
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('upload_tasks')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(64)')
    .addColumn('md5', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('system_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('gn_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_tasks_resume_idx').on('upload_tasks').columns(['owner_user_id', 'md5', 'file_size']).execute();
  await db.schema.createIndex('upload_tasks_expires_idx').on('upload_tasks').column('expires_at').execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'idx'])
    .execute();

  await db.schema
    .createTable('file_blobs')
    .addColumn('blob_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', sql.raw(dialect.binaryType), (c) => c.notNull())
    .addPrimaryKeyConstraint('file_blobs_pk', ['blob_key', 'seq'])
    .execute();

  await db.schema
    .createTable('attachment_types')
    .addColumn('gn_coding', 'varchar(64)', (c) => c.notNull())
    .addColumn('annex_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('annex_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('annex_format', 'varchar(200)', (c) => c.notNull())
    .addColumn('annex_size', 'integer', (c) => c.notNull())
    .addColumn('is_required', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('example_file_id', 'varchar(64)')
    .addColumn('template_file_id', 'varchar(64)')
    .addPrimaryKeyConstraint('attachment_types_pk', ['gn_coding', 'annex_no'])
    .execute();

  await db.schema.alterTable('files').addColumn('md5', 'varchar(32)').execute();
  await db.schema.createIndex('files_md5_idx').on('files').columns(['md5', 'size']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_md5_idx').execute();
  await db.schema.alterTable('files').dropColumn('md5').execute();
  for (const t of ['attachment_types', 'file_blobs', 'upload_chunks', 'upload_tasks']) await db.schema.dropTable(t).execute();
}
