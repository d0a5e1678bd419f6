import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { ok, responses } from '../../http/envelope';
import { ErrorEnvelope } from '../../../schemas';
import { FileIdParams, PublicFileQuery, SignedFileQuery } from '../../../schemas/files';
import { receiveUpload, UploadAnswer, type UploadTarget } from './upload';
import { FILE_NOT_FOUND, keyedFile, readableFile, signedFile } from '../../files/downloads';
import { afterDownload } from '../../files/download-hooks';
import type { FileRow } from '../../files/repo';
import { createFileStore, type FileStore } from '../../files';
import { openStored } from '../../files/file-store';
import { signedLinks } from '../../files/signed-links';
import { CSP_HEADER } from '../../http/security-headers';
import { sweepUploads, SWEEP_INTERVAL_MS } from '../../files/sweep';
import chunkedUploadRoutes from './chunked';
import attachmentRoutes from './attachments';

// A download answers the file itself; only its refusals are envelopes.
const errorsOnly = () => ({ '4xx': ErrorEnvelope, '5xx': ErrorEnvelope });

/** `filename*` of RFC 5987 plus a plain ASCII `filename` for old clients. */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** What serving a file needs of its row. */
type Served = Pick<FileRow, 'stored_name' | 'mime' | 'size' | 'display_name'>;

/** Streams a stored file with its sniffed type; content missing from the store answers 文件不存在. */
async function sendStored(reply: FastifyReply, store: FileStore, row: Served, cache: string) {
  const stream = await openStored(store, row.stored_name);
  if (!stream) throw notFound(FILE_NOT_FOUND);
  // The only HTML files are the user guides of /help (fixtures, scripts/build-help-guides.ts): shown
  // in a sandbox, so a page that held a script would run none and reach nothing of this origin.
  if (row.mime.startsWith('text/html')) reply.header('Content-Security-Policy', `${CSP_HEADER}; sandbox`);
  // A 造价文件 (XML, xlsx; issue 49) is downloaded, never rendered by the browser: an XML document
  // could carry XHTML, so it is sandboxed as well.
  const document = row.mime.includes('xml') || row.mime.includes('spreadsheetml');
  if (document) reply.header('Content-Security-Policy', `${CSP_HEADER}; sandbox`);
  return reply
    .header('Content-Type', row.mime)
    .header('Content-Length', String(row.size))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(row.display_name, document ? 'attachment' : 'inline'))
    .header('Cache-Control', cache)
    .send(stream);
}

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
    // Modules registered after this one that read stored files (the detection jobs) find them here too.
    ctx.uploadDir = own;
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
      const row = await readableFile(ctx.db, user, request.params.id);
      await afterDownload(ctx.db, { id: user.id, role: user.role, enterpriseId: user.enterpriseId }, row);
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
        querystring: PublicFileQuery,
        response: errorsOnly(),
      },
    },
    async (request, reply) => {
      const row = await keyedFile(ctx.db, request.params.id, request.query.key);
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
        querystring: SignedFileQuery,
        response: errorsOnly(),
      },
    },
    async (request, reply) => {
      const { u, e, s } = request.query;
      const { row, reader } = await signedFile(ctx.db, links, request.params.id, { u, e: Number(e), s });
      await afterDownload(ctx.db, reader, row);
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
