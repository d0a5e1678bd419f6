import path from 'node:path';
import type { UploadQuota } from './files/upload-quota';
import { DEFAULT_DRAFT_DAYS } from '../schemas';

/** Runtime settings, all from the environment (documented in README). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each instance keeps at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  tokenTtlMinutes: number;
  trustProxy: boolean | string;
  webRoot: string;
  logLevel: string;
  loadFixtures: boolean;
  /** How long a SIGTERM/SIGINT waits for requests in flight before the process exits with code 1. */
  shutdownGraceMs: number;
  /** Limits of unfinished chunked uploads (UPLOAD_OPEN_TASKS_PER_USER, UPLOAD_OPEN_MB_PER_USER, UPLOAD_OPEN_TASKS_TOTAL, UPLOAD_OPEN_MB_TOTAL). */
  uploadQuota: UploadQuota;
  /** Days the browser keeps a form's draft (DRAFT_DAYS), told to the app in the platform info. */
  draftDays: number;
}

const MB = 1024 * 1024;

/** Limits of unfinished chunked uploads unless set (docs/uploads.md "Quotas"): 20 tasks and 2 GB per user, 1,000 tasks and 20 GB in total. */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { tasksPerUser: 20, bytesPerUser: 2048 * MB, tasksTotal: 1000, bytesTotal: 20480 * MB };

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 12 * 60),
    // Off by default: otherwise any client could pick its own address and dodge the login limit.
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist/web'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loadFixtures: env.LOAD_FIXTURES !== 'false',
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    draftDays: wholeAtLeastOne(env.DRAFT_DAYS, DEFAULT_DRAFT_DAYS),
    uploadQuota: {
      tasksPerUser: wholeAtLeastOne(env.UPLOAD_OPEN_TASKS_PER_USER, DEFAULT_UPLOAD_QUOTA.tasksPerUser),
      bytesPerUser: wholeAtLeastOne(env.UPLOAD_OPEN_MB_PER_USER, DEFAULT_UPLOAD_QUOTA.bytesPerUser / MB) * MB,
      tasksTotal: wholeAtLeastOne(env.UPLOAD_OPEN_TASKS_TOTAL, DEFAULT_UPLOAD_QUOTA.tasksTotal),
      bytesTotal: wholeAtLeastOne(env.UPLOAD_OPEN_MB_TOTAL, DEFAULT_UPLOAD_QUOTA.bytesTotal / MB) * MB,
    },
  };
}

/** A pool of at least one connection; anything else (empty, 0, "abc") is the default 10. */
function poolSize(text: string | undefined): number {
  return wholeAtLeastOne(text, 10);
}

/** A whole number from 1 up; anything else (unset, empty, 0, "abc", 2.5) is the default. */
function wholeAtLeastOne(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}
