import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { notFound } from '../http/errors';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { advanceMd5, claimMd5, planMd5 } from './md5-carry';
import { oneAtATime } from './one-at-a-time';
import type { UploadTarget } from './single-upload';
import { TASK_NOT_FOUND, type UploadTask } from './upload-tasks';

/** One chunk as the route received it (server/routes/files/chunk-part.ts). */
export interface ReceivedChunk {
  index: number;
  uploadId: string;
  md5: string;
  /** The bytes as received, in memory of their own: they move to the hash thread and back without a copy. */
  bytes: Buffer;
  /** md5 of the bytes as received. */
  actualMd5: string;
}

/** Forgets the md5 state when it took in chunk `index` (its bytes are about to change): the merge then reads from the start. */
async function resetStateIfPast(tx: Kysely<Database>, uploadId: string, index: number): Promise<void> {
  await tx.updateTable('upload_tasks').set({ md5_next: 0, md5_state: null }).where('id', '=', uploadId).where('md5_next', '>', index).execute();
}

/**
 * Stores a checked chunk and records it held, carrying the whole file's md5 forward
 * (docs/uploads.md "Whole-file md5", server/files/md5-carry.ts). The invariant: the saved md5
 * state only ever took in bytes the store holds under rows with the same md5, so the merge may
 * trust it. Hence:
 * - a chunk re-sent with the held md5 is not written again; one with other bytes first loses its
 *   row and, if the state took it in, the state (own commit, before the bytes change: a crash
 *   after it leaves the chunk not held, and the client sends it again);
 * - within this process one place (task, index) is stored at a time, so two requests for it
 *   cannot interleave their bytes; other places are written in parallel;
 * - disk content (one instance) is written first, outside any transaction, so SQLite's one
 *   connection is not held while the bytes go to disk; database content (PostgreSQL, several
 *   instances) in the transaction that records the row, after it locked the task row;
 * - the state's move over this chunk (and held ones after it) is hashed on the hash thread before
 *   that transaction and saved in it, one commit per chunk, only if the state is still the one it
 *   was hashed from (in this process one task's chunks take this step one at a time; another
 *   instance may win the race, and then the state moves on in a transaction of its own).
 */
export async function storeChunk(ctx: Pick<AppContext, 'db'>, target: UploadTarget, user: SessionUser, task: UploadTask, part: ReceivedChunk): Promise<void> {
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
    const lost = await oneAtATime(`md5:${task.id}`, async () => {
      const { plan, bytes } = await planMd5(ctx.db, store, task.id, part.index, part.bytes);
      return ctx.db.transaction().execute(async (tx) => {
        // The task must still be there and open (a cancel, merge or its expiry may have won the
        // race): then the bytes are the sweep's. The no-op update locks the row; it does not push
        // the expiry, which counts from the task's creation (docs/uploads.md "Expiry and sweep").
        const alive = await tx
          .updateTable('upload_tasks')
          .set((e) => ({ md5_next: e.ref('md5_next') }))
          .where('id', '=', task.id)
          .where('file_id', 'is', null)
          .where('expires_at', '>', nowIso())
          .returning(['md5_next', 'md5_state'])
          .executeTakeFirst();
        if (!alive) throw notFound(TASK_NOT_FOUND);
        // Another instance may have stored other bytes here since the check above (PostgreSQL).
        const now = await tx.selectFrom('upload_chunks').select('md5').where('upload_id', '=', task.id).where('idx', '=', part.index).executeTakeFirst();
        const replaced = !!now && now.md5 !== part.md5 && part.index < alive.md5_next;
        if (replaced) await resetStateIfPast(tx, task.id, part.index);
        if (!same && store.chunksJoinTransaction) await store.putChunk(task.id, part.index, bytes, tx);
        const row = { upload_id: task.id, idx: part.index, md5: part.md5, size: bytes.length, created_at: nowIso() };
        await tx.insertInto('upload_chunks').values(row).onConflict((oc) => oc.columns(['upload_id', 'idx']).doUpdateSet({ md5: row.md5, size: row.size, created_at: row.created_at })).execute();
        await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
          action: 'upload.chunk',
          targetType: 'upload',
          targetId: task.id,
          gnCoding: task.gn_coding,
          detail: { chunk: part.index, size: row.size, md5: row.md5 },
        });
        return plan !== null && (replaced || !(await claimMd5(tx, task.id, plan, alive)));
      });
    });
    if (lost) await advanceMd5(ctx.db, store, task.id);
  });
}
