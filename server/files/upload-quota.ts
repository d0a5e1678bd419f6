import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { nowIso } from '../db/clock';

/**
 * How much unfinished chunked uploading the platform holds at once (docs/uploads.md "Quotas").
 * Each unfinished task reserves its declared size on disk or in file_blobs for up to 24 hours, so
 * without a limit one account could fill the store with tasks it never finishes.
 */
export interface UploadQuota {
  /** Unfinished, unexpired tasks one user may have. */
  tasksPerUser: number;
  /** The declared sizes of one user's unfinished tasks, summed, in bytes. */
  bytesPerUser: number;
  /** Unfinished tasks of all users together. */
  tasksTotal: number;
  /** The declared sizes of all unfinished tasks together, in bytes. */
  bytesTotal: number;
}
// The defaults and the settings that change them: server/config.ts (DEFAULT_UPLOAD_QUOTA).

const GB = 1024 * 1024 * 1024;

/** A size as the messages say it: whole GB when it is, else MB. */
export const sizeText = (bytes: number): string => (bytes % GB === 0 ? `${bytes / GB} GB` : `${Math.round(bytes / 1024 / 1024)} MB`);

export const QUOTA_MESSAGES = {
  tasksPerUser: (n: number) => `未完成的上传任务已达 ${n} 个，请先完成或取消已有任务`,
  bytesPerUser: (bytes: number) => `未完成上传的总大小超过 ${sizeText(bytes)} 的上限，请先完成或取消已有任务`,
  tasksTotal: (n: number) => `平台未完成的上传任务已达 ${n} 个的上限，请稍后再试`,
  bytesTotal: (bytes: number) => `平台未完成上传的总大小超过 ${sizeText(bytes)} 的上限，请稍后再试`,
} as const;

/**
 * The settings row every task creation locks first. On PostgreSQL the upsert holds a row lock to
 * the end of the transaction, so of two starts at once the second counts only after the first
 * committed its task: the count and the insert are one step, and a burst cannot pass the limit.
 * On SQLite the one connection runs one transaction at a time, so the lock is simply taken.
 * One row for all users: the total limit needs it, and a start is rare (one per file) and holds it
 * for a few short statements.
 */
const LOCK_KEY = 'upload_quota_lock';

export async function lockQuota(tx: Kysely<Database>): Promise<void> {
  await tx
    .insertInto('settings')
    .values({ key: LOCK_KEY, value: '0' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '0' }))
    .execute();
}

/** Count and sum of the open (unfinished, unexpired) tasks, of one user or of everyone. */
async function openTasks(tx: Kysely<Database>, userId: string | null): Promise<{ n: number; bytes: number }> {
  let q = tx
    .selectFrom('upload_tasks')
    .select((e) => [e.fn.countAll().as('n'), e.fn.coalesce(e.fn.sum('file_size'), e.lit(0)).as('bytes')])
    .where('file_id', 'is', null)
    .where('expires_at', '>', nowIso());
  if (userId !== null) q = q.where('owner_user_id', '=', userId);
  const row = await q.executeTakeFirstOrThrow();
  return { n: Number(row.n), bytes: Number(row.bytes) };
}

/**
 * The refusal of a new task of `size` bytes for `userId`, or null when it fits. Call it inside the
 * transaction that inserts the task, after lockQuota.
 */
export async function quotaProblem(tx: Kysely<Database>, quota: UploadQuota, userId: string, size: number): Promise<ApiError | null> {
  const mine = await openTasks(tx, userId);
  if (mine.n >= quota.tasksPerUser) return new ApiError('too-many', QUOTA_MESSAGES.tasksPerUser(quota.tasksPerUser));
  if (mine.bytes + size > quota.bytesPerUser) return new ApiError('too-many', QUOTA_MESSAGES.bytesPerUser(quota.bytesPerUser));
  const all = await openTasks(tx, null);
  if (all.n >= quota.tasksTotal) return new ApiError('too-many', QUOTA_MESSAGES.tasksTotal(quota.tasksTotal));
  if (all.bytes + size > quota.bytesTotal) return new ApiError('too-many', QUOTA_MESSAGES.bytesTotal(quota.bytesTotal));
  return null;
}
