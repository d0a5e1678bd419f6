import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { CHUNK_SIZE, chunkCount } from '../../../schemas/attachments';
import type { ApiApp, AppContext } from '../../context';
import type { SessionUser } from '../../session-user';
import { caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { ok, responses } from '../../http/envelope';
import { writeOpLog } from '../../db/repos/oplog';
import { nowIso } from '../../db/clock';
import { NODE_NOT_FOUND } from '../../records/service';
import { receiveChunk } from './chunk-part';
import { storeChunk } from './chunk-record';
import { declaredProblem, findAttachmentType } from './rules';
import { mergeUpload } from './merge';
import { warmHashThread } from '../../files/hash-thread';
import { expiryFromNow, fileAnswer, heldChunks, ownTask, progressOf, type UploadTask } from './upload-tasks';
import { displayName, mayUseNode, UploadAnswer, type UploadTarget } from './upload';

const Md5 = Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: 'md5, 32 hex digits' });
const Text = Type.Optional(Type.String({ maxLength: 64 }));
const UploadId = Type.String({ minLength: 1, maxLength: 64 });

const StartBody = Type.Object(
  {
    md5: Md5,
    fileName: Type.String({ minLength: 1, maxLength: 1024 }),
    chunk: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'chunk count = ceil(fileSize / 5242880)' }),
    fileSize: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    fileType: Text,
    gnCoding: Text,
    systemCoding: Text,
    fileNo: Text,
  },
  { additionalProperties: false },
);

const StartAnswer = Type.Object({
  uploadId: Type.String({ description: "'' when finished at once (instant upload)" }),
  md5: Type.String(),
  url: Type.String({ description: "the file's signed url when finished, else ''" }),
  uploadUrlList: Type.Array(Type.String(), { description: 'one chunk-upload address per chunk still to send' }),
  chunk: Type.Integer(),
  chunkSize: Type.Integer(),
  uploadedChunks: Type.Array(Type.Integer(), { description: 'indexes of the chunks the server already holds' }),
  result: Type.Number({ description: 'progress in % (clamped: 100 → 99.9, below 5 → 5)' }),
  finished: Type.Boolean(),
  file: Type.Union([UploadAnswer, Type.Null()]),
});

const ChunkAnswer = Type.Object({ uploadId: Type.String(), chunk: Type.Integer(), uploadedChunks: Type.Integer(), result: Type.Number() });
const ProgressAnswer = Type.Object({
  uploadId: Type.String(),
  result: Type.Number(),
  chunk: Type.Integer(),
  uploadedChunks: Type.Array(Type.Integer()),
  finished: Type.Boolean(),
});
const MergeBody = Type.Object(
  { uploadId: UploadId, fileName: Type.String({ minLength: 1, maxLength: 1024 }), md5: Md5, fileType: Text, gnCoding: Text, systemCoding: Text, fileNo: Text },
  { additionalProperties: false },
);
const CancelBody = Type.Object({ uploadId: UploadId }, { additionalProperties: false });

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

