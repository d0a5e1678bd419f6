import crypto from 'node:crypto';
import { CHUNK_SIZE, chunkCount } from '../../schemas/attachments';
import type { UploadAnswer } from '../../schemas/upload-answer';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../http/errors';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { declaredProblem, findAttachmentType } from './rules';
import { warmHashThread } from './hash-thread';
import { storeChunk, type ReceivedChunk } from './chunk-record';
import { expiryFrom, fileAnswer, heldChunks, ownTask, progressOf, type UploadTask } from './upload-tasks';
import { displayName, mayUseNode, NODE_NOT_FOUND, type UploadTarget } from './single-upload';
import { openTaskFor, sameContentFile } from './repo';
import { lockQuota, quotaProblem } from './upload-quota';

/** Chunked, resumable uploads (docs/uploads.md "Chunked upload"): start, chunk, progress, cancel; the merge is merge.ts. */

type Ctx = Pick<AppContext, 'db'>;
type StartCtx = Pick<AppContext, 'db' | 'uploadQuota'>;

const MSG_CHUNK_COUNT = '分片数量与文件大小不符';
const MSG_CHUNK_INDEX = '分片序号超出范围';
const MSG_CHUNK_SIZE = '分片大小不正确';
const MSG_CHUNK_MD5 = '分片校验失败（md5 不一致），请重新上传该分片';
const MSG_CANCEL_DONE = '文件已上传完成，无法取消';

const actorOf = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });
const chunkUrls = (uploadId: string, count: number, held: readonly number[]) =>
  Array.from({ length: count }, (_, i) => i)
    .filter((i) => !held.includes(i))
    .map((i) => `/ks/upload/v1/chunk-upload?uploadId=${uploadId}&chunk=${i}`);

/** The bytes chunk `index` of a task must have: CHUNK_SIZE, the last one the rest. */
const expectedChunkSize = (task: UploadTask, index: number) =>
  index < task.chunk_count - 1 ? CHUNK_SIZE : Number(task.file_size) - CHUNK_SIZE * (task.chunk_count - 1);

export interface StartUpload {
  md5: string;
  fileName: string;
  chunk: number;
  fileSize: number;
  fileType?: string;
  gnCoding?: string;
  systemCoding?: string;
  fileNo?: string;
}

/**
 * Starts (or resumes) a chunked upload. The same content already stored by the caller's enterprise
 * (or the caller) finishes at once (秒传); the caller's unfinished task for the same content is
 * resumed, and its held chunks need not be sent again.
 */
export async function startUpload(ctx: StartCtx, user: SessionUser, body: StartUpload) {
  const md5 = body.md5.toLowerCase();
  const gnCoding = body.gnCoding ?? '';
  const fileType = body.fileType ?? '';
  if (!(await mayUseNode(ctx, user.role, gnCoding))) throw notFound(NODE_NOT_FOUND);
  const type = await findAttachmentType(ctx.db, gnCoding, fileType);
  const refused = declaredProblem(body.fileName, body.fileSize, type, fileType);
  if (refused) throw refused;
  const count = chunkCount(body.fileSize);
  if (body.chunk !== count) throw badRequest(MSG_CHUNK_COUNT);
  warmHashThread();
  const name = displayName(body.fileName);
  const fields = { system_coding: body.systemCoding ?? '', gn_coding: gnCoding, file_type: fileType, file_no: body.fileNo ?? '', file_name: name };
  const base = { md5, chunk: count, chunkSize: CHUNK_SIZE };

  const same = await sameContentFile(ctx.db, { userId: user.id, enterpriseId: user.enterpriseId }, md5, body.fileSize);
  if (same && same.stored_name.split('.').pop() === name.split('.').pop()?.toLowerCase()) {
    const row = {
      id: crypto.randomUUID(),
      owner_user_id: user.id,
      enterprise_id: user.enterpriseId,
      system_coding: fields.system_coding,
      gn_coding: gnCoding,
      file_type: fileType,
      file_no: fields.file_no,
      display_name: name || same.display_name,
      // The content is shared with the earlier file: files are never deleted one by one today.
      stored_name: same.stored_name,
      mime: same.mime,
      size: body.fileSize,
      sha256: same.sha256,
      md5,
      created_at: nowIso(),
      access_key: null,
    };
    await ctx.db.transaction().execute(async (tx) => {
      await tx.insertInto('files').values(row).execute();
      await writeOpLog(tx, actorOf(user), { action: 'file.upload', targetType: 'file', targetId: row.id, gnCoding, detail: { instant: true, sameAs: same.id, name: row.display_name, size: body.fileSize, md5 } });
    });
    const file = await fileAnswer(ctx.db, row, user);
    const answer = { ...base, uploadId: '', url: file.url, uploadUrlList: [], uploadedChunks: Array.from({ length: count }, (_, i) => i), result: progressOf(1, 1), finished: true, file };
    return { answer, instant: true };
  }

  const uploadId = await ctx.db.transaction().execute(async (tx) => {
    // Quota and resume decided under the lock (upload-quota.ts): of two starts at once the second
    // sees the first's task, so a burst neither passes the limits nor makes two tasks of one file.
    await lockQuota(tx);
    const open = await openTaskFor(tx, user.id, md5, body.fileSize);
    const id = open?.id ?? crypto.randomUUID();
    if (open) {
      // The expiry stays: a task lives 24 h from its creation, whatever is resumed or sent.
      await tx.updateTable('upload_tasks').set(fields).where('id', '=', id).execute();
    } else {
      const refused = await quotaProblem(tx, ctx.uploadQuota, user.id, body.fileSize);
      if (refused) throw refused;
      const createdAt = new Date();
      await tx
        .insertInto('upload_tasks')
        .values({ id, owner_user_id: user.id, enterprise_id: user.enterpriseId, md5, file_size: body.fileSize, chunk_size: CHUNK_SIZE, chunk_count: count, file_id: null, created_at: createdAt.toISOString(), expires_at: expiryFrom(createdAt), md5_next: 0, md5_state: null, ...fields })
        .execute();
    }
    await writeOpLog(tx, actorOf(user), { action: open ? 'upload.resume' : 'upload.start', targetType: 'upload', targetId: id, gnCoding, detail: { name, size: body.fileSize, md5, chunks: count } });
    return id;
  });
  const held = await heldChunks(ctx.db, uploadId);
  const answer = { ...base, uploadId, url: '', uploadUrlList: chunkUrls(uploadId, count, held.indexes), uploadedChunks: held.indexes, result: progressOf(held.bytes, body.fileSize), finished: false, file: null as UploadAnswer | null };
  return { answer, instant: false };
}

