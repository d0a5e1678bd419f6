import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ApiApp, AppContext } from '../../context';
import type { Selectable } from 'kysely';
import type { FilesTable } from '../../db/types';
import { caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { ok, responses } from '../../http/envelope';
import { receiveUpload, UploadAnswer, type UploadTarget } from './upload';
import { createFileStore, type FileStore } from '../../files';
import { openStored } from '../../files/file-store';
import { mayReadFile } from '../../files/file-access';
import { signedLinks } from '../../files/signed-links';
import { sweepUploads, SWEEP_INTERVAL_MS } from '../../files/sweep';
import chunkedUploadRoutes from './chunked';
import attachmentRoutes from './attachments';

const FILE_NOT_FOUND = '文件不存在';
const errorsOnly = () => {
  const { '4xx': clientError, '5xx': serverError } = responses(Type.Null());
  return { '4xx': clientError, '5xx': serverError };
};

/** `filename*` of RFC 5987 plus a plain ASCII `filename` for old clients. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Keys are compared in constant time: a key is the only thing guarding a public file. */
function sameKey(given: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** What serving a file needs of its row. */
type Served = Pick<Selectable<FilesTable>, 'stored_name' | 'mime' | 'size' | 'display_name'>;

/** Streams a stored file with its sniffed type; content missing from the store answers 文件不存在. */
async function sendStored(reply: FastifyReply, store: FileStore, row: Served, cache: string) {
  const stream = await openStored(store, row.stored_name);
  if (!stream) throw notFound(FILE_NOT_FOUND);
  return reply
    .header('Content-Type', row.mime)
    .header('Content-Length', String(row.size))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(row.display_name))
    .header('Cache-Control', cache)
    .send(stream);
}

/** The path of the two file-reading routes: a stored file's id. */
const FileIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

/**
 * BENCH_SINGLE_UPLOAD_MB raises the one-request limit for bench/upload only, whose reference is
 * the real route receiving the 200 MB file in one request (docs/uploads.md "Benchmark"). Read
 * here rather than in config.ts: it is no deployment setting, and nothing but the bench sets it.
 */
function benchSingleLimit(): number | undefined {
  const mb = Number(process.env.BENCH_SINGLE_UPLOAD_MB);
  return Number.isSafeInteger(mb) && mb > 0 ? mb * 1024 * 1024 : undefined;
}

/**
 * Uploads (single-request and chunked), downloads, signed links and attachment calls
 * (docs/uploads.md). One content store per app; each instance sweeps expired uploads.
 */
export default function fileRoutes(app: ApiApp, ctx: AppContext): void {
  let dir = ctx.uploadDir;
  if (!dir) {
    // Tests and embedded uses without a data folder: a private folder that goes with the app.
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-uploads-'));
    app.addHook('onClose', async () => fs.promises.rm(own, { recursive: true, force: true }));
    dir = own;
  }
  const uploadDir = dir;
  const tmpDir = path.join(uploadDir, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const store = createFileStore(ctx.db, ctx.dialect, uploadDir);
  const target: UploadTarget = { store, tmpDir, maxSingleFile: benchSingleLimit() };
  const links = signedLinks(ctx.db);
  startSweeper(app, ctx, store, tmpDir);

  app.post(
    '/ks/file/upload',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '上传单个文件（multipart: fileType, gnCoding, systemCoding, fileNo, file；图片或PDF，≤50MB）',
        consumes: ['multipart/form-data'],
        response: responses(UploadAnswer),
      },
    },
    async (request) => ok(await receiveUpload(request, ctx, target, { fileField: 'file', defaultFileType: '' }), '上传成功'),
  );

  app.post(
    '/ks/common/common/upload/attachment',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '富文本编辑器上传图片（multipart: custom-fileName, dxCode, gnCoding, systemCoding）',
        consumes: ['multipart/form-data'],
        response: responses(UploadAnswer),
      },
    },
    async (request) =>
      ok(
        await receiveUpload(request, ctx, target, { fileField: 'custom-fileName', defaultFileType: 'editor-image' }),
        '上传成功',
      ),
  );

  app.get(
    '/ks/file/download/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['files'],
        summary: '读取已上传的文件（按识别出的类型内联显示；企业用户只能读本企业的文件）',
        params: FileIdParams,
        response: errorsOnly(),
      },
    },
    async (request, reply) => {
      const user = caller(request);
      const { id } = request.params;
      const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      // Another enterprise's file answers exactly like a missing one: ids are not confirmed.
      if (!row || !mayReadFile(user, row)) throw notFound(FILE_NOT_FOUND);
      return sendStored(reply, store, row, 'private');
    },
  );

  app.get(
    '/ks/file/public/:id',
    {
      // No bearer token: <img>/<video> in rich text cannot send one. The random key is the guard.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: '富文本中的图片、视频（凭上传时给出的 key 读取，无需登录）',
        params: FileIdParams,
        querystring: Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
        response: errorsOnly(),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { key } = request.query;
      const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      // A wrong key, a file without one and a missing file all answer the same.
      if (!row || !sameKey(key, row.access_key)) throw notFound(FILE_NOT_FOUND);
      return sendStored(reply, store, row, 'private, max-age=86400');
    },
  );

  app.get(
    '/ks/file/signed/:id',
    {
      // No bearer token: <img>, <iframe> and a plain link cannot send one. The signature is the guard.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: '凭签名链接读取文件（短期有效，绑定文件与读者；无需登录）',
        params: FileIdParams,
        querystring: Type.Object(
          {
            u: Type.String({ minLength: 1, maxLength: 64 }),
            e: Type.String({ pattern: '^[0-9]{1,12}$' }),
            s: Type.String({ minLength: 1, maxLength: 64 }),
          },
          { additionalProperties: false },
        ),
        response: errorsOnly(),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { u, e, s } = request.query;
      // A bad, expired or foreign link answers exactly like a missing file.
      if (!(await links.verify(id, u, Number(e), s))) throw notFound(FILE_NOT_FOUND);
      const [row, reader] = await Promise.all([
        ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst(),
        ctx.db.selectFrom('users').select(['id', 'login_role_type', 'enterprise_id', 'disabled']).where('id', '=', u).executeTakeFirst(),
      ]);
      // The reader's right is checked again: a link outlives neither the account nor the access.
      if (!row || !reader || reader.disabled || !mayReadFile({ id: reader.id, role: reader.login_role_type, enterpriseId: reader.enterprise_id }, row)) {
        throw notFound(FILE_NOT_FOUND);
      }
      return sendStored(reply, store, row, 'private, max-age=300');
    },
  );

  chunkedUploadRoutes(app, ctx, target);
  attachmentRoutes(app, ctx, target);
}

/** Sweeps expired uploads now and every SWEEP_INTERVAL_MS, until the app closes. */
function startSweeper(app: ApiApp, ctx: AppContext, store: FileStore, tmpDir: string): void {
  const run = () => void sweepUploads(ctx.db, store, { tmpDir }).catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
