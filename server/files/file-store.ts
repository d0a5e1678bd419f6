import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Where file content lives (docs/uploads.md "Where files live"). The `files` and `upload_tasks`
 * rows say what a file is; a store only keeps bytes, under the server-made `storedName` of a file
 * or the id of an upload in progress. Two kinds: on this machine's disk (default), or as rows of
 * the database (PostgreSQL), so that every instance serves every file and a backup holds them.
 */
export interface FileStore {
  /**
   * Stores chunk `index` of an upload (every chunk but the last is CHUNK_SIZE bytes); a re-sent
   * chunk replaces the old one. With `tx`, as part of that transaction (see chunksJoinTransaction).
   */
  putChunk(uploadId: string, index: number, bytes: Buffer, tx?: Kysely<Database>): Promise<void>;
  /**
   * Whether chunk content is database rows, written in the transaction that records the chunk
   * (bytes, row and md5 state commit together, whichever instance writes); disk content is not
   * transactional and is written before it.
   */
  readonly chunksJoinTransaction: boolean;
  /** The upload from chunk `from` (default 0) to chunk count-1, in order, streamed (never the whole file in memory). */
  readUpload(uploadId: string, count: number, from?: number): AsyncIterable<Buffer>;
  /**
   * Turns a complete upload into the stored file `storedName` without copying. Called as the last
   * step of the transaction `tx` that inserts the file's row, so a failure rolls the row back.
   */
  promoteUpload(tx: Kysely<Database>, uploadId: string, storedName: string): Promise<void>;
  /** Forgets an upload's chunks (cancel, expiry, a failed whole-file check). */
  dropUpload(uploadId: string, tx?: Kysely<Database>): Promise<void>;
  /** Ids of the uploads the store holds content of (the sweep removes those without a task). */
  heldUploads(): Promise<string[]>;
  /** Stores a whole file from a local temporary file (single-request uploads); the temporary file is gone afterwards. */
  putFile(tx: Kysely<Database>, storedName: string, tmpPath: string): Promise<void>;
  /** The content of a stored file, or null when there is none. */
  read(storedName: string): Promise<Readable | null>;
  /** Removes a stored file (only what a failed transaction left behind). */
  remove(storedName: string): Promise<void>;
}

/** Demo files shipped in fixtures/files are rows whose stored name carries this prefix. */
export const FIXTURE_PREFIX = 'fixture:';
export const FIXTURE_FILES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/files');

/**
 * A stored file's content: a fixture file from the code's own folder (every instance has it), else
 * whatever the store holds.
 */
export async function openStored(store: FileStore, storedName: string): Promise<Readable | null> {
  if (!storedName.startsWith(FIXTURE_PREFIX)) return store.read(storedName);
  // A name or one folder level below fixtures/files (the bid files' estimates/…, issue 49); nothing outside it.
  const rel = storedName.slice(FIXTURE_PREFIX.length).split('/');
  if (rel.length > 2 || rel.some((part) => !part || part === '.' || part === '..' || part !== path.basename(part))) return null;
  const file = path.join(FIXTURE_FILES_DIR, ...rel);
  try {
    await fs.promises.access(file, fs.constants.R_OK);
    return fs.createReadStream(file);
  } catch {
    return null;
  }
}

/** Upload ids are server-made uuids; anything else never reaches a path or a key. */
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertUploadId(id: string): void {
  if (!UPLOAD_ID.test(id)) throw new Error(`invalid upload id: ${id}`);
}

