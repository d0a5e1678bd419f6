import { Type } from '@sinclair/typebox';
import {
  CancelUploadBody,
  ChunkUploadAnswer,
  MergeUploadBody,
  StartUploadAnswer,
  StartUploadBody,
  UploadProgressAnswer,
  UploadProgressQuery,
} from '../../../schemas/files';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { UploadAnswer } from '../../../schemas/upload-answer';
import { receiveChunk } from './chunk-part';
import { mergeUpload } from '../../files/merge';
import { acceptChunk, cancelUpload, startUpload, uploadProgress } from '../../files/chunked-uploads';
import type { UploadTarget } from '../../files/single-upload';

/** Chunked, resumable upload (docs/uploads.md "Chunked upload"): start, chunk, progress, merge, cancel. */
export default function chunkedUploadRoutes(app: ApiApp, ctx: AppContext, target: UploadTarget): void {
  app.post(
    '/ks/upload/v1/upload-task',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '分片上传开始：md5、fileName、chunk、fileSize（同一用户同一文件续传，本企业已有同一文件则秒传）',
        body: StartUploadBody,
        response: responses(StartUploadAnswer),
      },
    },
    async (request) => {
      const { answer, instant } = await startUpload(ctx, caller(request), request.body);
      return instant ? ok(answer, '秒传成功') : ok(answer);
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
        response: responses(ChunkUploadAnswer),
      },
    },
    async (request) => {
      const user = caller(request);
      return ok(await acceptChunk(ctx, target, user, await receiveChunk(request)));
    },
  );

  app.get(
    '/ks/upload/v1/upload-progress',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '分片上传进度（result 为百分比）与已收到的分片序号',
        querystring: UploadProgressQuery,
        response: responses(UploadProgressAnswer),
      },
    },
    async (request) => ok(await uploadProgress(ctx, caller(request), request.query.uploadId)),
  );

  app.post(
    '/ks/upload/v1/file-merge',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '合并分片：uploadId、fileName、md5（校验整个文件的 md5 与类型；重复合并返回同一文件）',
        body: MergeUploadBody,
        response: responses(UploadAnswer),
      },
    },
    async (request) => ok(await mergeUpload(ctx, target, caller(request), request.body), '上传成功'),
  );

  app.post(
    '/ks/upload/v1/upload-cancel',
    {
      config: { access: 'user' },
      schema: { tags: ['files'], summary: '取消分片上传：删除任务与已收到的分片', body: CancelUploadBody, response: responses(Type.Null()) },
    },
    async (request) => {
      await cancelUpload(ctx, target, caller(request), request.body.uploadId);
      return ok(null, '取消成功');
    },
  );
}
