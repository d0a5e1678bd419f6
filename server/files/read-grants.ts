import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileReader } from './file-access';

/**
 * Reads an area grants beyond mayReadFile (docs/uploads.md "Download"): a file that belongs to
 * something several people work on — a project's 评审文件 is for all of its reviewers, not only its
 * uploader. The download and signed-link routes ask the grants only when mayReadFile says no; the
 * wiring registers each grant once (server/app.ts).
 */
export type ReadGrant = (db: Kysely<Database>, reader: FileReader, fileId: string) => Promise<boolean>;

const grants: ReadGrant[] = [];

/** Registers a grant; the same function registered twice runs once. */
export function registerReadGrant(grant: ReadGrant): void {
  if (!grants.includes(grant)) grants.push(grant);
}

/** Whether a registered grant lets `reader` read `fileId`. */
export async function readGranted(db: Kysely<Database>, reader: FileReader, fileId: string): Promise<boolean> {
  for (const grant of grants) if (await grant(db, reader, fileId)) return true;
  return false;
}
