import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { writeOpLog } from '../db/repos/oplog';
import type { FileStore } from './file-store';

/** How long an unfinished upload is kept after its creation (docs/uploads.md "Expiry and sweep"): chunks and resumes do not push it. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often each instance sweeps. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** A temporary file of a single-request upload older than this belongs to no running request. */
const STALE_TMP_MS = 60 * 60 * 1000;

export interface SweepResult {
  /** Unfinished tasks past their expiry, removed with their chunks. */
  expired: number;
  /** Finished tasks past their expiry (only the row goes: the file stays). */
  finished: number;
  /** Chunk content or chunk rows that belonged to no task (a crash, a chunk racing a cancel). */
  orphans: number;
}

/**
 * Removes expired upload tasks and every chunk that belongs to no task. Safe to run on several
 * instances at once: each step is a delete that finds nothing the second time.
 */
export async function sweepUploads(db: Kysely<Database>, store: FileStore, opts: { now?: Date; tmpDir?: string } = {}): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const due = await db.selectFrom('upload_tasks').select(['id', 'file_id']).where('expires_at', '<', now.toISOString()).execute();
  let expired = 0;
  let finished = 0;
  for (const task of due) {
    const gone = await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('upload_chunks').where('upload_id', '=', task.id).execute();
      const removed = await tx.deleteFrom('upload_tasks').where('id', '=', task.id).where('expires_at', '<', now.toISOString()).executeTakeFirst();
      if (!Number(removed.numDeletedRows)) return false;
      if (task.file_id === null) {
        await writeOpLog(tx, { id: null, userName: 'system', role: '' }, { action: 'upload.expire', targetType: 'upload', targetId: task.id, gnCoding: '', detail: {} });
      }
      return true;
    });
    if (!gone) continue;
    // After the commit: a crash in between leaves content without a task, which the next sweep finds.
    if (task.file_id === null) {
      await store.dropUpload(task.id);
      expired++;
    } else {
      finished++;
    }
  }

  const live = new Set((await db.selectFrom('upload_tasks').select('id').execute()).map((t) => t.id));
  let orphans = 0;
  for (const id of await store.heldUploads()) {
    if (live.has(id)) continue;
    await store.dropUpload(id);
    orphans++;
  }
  const strayRows = await db.selectFrom('upload_chunks').select('upload_id').distinct().execute();
  for (const { upload_id } of strayRows) {
    if (live.has(upload_id)) continue;
    await db.deleteFrom('upload_chunks').where('upload_id', '=', upload_id).execute();
    orphans++;
  }
  if (opts.tmpDir) await removeStaleTmp(opts.tmpDir, now);
  return { expired, finished, orphans };
}

async function removeStaleTmp(dir: string, now: Date): Promise<void> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > STALE_TMP_MS) await fs.promises.rm(file, { force: true });
  }
}
