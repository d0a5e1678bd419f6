import type { Kysely } from 'kysely';

// An information change may replace the record's attachments (spec 001 §5.1 rule 4): the change
// keeps the whole file list after the change (JSON text of UploadedFile[], canonical urls), which a
// pass writes into the record, and the list before it (old_file_list), so every round shows its
// own before/after forever. Null: the change leaves the files as they are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('change_requests').addColumn('file_list', 'text').execute();
  await db.schema.alterTable('change_requests').addColumn('old_file_list', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('change_requests').dropColumn('old_file_list').execute();
  await db.schema.alterTable('change_requests').dropColumn('file_list').execute();
}
