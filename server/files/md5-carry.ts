import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileStore } from './file-store';
import { carryOffThread } from './hash-thread';

/**
 * Moving the whole file's md5 state of a chunked upload (`upload_tasks.md5_next`, `md5_state`,
 * docs/uploads.md "Whole-file md5") over the held chunks from `md5_next` on. The hashing runs on
 * the hash thread and outside any transaction; the result is saved only if the state is still the
 * one it started from and the rows it took in still carry the md5s it saw (compare and set), so
 * the saved state never took in bytes the store does not hold under those rows.
 */

/** A state moved over chunks `from` … `next - 1`, to be saved if nothing changed meanwhile. */
export interface Md5Plan {
  from: number;
  /** The state it started from (null at the file's start). */
  saved: string | null;
  next: number;
  state: string;
  /** The rows it read from the store (every chunk of the run but the one in hand), with their md5s. */
  seen: Array<{ idx: number; md5: string }>;
}

interface Start {
  from: number;
  saved: string | null;
  rows: Array<{ idx: number; md5: string }>;
}

/** The saved state and the held rows from its next chunk on, or null when there is nothing to move from. */
async function startOf(db: Kysely<Database>, uploadId: string): Promise<Start | null> {
  const task = await db.selectFrom('upload_tasks').select(['md5_next', 'md5_state', 'file_id']).where('id', '=', uploadId).executeTakeFirst();
  if (!task || task.file_id !== null) return null;
  const from = task.md5_next;
  const saved = from === 0 ? null : task.md5_state;
  if (from > 0 && saved === null) return null;
  const rows = await db.selectFrom('upload_chunks').select(['idx', 'md5']).where('upload_id', '=', uploadId).where('idx', '>=', from).orderBy('idx').execute();
  return { from, saved, rows };
}

/** Adds the held chunk `idx` to `state`, read back from the store piece by piece. */
async function carryStored(store: FileStore, uploadId: string, idx: number, state: string | null): Promise<string | null> {
  let carried = state;
  for await (const piece of store.readUpload(uploadId, idx + 1, idx)) carried = (await carryOffThread(carried, piece)).result;
  return carried;
}

/**
 * Before chunk `index` (checked, about to be recorded) is committed: the state moved over the
 * run of chunks it completes, this one from memory and the held ones after it (they came first)
 * from the store. Null when the chunk does not continue the state (an earlier one is missing).
 * `bytes` is handed to the hash thread; the answer gives them back.
 */
export async function planMd5(db: Kysely<Database>, store: FileStore, uploadId: string, index: number, bytes: Buffer): Promise<{ plan: Md5Plan | null; bytes: Buffer }> {
  const start = await startOf(db, uploadId);
  if (!start) return { plan: null, bytes };
  const held = new Map(start.rows.map((r) => [r.idx, r.md5]));
  held.delete(index);
  // The run from the saved state: held rows, with this chunk in its place.
  let end = start.from;
  while (end === index || held.has(end)) end++;
  if (index < start.from || index >= end) return { plan: null, bytes };
  let state = start.saved;
  let back = bytes;
  const seen: Md5Plan['seen'] = [];
  for (let idx = start.from; idx < end; idx++) {
    if (idx === index) {
      const hashed = await carryOffThread(state, back);
      state = hashed.result;
      back = hashed.bytes;
    } else {
      seen.push({ idx, md5: held.get(idx) ?? '' });
      state = await carryStored(store, uploadId, idx, state);
    }
  }
  return { plan: state === null ? null : { from: start.from, saved: start.saved, next: end, state, seen }, bytes: back };
}

/**
 * In the transaction that records chunk `index`, after it locked the task row (`locked` is the
 * row's state as it found it): saves the plan when the state and the other rows of the run are
 * still the ones it was made from. False when they changed (another instance moved the state or
 * replaced a chunk): then nothing is saved.
 */
export async function claimMd5(tx: Kysely<Database>, uploadId: string, plan: Md5Plan, locked: { md5_next: number; md5_state: string | null }): Promise<boolean> {
  if (locked.md5_next !== plan.from || (plan.from > 0 && locked.md5_state !== plan.saved)) return false;
  if (plan.seen.length) {
    const now = await tx.selectFrom('upload_chunks').select(['idx', 'md5']).where('upload_id', '=', uploadId).where('idx', 'in', plan.seen.map((r) => r.idx)).orderBy('idx').execute();
    if (now.length !== plan.seen.length || now.some((r, i) => r.idx !== plan.seen[i].idx || r.md5 !== plan.seen[i].md5)) return false;
  }
  await tx.updateTable('upload_tasks').set({ md5_state: plan.state, md5_next: plan.next }).where('id', '=', uploadId).execute();
  return true;
}

/** The state or the rows changed while this process hashed: start again from what is saved now. */
class StateMoved extends Error {}

/** Tries before leaving the rest to a later chunk or the merge (each failed try means someone else moved the state). */
const TRIES = 8;

/**
 * After a chunk's plan lost to another instance (PostgreSQL): moves the state over whatever run
 * of held chunks follows it now, reading them from the store, in transactions of its own. Gives
 * up after a few lost races: the merge reads what the state has not taken in.
 */
export async function advanceMd5(db: Kysely<Database>, store: FileStore, uploadId: string): Promise<void> {
  for (let tries = 0; tries < TRIES; tries++) {
    const start = await startOf(db, uploadId);
    if (!start) return;
    const seen: Md5Plan['seen'] = [];
    for (const row of start.rows) {
      if (row.idx !== start.from + seen.length) break;
      seen.push(row);
    }
    if (seen.length === 0) return;
    let state = start.saved;
    for (const row of seen) state = await carryStored(store, uploadId, row.idx, state);
    if (state === null) return;
    const plan: Md5Plan = { from: start.from, saved: start.saved, next: start.from + seen.length, state, seen };
    try {
      await db.transaction().execute(async (tx) => {
        const locked = await tx.updateTable('upload_tasks').set({ md5_next: start.from }).where('id', '=', uploadId).where('md5_next', '=', start.from).where('file_id', 'is', null).returning(['md5_next', 'md5_state']).executeTakeFirst();
        if (!locked || !(await claimMd5(tx, uploadId, plan, locked))) throw new StateMoved();
      });
      return;
    } catch (err) {
      if (!(err instanceof StateMoved)) throw err;
    }
  }
}