/** Takes one received chunk of the caller's task; a chunk for a merged task changes nothing (the answer says it is complete). */
export async function acceptChunk(ctx: Ctx, target: UploadTarget, user: SessionUser, part: ReceivedChunk) {
  const task = await ownTask(ctx.db, part.uploadId, user);
  if (task.file_id === null) {
    if (part.index >= task.chunk_count) throw badRequest(MSG_CHUNK_INDEX);
    if (part.bytes.length !== expectedChunkSize(task, part.index)) throw badRequest(MSG_CHUNK_SIZE);
    // A chunk that does not match its md5 is not kept: the client sends it again.
    if (part.actualMd5 !== part.md5) throw badRequest(MSG_CHUNK_MD5);
    await storeChunk(ctx, target, user, task, part);
  }
  const held = task.file_id === null ? await heldChunks(ctx.db, task.id) : { indexes: [], bytes: Number(task.file_size) };
  return { uploadId: task.id, chunk: part.index, uploadedChunks: task.file_id === null ? held.indexes.length : task.chunk_count, result: progressOf(held.bytes, Number(task.file_size)) };
}

/** How far the caller's task is: its progress and the chunks the server holds. */
export async function uploadProgress(ctx: Ctx, user: SessionUser, uploadId: string) {
  const task = await ownTask(ctx.db, uploadId, user);
  const done = task.file_id !== null;
  const held = done ? { indexes: Array.from({ length: task.chunk_count }, (_, i) => i), bytes: Number(task.file_size) } : await heldChunks(ctx.db, task.id);
  return { uploadId: task.id, result: progressOf(held.bytes, Number(task.file_size)), chunk: task.chunk_count, uploadedChunks: held.indexes, finished: done };
}

/** Cancels the caller's unfinished task: its rows and its held content go. */
export async function cancelUpload(ctx: Ctx, target: UploadTarget, user: SessionUser, uploadId: string): Promise<void> {
  const task = await ownTask(ctx.db, uploadId, user);
  if (task.file_id !== null) throw badRequest(MSG_CANCEL_DONE);
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('upload_chunks').where('upload_id', '=', task.id).execute();
    await tx.deleteFrom('upload_tasks').where('id', '=', task.id).execute();
    await writeOpLog(tx, actorOf(user), { action: 'upload.cancel', targetType: 'upload', targetId: task.id, gnCoding: task.gn_coding, detail: { name: task.file_name } });
    await target.store.dropUpload(task.id, tx);
  });
  // Disk content goes after the commit (a no-op for the database store, done in the transaction).
  await target.store.dropUpload(task.id);
}
