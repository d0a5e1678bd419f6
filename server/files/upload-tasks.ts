import type { Kysely, Selectable } from 'kysely';
import { clampProgress } from '../../schemas/attachments';
import type { Database, FilesTable, UploadTasksTable } from '../db/types';
import type { SessionUser } from '../session-user';
import { notFound } from '../http/errors';
import { UPLOAD_ID } from './file-store';
import { signedLinks } from './signed-links';
import { UPLOAD_TTL_MS } from './sweep';
import type { UploadAnswer } from '../../schemas/upload-answer';

export type UploadTask = Selectable<UploadTasksTable>;
export const TASK_NOT_FOUND = '上传任务不存在';

/** When a task created at `createdAt` expires: a fixed time after its creation, never pushed by a resume or a chunk. */
export const expiryFrom = (createdAt: Date): string => new Date(createdAt.getTime() + UPLOAD_TTL_MS).toISOString();

/**
 * The caller's upload task, or 404 上传任务不存在: another user's task, an expired one and a made-up
 * id all answer the same, so upload ids reveal nothing.
 */
export async function ownTask(db: Kysely<Database>, uploadId: string, user: SessionUser): Promise<UploadTask> {
  const task = UPLOAD_ID.test(uploadId) ? await db.selectFrom('upload_tasks').selectAll().where('id', '=', uploadId).executeTakeFirst() : undefined;
  if (!task || task.owner_user_id !== user.id || (task.file_id === null && task.expires_at < new Date().toISOString())) throw notFound(TASK_NOT_FOUND);
  return task;
}

/** The indexes of the chunks the server holds for a task, ascending, and their bytes. */
export async function heldChunks(db: Kysely<Database>, uploadId: string): Promise<{ indexes: number[]; bytes: number }> {
  const rows = await db.selectFrom('upload_chunks').select(['idx', 'size']).where('upload_id', '=', uploadId).orderBy('idx').execute();
  return { indexes: rows.map((r) => r.idx), bytes: rows.reduce((sum, r) => sum + r.size, 0) };
}

/** The progress of a task as the spec shows it (clamped: 100 → 99.9, below 5 → 5, two decimals). */
export const progressOf = (bytes: number, size: number): number => clampProgress(size > 0 ? (bytes / size) * 100 : 0);

/** The answer of an upload for a stored file, with a signed url for the caller. */
export async function fileAnswer(db: Kysely<Database>, row: Selectable<FilesTable>, user: SessionUser): Promise<UploadAnswer> {
  return {
    fileId: row.id,
    fileNo: row.file_no,
    fileType: row.file_type,
    fileName: row.display_name,
    url: await signedLinks(db).sign(row.id, user.id),
    host: '',
    fileOperationType: 'add',
    size: Number(row.size),
    md5: row.md5 ?? '',
  };
}
