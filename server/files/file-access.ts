import type { Role } from '../../schemas';

/** What deciding who reads a file needs of its row. */
export interface FileOwnership {
  owner_user_id: string;
  enterprise_id: string | null;
  file_type: string;
}

/** The reader as far as file access goes. */
export interface FileReader {
  id: string;
  role: Role | string;
  enterpriseId: string | null;
}

/**
 * File types every logged-in user reads: the demo data's files (fixtures/files), the example
 * and template files of attachment types, which are there to be shown to whoever fills a form, and
 * the files administrators attach to notices and help entries (the server sets these two types
 * when such an entry is saved; an upload may not claim them, server/routes/files/upload.ts).
 */
export const SHARED_FILE_TYPES: readonly string[] = ['demo', 'example', 'template', 'notice', 'help'];

/**
 * Who may read a stored file (docs/uploads.md "Download"): M and D every file; an enterprise user
 * their own uploads and their enterprise's; everyone the shared demo, example and template files.
 * Whoever may not read a file is answered as if it did not exist.
 */
export function mayReadFile(reader: FileReader, row: FileOwnership): boolean {
  if (reader.role === 'M' || reader.role === 'D') return true;
  if (SHARED_FILE_TYPES.includes(row.file_type)) return true;
  return row.owner_user_id === reader.id || (row.enterprise_id !== null && row.enterprise_id === reader.enterpriseId);
}