/** Chunked, resumable upload (docs/uploads.md "Chunked upload"): start, chunk, progress, merge, cancel. */
export default function chunkedUploadRoutes(app: ApiApp, ctx: AppContext, target: UploadTarget): void {
  app.post(
    '/ks/upload/v1/upload-task',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '分片上传开始：md5、fileName、chunk、fileSize（同一用户同一文件续传，本企业已有同一文件则秒传）',
        body: StartBody,
        response: responses(StartAnswer),
      },
    },
    async (request) => {
      const user = caller(request);
      const body = request.body;
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

      // Instant upload: the same content already stored by the caller's enterprise (or the caller).
      const same = await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('md5', '=', md5)
        .where('size', '=', body.fileSize)
        .where((e) => (user.enterpriseId ? e('enterprise_id', '=', user.enterpriseId) : e.and([e('enterprise_id', 'is', null), e('owner_user_id', '=', user.id)])))
        .orderBy('created_at')
        .executeTakeFirst();
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
        return ok({ ...base, uploadId: '', url: file.url, uploadUrlList: [], uploadedChunks: Array.from({ length: count }, (_, i) => i), result: progressOf(1, 1), finished: true, file }, '秒传成功');
      }

      // Resume: the caller's unfinished task for the same content; its held chunks need not be sent again.
      const open = await ctx.db
        .selectFrom('upload_tasks')
        .selectAll()
        .where('owner_user_id', '=', user.id)
        .where('md5', '=', md5)
        .where('file_size', '=', body.fileSize)
        .where('file_id', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      const uploadId = open?.id ?? crypto.randomUUID();
      await ctx.db.transaction().execute(async (tx) => {
        if (open) {
          await tx.updateTable('upload_tasks').set({ ...fields, expires_at: expiryFromNow() }).where('id', '=', uploadId).execute();
        } else {
          await tx
            .insertInto('upload_tasks')
            .values({ id: uploadId, owner_user_id: user.id, enterprise_id: user.enterpriseId, md5, file_size: body.fileSize, chunk_size: CHUNK_SIZE, chunk_count: count, file_id: null, created_at: nowIso(), expires_at: expiryFromNow(), md5_next: 0, md5_state: null, ...fields })
            .execute();
        }
        await writeOpLog(tx, actorOf(user), { action: open ? 'upload.resume' : 'upload.start', targetType: 'upload', targetId: uploadId, gnCoding, detail: { name, size: body.fileSize, md5, chunks: count } });
      });
      const held = await heldChunks(ctx.db, uploadId);
      return ok({ ...base, uploadId, url: '', uploadUrlList: chunkUrls(uploadId, count, held.indexes), uploadedChunks: held.indexes, result: progressOf(held.bytes, body.fileSize), finished: false, file: null });
    },
  );

  app.post(
    '/ks/upload/v1/chunk-upload',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '上传一个分片（multipart: chunk 序号从 0 起, uploadId, md5 本分片的 md5, file）',
        consumes: ['multipart/form-data'],
        response: responses(ChunkAnswer),
      },
    },
    async (request) => {
      const user = caller(request);
      const part = await receiveChunk(request);
      const task = await ownTask(ctx.db, part.uploadId, user);
      if (task.file_id === null) {
        if (part.index >= task.chunk_count) throw badRequest(MSG_CHUNK_INDEX);
        if (part.bytes.length !== expectedChunkSize(task, part.index)) throw badRequest(MSG_CHUNK_SIZE);
        // A chunk that does not match its md5 is not kept: the client sends it again.
        if (part.actualMd5 !== part.md5) throw badRequest(MSG_CHUNK_MD5);
        await storeChunk(ctx, target, user, task, part);
      }
      // A chunk for a merged task changes nothing: the answer says it is complete.
      const held = task.file_id === null ? await heldChunks(ctx.db, task.id) : { indexes: [], bytes: Number(task.file_size) };
      return ok({ uploadId: task.id, chunk: part.index, uploadedChunks: task.file_id === null ? held.indexes.length : task.chunk_count, result: progressOf(held.bytes, Number(task.file_size)) });
    },
  );

  app.get(
    '/ks/upload/v1/upload-progress',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '分片上传进度（result 为百分比）与已收到的分片序号',
        querystring: Type.Object({ uploadId: UploadId }, { additionalProperties: false }),
        response: responses(ProgressAnswer),
      },
    },
    async (request) => {
      const user = caller(request);
      const task = await ownTask(ctx.db, request.query.uploadId, user);
      const done = task.file_id !== null;
      const held = done ? { indexes: Array.from({ length: task.chunk_count }, (_, i) => i), bytes: Number(task.file_size) } : await heldChunks(ctx.db, task.id);
      return ok({ uploadId: task.id, result: progressOf(held.bytes, Number(task.file_size)), chunk: task.chunk_count, uploadedChunks: held.indexes, finished: done });
    },
  );

  app.post(
    '/ks/upload/v1/file-merge',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '合并分片：uploadId、fileName、md5（校验整个文件的 md5 与类型；重复合并返回同一文件）',
        body: MergeBody,
        response: responses(UploadAnswer),
      },
    },
    async (request) => ok(await mergeUpload(ctx, target, caller(request), request.body), '上传成功'),
  );

  app.post(
    '/ks/upload/v1/upload-cancel',
    {
      config: { access: 'user' },
      schema: { tags: ['files'], summary: '取消分片上传：删除任务与已收到的分片', body: CancelBody, response: responses(Type.Null()) },
    },
    async (request) => {
      const user = caller(request);
      const task = await ownTask(ctx.db, request.body.uploadId, user);
      if (task.file_id !== null) throw badRequest(MSG_CANCEL_DONE);
      await ctx.db.transaction().execute(async (tx) => {
        await tx.deleteFrom('upload_chunks').where('upload_id', '=', task.id).execute();
        await tx.deleteFrom('upload_tasks').where('id', '=', task.id).execute();
        await writeOpLog(tx, actorOf(user), { action: 'upload.cancel', targetType: 'upload', targetId: task.id, gnCoding: task.gn_coding, detail: { name: task.file_name } });
        await target.store.dropUpload(task.id, tx);
      });
      // Disk content goes after the commit (a no-op for the database store, done in the transaction).
      await target.store.dropUpload(task.id);
      return ok(null, '取消成功');
    },
  );
}
