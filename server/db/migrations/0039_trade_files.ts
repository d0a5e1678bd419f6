import type { Kysely } from 'kysely';

// 招标文件 downloads and 评审文件 (issue 49; docs/bidding.md "招标文件的下载记录", "评审文件"):
// - tender_file_downloads: one row per download of a tender file's (trade-bid-file record's) attachment by an enterprise user;
// - review_files: the files experts or administrators attached to a project's review by batch upload.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tender_file_downloads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('record_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(64)')
    .addColumn('enterprise_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('downloaded_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tender_file_downloads_record_idx').on('tender_file_downloads').columns(['record_id', 'downloaded_at']).execute();
  await db.schema.createIndex('tender_file_downloads_user_idx').on('tender_file_downloads').columns(['record_id', 'user_id']).execute();
  await db.schema
    .createTable('review_files')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploader_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('notified_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('review_files_one_idx').on('review_files').columns(['project_id', 'file_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['review_files', 'tender_file_downloads']) await db.schema.dropTable(t).execute();
}
