import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { notFound } from '../http/errors';
import { mayReadFile, type FileReader } from './file-access';
import type { signedLinks } from './signed-links';
import { findFile, findReader, type FileRow } from './repo';
import { readGranted } from './read-grants';

/**
 * Which stored file a download may serve. Every refusal answers exactly like a missing file
 * (文件不存在): ids, keys and links confirm nothing.
 */

export const FILE_NOT_FOUND = '文件不存在';

/** Keys are compared in constant time: a key is the only thing guarding a public file. */
function sameKey(given: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A file the logged-in caller may read (another enterprise's answers like a missing one). */
export async function readableFile(db: Kysely<Database>, user: SessionUser, id: string): Promise<FileRow> {
  const row = await findFile(db, id);
  if (!row || !(mayReadFile(user, row) || (await readGranted(db, user, row.id)))) throw notFound(FILE_NOT_FOUND);
  return row;
}

/** A rich-text medium by its random key (a wrong key, a file without one and a missing file answer the same). */
export async function keyedFile(db: Kysely<Database>, id: string, key: string): Promise<FileRow> {
  const row = await findFile(db, id);
  if (!row || !sameKey(key, row.access_key)) throw notFound(FILE_NOT_FOUND);
  return row;
}

/** A file by its signed link: the signature, then the reader's right again (a link outlives neither the account nor the access). */
export async function signedFile(db: Kysely<Database>, links: ReturnType<typeof signedLinks>, id: string, link: { u: string; e: number; s: string }): Promise<{ row: FileRow; reader: FileReader }> {
  if (!(await links.verify(id, link.u, link.e, link.s))) throw notFound(FILE_NOT_FOUND);
  const [row, found] = await Promise.all([findFile(db, id), findReader(db, link.u)]);
  const reader: FileReader | null = found ? { id: found.id, role: found.login_role_type, enterpriseId: found.enterprise_id } : null;
  if (!row || !found || !reader || found.disabled || !(mayReadFile(reader, row) || (await readGranted(db, reader, row.id)))) {
    throw notFound(FILE_NOT_FOUND);
  }
  return { row, reader };
}
