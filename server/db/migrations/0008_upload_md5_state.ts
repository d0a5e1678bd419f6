import type { Kysely } from 'kysely';

// The whole-file md5 of a chunked upload, carried forward as chunks arrive (docs/uploads.md
// "Whole-file md5"), so the merge need not read the file again:
// - md5_next: how many leading chunks (0..md5_next-1) the saved state has taken in;
// - md5_state: hash-wasm's saved md5 state after them (base64), NULL while md5_next is 0.
// Kept in the task row, not in memory, because the next chunk may arrive at another instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_tasks').addColumn('md5_next', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('upload_tasks').addColumn('md5_state', 'varchar(512)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_tasks').dropColumn('md5_state').execute();
  await db.schema.alterTable('upload_tasks').dropColumn('md5_next').execute();
}
