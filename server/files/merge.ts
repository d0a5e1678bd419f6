import crypto from 'node:crypto';
import { CHUNK_SIZE } from '../../schemas/attachments';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../http/errors';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { md5Finish, md5Hasher } from './running-md5';
import { carryOffThread } from './hash-thread';
import { contentProblem, findAttachmentType, nameProblem } from './rules';
import { sniff, SNIFF_BYTES } from './sniff';
import type { UploadAnswer } from '../../schemas/upload-answer';
import { displayName, type UploadTarget } from './single-upload';
import { findFile } from './repo';
import { fileAnswer, heldChunks, ownTask, type UploadTask } from './upload-tasks';

const MSG_MD5_TASK = '文件 md5 与上传任务不符';
const MSG_INCOMPLETE = (held: number, all: number) => `文件分片未上传完整（已上传 ${held}/${all}），请继续上传`;
const MSG_MD5_FILE = '文件校验失败（md5 不一致），请重新上传';
const FILE_NOT_FOUND = '文件不存在';

/** The merge lost a race to another merge of the same task: its file is the answer. */
class AlreadyMerged extends Error {}

const actorOf = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

/**
 * The whole file's md5 and its first bytes (for type detection). The md5 continues the state the
 * chunks carried forward (chunk-record.ts) and reads only the chunks it has not taken in: none
 * when they came in order, all of them when it was reset. No sha256 (docs/uploads.md "Table
 * `files`": nothing reads it, and a second hash over the file would cost what the state saves).
 */
async function digestUpload(target: UploadTarget, task: UploadTask) {
  let state = task.md5_next > 0 ? task.md5_state : null;
  const from = state === null ? 0 : task.md5_next;
  // Chunks taken in were each checked for their exact size on arrival.
  let size = from >= task.chunk_count ? Number(task.file_size) : from * CHUNK_SIZE;
  // On the hash thread (hash-thread.ts), like the chunks' own moves of the state; it takes the piece's memory, so its length is counted first.
  if (from < task.chunk_count) {
    for await (const piece of target.store.readUpload(task.id, task.chunk_count, from)) {
      size += piece.length;
      state = (await carryOffThread(state, piece)).result;
    }
  }
  let head = Buffer.alloc(0);
  const hasher = await md5Hasher();
  for await (const piece of target.store.readUpload(task.id, 1, 0)) {
    head = Buffer.concat([head, piece.subarray(0, SNIFF_BYTES - head.length)]);
    if (head.length >= SNIFF_BYTES) break;
  }
  return { md5: md5Finish(hasher, state), size, head };
}

/** The file a merged task made, as the upload answer. */
async function mergedAnswer(ctx: Pick<AppContext, 'db'>, fileId: string, user: SessionUser): Promise<UploadAnswer> {
  const row = await findFile(ctx.db, fileId);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return fileAnswer(ctx.db, row, user);
}

/** Forgets a task's chunks (rows and content) but keeps the task, so the client can send them again. */
async function forgetChunks(ctx: Pick<AppContext, 'db'>, target: UploadTarget, task: UploadTask, user: SessionUser, why: string) {
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('upload_chunks').where('upload_id', '=', task.id).execute();
    await tx.updateTable('upload_tasks').set({ md5_next: 0, md5_state: null }).where('id', '=', task.id).execute();
    await writeOpLog(tx, actorOf(user), { action: 'upload.reset', targetType: 'upload', targetId: task.id, gnCoding: task.gn_coding, detail: { why }, ok: false });
  });
  await target.store.dropUpload(task.id);
}

/**
 * The merge (docs/uploads.md "Chunked upload"): every chunk held, the whole file's md5 equal to
 * the task's, the content's type allowed for the upload and agreeing with the name. Idempotent: a
 * merged task answers its file again. The content becomes the file without a copy, as the last
 * step of the transaction that inserts the row.
 */
