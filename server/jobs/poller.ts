import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { claimJob, finishJob, releaseJob, renewLease, reportProgress, type Job } from './queue';

type Db = Kysely<Database>;

/** What a job's handler may do while it runs. */
export interface JobControl {
  /** Reports progress (0–100) and the step in Chinese; renews the lease. Throws JobLost when the job is no longer this worker's. */
  progress(percent: number, message: string): Promise<void>;
  /** Aborted when the poller stops (shutdown) or the job was lost: stop at the next step. */
  signal: AbortSignal;
}

/** A handler's answer: the job's result and what to write with its completion, or a Chinese failure message. */
export type JobOutcome =
  | { ok: true; result: unknown; message: string; onFinish?: (tx: Db) => Promise<void> }
  | { ok: false; error: string; onFinish?: (tx: Db) => Promise<void> };

export interface JobHandler {
  kind: string;
  run(job: Job, control: JobControl): Promise<JobOutcome>;
}

/** Thrown inside a handler when its job was taken from this worker (its lease ran out): the work is dropped. */
export class JobLost extends Error {
  constructor() {
    super('job lost');
  }
}

export interface PollerOptions {
  db: Db;
  dialect: SqlDialect;
  handlers: JobHandler[];
  /** How often an idle poller looks for work (JOBS_POLL_MS, default 1000). */
  intervalMs?: number;
  /** How long a claim holds without renewal (JOBS_LEASE_MS, default 30 s); renewed every third of it. */
  leaseMs?: number;
  /** This instance's name in `jobs.worker` (host, pid and a random part by default). */
  worker?: string;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

export interface Poller {
  readonly worker: string;
  /** Looks for work now (after a job was queued here) instead of at the next tick. */
  wake(): void;
  /** Stops polling; a job running here is told to stop and handed back to the queue. */
  stop(): Promise<void>;
}

const envMs = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/**
 * A poller per server instance (server/routes/detection starts it with the app and stops it on
 * close, so SIGTERM's shutdown stops it): one job at a time, claimed from the database, its lease
 * renewed while it runs, finished by the conditional update of queue.ts.
 */
export function startPoller(options: PollerOptions): Poller {
  const { db, dialect } = options;
  const intervalMs = options.intervalMs ?? envMs('JOBS_POLL_MS', 1000);
  const leaseMs = options.leaseMs ?? envMs('JOBS_LEASE_MS', 30_000);
  const worker = options.worker ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const handlers = new Map(options.handlers.map((h) => [h.kind, h]));
  const kinds = [...handlers.keys()];
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let busy: Promise<void> | null = null;
  let again = false;
  let current: { job: Job; abort: AbortController } | null = null;

  const runOne = async (job: Job): Promise<void> => {
    const handler = handlers.get(job.kind)!;
    const abort = new AbortController();
    current = { job, abort };
    let lost = false;
    const renew = setInterval(() => {
      renewLease(db, job.id, worker, leaseMs).then(
        (mine) => {
          if (!mine) {
            lost = true;
            abort.abort();
          }
        },
        (err: unknown) => options.log?.warn({ err, job: job.id }, 'job lease renewal failed'),
      );
    }, Math.max(50, Math.floor(leaseMs / 3)));
    try {
      const control: JobControl = {
        signal: abort.signal,
        progress: async (percent, message) => {
          if (abort.signal.aborted) throw new JobLost();
          if (!(await reportProgress(db, job.id, worker, percent, message, leaseMs))) {
            lost = true;
            abort.abort();
            throw new JobLost();
          }
        },
      };
      let outcome: JobOutcome;
      try {
        outcome = await handler.run(job, control);
      } catch (err) {
        if (err instanceof JobLost || abort.signal.aborted) throw new JobLost();
        options.log?.warn({ err, job: job.id }, 'job handler threw');
        outcome = { ok: false, error: '任务执行失败，请稍后重试' };
      }
      if (abort.signal.aborted) throw new JobLost();
      const { onFinish } = outcome;
      await finishJob(db, job.id, worker, outcome.ok ? { ok: true, result: outcome.result, message: outcome.message } : { ok: false, error: outcome.error }, onFinish);
    } catch (err) {
      if (!(err instanceof JobLost)) options.log?.warn({ err, job: job.id }, 'job could not be finished');
      // Stopped by shutdown (not lost): hand it back so another instance, or this one's successor, takes it at once.
      if (!lost) await releaseJob(db, job.id, worker).catch(() => undefined);
    } finally {
      clearInterval(renew);
      current = null;
    }
  };

  const drain = async (): Promise<void> => {
    do {
      again = false;
      while (!stopped) {
        let job: Job | undefined;
        try {
          job = await claimJob(db, dialect, kinds, worker, leaseMs);
        } catch (err) {
          if (!stopped) options.log?.warn({ err }, 'job claim failed');
          break;
        }
        if (!job) break;
        await runOne(job);
      }
    } while (again && !stopped);
  };

  const tick = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = drain().finally(() => {
      busy = null;
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };

  timer = setTimeout(tick, 0);
  return {
    worker,
    wake() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = null;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      current?.abort.abort();
      await busy;
    },
  };
}
