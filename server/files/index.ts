import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { DatabaseFileStore } from './database-store';
import { DiskFileStore } from './disk-store';
import type { FileStore } from './file-store';

export type { FileStore } from './file-store';

/** The store of this deployment: database rows where the dialect keeps file content there, else disk under `dir`. */
export function createFileStore(db: Kysely<Database>, dialect: SqlDialect, dir: string): FileStore {
  return dialect.fileContentInDatabase ? new DatabaseFileStore(db) : new DiskFileStore(dir);
}
