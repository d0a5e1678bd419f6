import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { migrateToLatest } from '../db/migrations';
import type { Db } from '../db/connect';
import { claimJob, enqueue, finishJob, MAX_ATTEMPTS, JOB_MESSAGES, renewLease, reportProgress } from './queue';

// The queue's rules on their own (server/jobs/queue.ts), on SQLite and (DATABASE_URL) PostgreSQL:
// one open job per key; a claim takes the oldest queued job or one whose lease ran out; only the
// claimer that holds the job finishes it, once.
describe('job queue', () => {
  let database: Db;
  let drop: (() => Promise<void>) | null;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.dropSchema;
    await migrateToLatest(database.db, database.dialect);
  });
  afterAll(async () => {
    await database?.close();
    if (drop) await drop();
  });
  const db = () => database.db;

  it('one open job per key; a finished key may be queued again', async () => {
    const a = await enqueue(db(), { kind: 'q1', key: 'k', payload: { n: 1 } });
    const b = await enqueue(db(), { kind: 'q1', key: 'k', payload: { n: 2 } });
    expect([a.created, b.created, b.job.id]).toEqual([true, false, a.job.id]);
    const claimed = await claimJob(db(), database.dialect, ['q1'], 'w1', 60_000);
    expect(claimed).toMatchObject({ id: a.job.id, state: 'running', worker: 'w1', attempts: 1 });
    expect(await finishJob(db(), a.job.id, 'w1', { ok: true, result: { n: 1 }, message: '完成' })).toBe(true);
    expect((await enqueue(db(), { kind: 'q1', key: 'k', payload: {} })).created).toBe(true);
  });

  it('a job whose lease ran out is claimed again; the first worker can then neither renew, report nor finish it', async () => {
    const { job } = await enqueue(db(), { kind: 'q2', key: 'k', payload: {} });
    const first = await claimJob(db(), database.dialect, ['q2'], 'dead', 1);
    expect(first?.id).toBe(job.id);
    await new Promise((r) => setTimeout(r, 10));
    const second = await claimJob(db(), database.dialect, ['q2'], 'alive', 60_000);
    expect(second).toMatchObject({ id: job.id, worker: 'alive', attempts: 2 });
    expect(await renewLease(db(), job.id, 'dead', 60_000)).toBe(false);
    expect(await reportProgress(db(), job.id, 'dead', 50, 'x', 60_000)).toBe(false);
    let wrote = 0;
    expect(await finishJob(db(), job.id, 'dead', { ok: true, result: null, message: '完成' }, async () => void wrote++)).toBe(false);
    expect(await finishJob(db(), job.id, 'alive', { ok: true, result: null, message: '完成' }, async () => void wrote++)).toBe(true);
    expect(await finishJob(db(), job.id, 'alive', { ok: true, result: null, message: '完成' }, async () => void wrote++)).toBe(false);
    expect(wrote).toBe(1);
    expect(await claimJob(db(), database.dialect, ['q2'], 'alive', 60_000)).toBeUndefined();
  });

  it(`a job that lost its worker ${MAX_ATTEMPTS} times is given up`, async () => {
    const { job } = await enqueue(db(), { kind: 'q3', key: 'k', payload: {} });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect((await claimJob(db(), database.dialect, ['q3'], `w${i}`, 1))?.id).toBe(job.id);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await claimJob(db(), database.dialect, ['q3'], 'last', 60_000)).toBeUndefined();
    const row = await db().selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', error: JOB_MESSAGES.gaveUp });
  });
});
