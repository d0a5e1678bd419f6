import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Makes an uploaded file one every logged-in user reads (its file type becomes one of
 * SHARED_FILE_TYPES, server/files/file-access.ts): what an administrator attaches to a notice or a
 * help entry is there to be shown to everyone it is meant for. Null when the file does not exist or
 * its sniffed type is not one `accepts` takes; the caller refuses then.
 */
export async function claimSharedFile(
  db: Kysely<Database>,
  fileId: string,
  fileType: string,
  accepts: (mime: string) => boolean,
): Promise<{ display_name: string; mime: string } | null> {
  const row = await db.selectFrom('files').select(['id', 'display_name', 'mime']).where('id', '=', fileId).executeTakeFirst();
  if (!row || !accepts(row.mime)) return null;
  await db.updateTable('files').set({ file_type: fileType }).where('id', '=', fileId).execute();
  return row;
}
