import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { JobsTable } from '../db/types-jobs';
import { nowIso } from '../db/clock';

/**
 * A job queue in the database (docs/adr/0008-jobs-in-the-database.md): one code path on SQLite and
 * PostgreSQL. Jobs are rows of `jobs` (migration 0032): enqueued `queued`, claimed `running` with a
 * lease its worker renews, finished `done` or `failed` by a conditional update (state running AND
 * worker = the claimer), so a job is finished exactly once even when a worker that lost its lease
 * (killed, stalled) comes back.
 */

type Db = Kysely<Database>;
export type Job = Selectable<JobsTable>;

/** A job is given up (failed) after this many claims: a job that kills its worker every time must not loop forever. */
export const MAX_ATTEMPTS = 5;
export const JOB_MESSAGES = {
  gaveUp: `任务已中断 ${MAX_ATTEMPTS} 次，已停止执行`,
} as const;

const after = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The partial unique index's predicate, written as the migration wrote it: SQLite matches a conflict target to a partial index by its text. */
const OPEN_INDEX_PREDICATE = sql<SqlBool>`state in ('queued', 'running')`;

export interface EnqueueResult {
  job: Job;
  /** false: an open job for the key existed already, and `job` is that one */
  created: boolean;
}

/** The open (queued or running) job of a key, if any. */
export async function openJob(db: Db, kind: string, key: string): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('kind', '=', kind).where('job_key', '=', key).where('state', 'in', ['queued', 'running']).executeTakeFirst();
}

/** The newest job of a key (any state). */
export async function latestJob(db: Db, kind: string, key: string): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('kind', '=', kind).where('job_key', '=', key).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/**
 * Queues a job unless one for the key is open. The partial unique index (kind, job_key) over open
 * jobs decides between two enqueues at once, on one instance or several: the loser inserts
 * nothing and answers the winner's job. May run inside a caller's transaction.
 */
export async function enqueue(db: Db, input: { kind: string; key: string; payload: unknown; message?: string }): Promise<EnqueueResult> {
  const existing = await openJob(db, input.kind, input.key);
  if (existing) return { job: existing, created: false };
  const at = nowIso();
  const row: Job = {
    id: crypto.randomUUID(),
    kind: input.kind,
    job_key: input.key,
    payload: JSON.stringify(input.payload ?? {}),
    state: 'queued',
    attempts: 0,
    progress: 0,
    message: input.message ?? '排队中',
    lease_until: null,
    worker: null,
    result: null,
    error: null,
    created_at: at,
    updated_at: at,
    started_at: null,
    finished_at: null,
  };
  // `on conflict … do nothing` on the partial index: inside a caller's transaction too (a failed
  // insert would abort a PostgreSQL transaction); the second of two enqueues at once waits for the
  // first to commit, inserts nothing and answers the first's job.
  const inserted = await db
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'job_key']).where(OPEN_INDEX_PREDICATE).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { job: row, created: true };
  const winner = await openJob(db, input.kind, input.key);
  if (winner) return { job: winner, created: false };
  throw new Error(`job ${input.kind}/${input.key} was neither queued nor found open`);
}

/**
 * Claims the oldest claimable job of `kinds` for `worker`: a queued one, or a running one whose
 * lease ran out (its worker died). One statement, `update … where id = (select … limit 1
 * <skip locked>) returning *`, in a write transaction: on PostgreSQL `for update skip locked` makes
 * concurrent claimers take different rows; on SQLite the one writer does.
 */
export async function claimJob(db: Db, dialect: SqlDialect, kinds: readonly string[], worker: string, leaseMs: number): Promise<Job | undefined> {
  if (!kinds.length) return undefined;
  return db.transaction().execute(async (tx) => {
    const now = nowIso();
    // A job that was claimed MAX_ATTEMPTS times and lost its worker again is given up.
    await tx
      .updateTable('jobs')
      .set({ state: 'failed', error: JOB_MESSAGES.gaveUp, message: JOB_MESSAGES.gaveUp, finished_at: now, updated_at: now, worker: null, lease_until: null })
      .where('kind', 'in', kinds)
      .where('state', '=', 'running')
      .where('lease_until', '<', now)
      .where('attempts', '>=', MAX_ATTEMPTS)
      .execute();
    const kindList = sql.join(kinds.map((k) => sql`${k}`));
    const claimed = await sql<Job>`
      update jobs set state = 'running', worker = ${worker}, lease_until = ${after(leaseMs)}, attempts = attempts + 1,
        started_at = ${now}, updated_at = ${now}
      where id = (
        select id from jobs
        where kind in (${kindList}) and (state = 'queued' or (state = 'running' and lease_until < ${now}))
        order by created_at, id
        limit 1
        ${dialect.skipLockedRows}
      )
      returning *`.execute(tx);
    return claimed.rows[0];
  });
}

/** Renews the lease of a job this worker runs; false when the job is no longer this worker's. */
export async function renewLease(db: Db, id: string, worker: string, leaseMs: number): Promise<boolean> {
  const r = await db.updateTable('jobs').set({ lease_until: after(leaseMs), updated_at: nowIso() }).where('id', '=', id).where('state', '=', 'running').where('worker', '=', worker).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Reports progress of a job this worker runs; false when it is no longer this worker's. */
export async function reportProgress(db: Db, id: string, worker: string, progress: number, message: string, leaseMs: number): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ progress: Math.max(0, Math.min(100, Math.round(progress))), message: message.slice(0, 500), lease_until: after(leaseMs), updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('worker', '=', worker)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Finishes a job exactly once: the conditional update (running AND worker = me) and `andThen` (the
 * job's own writes: its result, its op-log line) commit together or not at all. Answers false, and
 * writes nothing, when the job is not this worker's any more.
 */
export async function finishJob(
  db: Db,
  id: string,
  worker: string,
  outcome: { ok: true; result: unknown; message: string } | { ok: false; error: string },
  andThen?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const at = nowIso();
    const set = outcome.ok
      ? { state: 'done' as const, progress: 100, message: outcome.message, result: JSON.stringify(outcome.result ?? null), error: null }
      : { state: 'failed' as const, message: outcome.error.slice(0, 500), error: outcome.error.slice(0, 1000) };
    const r = await tx
      .updateTable('jobs')
      .set({ ...set, finished_at: at, updated_at: at, lease_until: null })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('worker', '=', worker)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    if (andThen) await andThen(tx);
    return true;
  });
}

/** Hands a job this worker stops (shutdown) back to the queue at once, instead of waiting for its lease to run out. */
export async function releaseJob(db: Db, id: string, worker: string): Promise<void> {
  await db.updateTable('jobs').set({ state: 'queued', worker: null, lease_until: null, updated_at: nowIso() }).where('id', '=', id).where('state', '=', 'running').where('worker', '=', worker).execute();
}
