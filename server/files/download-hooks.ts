import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileReader } from './file-access';
import type { FileRow } from './repo';

/**
 * What other areas do when a logged-in reader downloads a stored file (by the bearer route or a
 * signed link): server/detection records a 招标文件's download by an enterprise
 * (docs/bidding.md "招标文件的下载记录"). Files sit below those areas, so they register here; the app
 * wiring registers each hook once (server/app.ts). A hook that fails fails the download: a download
 * that must be recorded is not served unrecorded.
 */
export type DownloadHook = (db: Kysely<Database>, reader: FileReader, file: FileRow) => Promise<void>;

const hooks: DownloadHook[] = [];

/** Registers a hook; the same function registered twice runs once. */
export function registerDownloadHook(hook: DownloadHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** Runs the registered hooks for one download, before the file is sent. */
export async function afterDownload(db: Kysely<Database>, reader: FileReader, file: FileRow): Promise<void> {
  for (const hook of hooks) await hook(db, reader, file);
}