export async function mergeUpload(
  ctx: Pick<AppContext, 'db'>,
  target: UploadTarget,
  user: SessionUser,
  body: { uploadId: string; fileName: string; md5: string },
): Promise<UploadAnswer> {
  const task = await ownTask(ctx.db, body.uploadId, user);
  if (task.file_id !== null) return mergedAnswer(ctx, task.file_id, user);
  if (body.md5.toLowerCase() !== task.md5) throw badRequest(MSG_MD5_TASK);
  const tooLong = nameProblem(body.fileName);
  if (tooLong) throw tooLong;
  const held = await heldChunks(ctx.db, task.id);
  if (held.indexes.length !== task.chunk_count) throw badRequest(MSG_INCOMPLETE(held.indexes.length, task.chunk_count));

  let whole: Awaited<ReturnType<typeof digestUpload>>;
  try {
    whole = await digestUpload(target, task);
  } catch (err) {
    // A merge running beside this one may have turned the chunks into its file already.
    const now = await ownTask(ctx.db, task.id, user);
    if (now.file_id !== null) return mergedAnswer(ctx, now.file_id, user);
    throw err;
  }
  if (whole.md5 !== task.md5 || whole.size !== Number(task.file_size)) {
    await forgetChunks(ctx, target, task, user, 'md5');
    throw badRequest(MSG_MD5_FILE);
  }
  const name = displayName(body.fileName);
  const type = await sniff(whole.head);
  const attachmentType = await findAttachmentType(ctx.db, task.gn_coding, task.file_type);
  const refused = contentProblem(type, name, whole.size, attachmentType, task.file_type);
  if (refused || !type) {
    // This content will never be accepted for this upload: nothing of it is kept.
    await ctx.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('upload_chunks').where('upload_id', '=', task.id).execute();
      await tx.deleteFrom('upload_tasks').where('id', '=', task.id).execute();
      await writeOpLog(tx, actorOf(user), { action: 'upload.refuse', targetType: 'upload', targetId: task.id, gnCoding: task.gn_coding, detail: { refused: refused?.message ?? '' }, ok: false });
    });
    await target.store.dropUpload(task.id);
    throw refused ?? badRequest('请上传图片或PDF文件');
  }

  const id = crypto.randomUUID();
  const storedName = `${id}.${type.ext}`;
  const row = {
    id,
    owner_user_id: user.id,
    enterprise_id: user.enterpriseId,
    system_coding: task.system_coding,
    gn_coding: task.gn_coding,
    file_type: task.file_type,
    file_no: task.file_no,
    display_name: name || storedName,
    stored_name: storedName,
    mime: type.mime,
    size: whole.size,
    // Not computed for chunked uploads (see digestUpload); the column predates them.
    sha256: '',
    md5: whole.md5,
    created_at: nowIso(),
    access_key: null,
  };
  try {
    await ctx.db.transaction().execute(async (tx) => {
      // The claim: of two merges of one task (two instances, two tabs) exactly one sets file_id.
      const claimed = await tx.updateTable('upload_tasks').set({ file_id: id }).where('id', '=', task.id).where('file_id', 'is', null).executeTakeFirst();
      if (!Number(claimed.numUpdatedRows)) throw new AlreadyMerged();
      await tx.insertInto('files').values(row).execute();
      await tx.deleteFrom('upload_chunks').where('upload_id', '=', task.id).execute();
      await writeOpLog(tx, actorOf(user), {
        action: 'file.upload',
        targetType: 'file',
        targetId: id,
        gnCoding: row.gn_coding,
        detail: { uploadId: task.id, chunks: task.chunk_count, fileType: row.file_type, fileNo: row.file_no, name: row.display_name, mime: type.mime, size: whole.size, md5: whole.md5 },
      });
      await target.store.promoteUpload(tx, task.id, storedName);
    });
  } catch (err) {
    if (!(err instanceof AlreadyMerged)) throw err;
    const now = await ownTask(ctx.db, task.id, user);
    if (now.file_id === null) throw err;
    return mergedAnswer(ctx, now.file_id, user);
  }
  return fileAnswer(ctx.db, row, user);
}
