import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../session-user';
import { notFound } from '../../http/errors';
import { writeOpLog } from '../../db/repos/oplog';
import { nowIso } from '../../db/clock';
import type { IHasher } from 'hash-wasm';
import type { FileStore } from '../../files';
import { md5Continue, md5Hasher } from '../../files/running-md5';
import type { ReceivedChunk } from './chunk-part';
import type { UploadTarget } from './upload';
import { expiryFromNow, TASK_NOT_FOUND, type UploadTask } from './upload-tasks';

/** Storing one chunk place (task and index) runs one at a time in this process (see storeChunk). */
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/** Forgets the md5 state when it took in chunk `index` (its bytes are about to change): the merge then reads from the start. */
async function resetStateIfPast(tx: Kysely<Database>, uploadId: string, index: number): Promise<void> {
  await tx.updateTable('upload_tasks').set({ md5_next: 0, md5_state: null }).where('id', '=', uploadId).where('md5_next', '>', index).execute();
}

/**
 * Stores a checked chunk and records it held, carrying the whole file's md5 forward
 * (docs/uploads.md "Whole-file md5"). The invariant: the saved md5 state only ever took in bytes
 * the store holds under rows with the same md5, so the merge may trust it. Hence:
 * - a chunk re-sent with the held md5 is not written again; one with other bytes first loses its
 *   row and, if the state took it in, the state (own commit, before the bytes change: a crash
 *   after it leaves the chunk not held, and the client sends it again);
 * - within this process one place (task, index) is stored at a time, so two requests for it
 *   cannot interleave their bytes; other places are written in parallel;
 * - database content (PostgreSQL, several instances) is written in the transaction that records
 *   the row and moves the state, after it locked the task row; disk content (one instance) just
 *   before it, outside, so SQLite's one connection is not held while the bytes go to disk.
 * A chunk whose index is the state's next is added from memory; held chunks after it (they came
 * first: 3 are in flight) are read back from the store and added too.
 */
export async function storeChunk(ctx: AppContext, target: UploadTarget, user: SessionUser, task: UploadTask, part: ReceivedChunk): Promise<void> {
  const hasher = await md5Hasher();
  const { store } = target;
  await oneAtATime(`${task.id}:${part.index}`, async () => {
    const before = await ctx.db.selectFrom('upload_chunks').select('md5').where('upload_id', '=', task.id).where('idx', '=', part.index).executeTakeFirst();
    const same = before?.md5 === part.md5;
    if (before && !same) {
      await ctx.db.transaction().execute(async (tx) => {
        await resetStateIfPast(tx, task.id, part.index);
        await tx.deleteFrom('upload_chunks').where('upload_id', '=', task.id).where('idx', '=', part.index).execute();
      });
    }
    if (!same && !store.chunksJoinTransaction) await store.putChunk(task.id, part.index, part.bytes);
    await ctx.db.transaction().execute(async (tx) => {
      // The task must still be there (a cancel or merge may have won the race): then the bytes are the sweep's.
      const alive = await tx
        .updateTable('upload_tasks')
        .set({ expires_at: expiryFromNow() })
        .where('id', '=', task.id)
        .where('file_id', 'is', null)
        .returning(['md5_next', 'md5_state'])
        .executeTakeFirst();
      if (!alive) throw notFound(TASK_NOT_FOUND);
      // Another instance may have stored other bytes here since the check above (PostgreSQL).
      const now = await tx.selectFrom('upload_chunks').select('md5').where('upload_id', '=', task.id).where('idx', '=', part.index).executeTakeFirst();
      let next = alive.md5_next;
      if (now && now.md5 !== part.md5 && part.index < next) {
        await resetStateIfPast(tx, task.id, part.index);
        next = 0;
      }
      if (!same && store.chunksJoinTransaction) await store.putChunk(task.id, part.index, part.bytes, tx);
      const row = { upload_id: task.id, idx: part.index, md5: part.md5, size: part.bytes.length, created_at: nowIso() };
      await tx.insertInto('upload_chunks').values(row).onConflict((oc) => oc.columns(['upload_id', 'idx']).doUpdateSet({ md5: row.md5, size: row.size, created_at: row.created_at })).execute();
      if (part.index === next) await carryMd5(tx, store, hasher, task.id, next, next === 0 ? null : alive.md5_state, part.bytes);
      await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
        action: 'upload.chunk',
        targetType: 'upload',
        targetId: task.id,
        gnCoding: task.gn_coding,
        detail: { chunk: part.index, size: row.size, md5: row.md5 },
      });
    });
  });
}

/** Adds chunk `index` (its bytes in hand) and the held chunks right after it to the state, and saves it. */
async function carryMd5(tx: Kysely<Database>, store: FileStore, hasher: IHasher, uploadId: string, index: number, state: string | null, bytes: Buffer): Promise<void> {
  let carried = md5Continue(hasher, state, bytes);
  let next = index + 1;
  const later = await tx.selectFrom('upload_chunks').select('idx').where('upload_id', '=', uploadId).where('idx', '>=', next).orderBy('idx').execute();
  for (const { idx } of later) {
    if (idx !== next) break;
    // Load, update and save per piece: the process's one hasher may serve another chunk in between.
    for await (const piece of store.readUpload(uploadId, idx + 1, idx)) carried = md5Continue(hasher, carried, piece);
    next++;
  }
  await tx.updateTable('upload_tasks').set({ md5_state: carried, md5_next: next }).where('id', '=', uploadId).execute();
}
