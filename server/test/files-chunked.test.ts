import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../schemas/attachments';
import { bearer, startTestServer, type TestServer } from './harness';
import { chunkedClient, chunksOf, md5, pdfOf, PNG } from './files-kit';
import { sweepUploads } from '../files/sweep';
import { createFileStore } from '../files';

// Issue 13: chunked, resumable upload (docs/uploads.md "Chunked upload"), on SQLite and — with
// DATABASE_URL — PostgreSQL, where the content lives in file_blobs rows.
describe('chunked upload', () => {
  let s: TestServer;
  let u: string;
  let u2: string;
  let dir: string;
  const twelveMb = pdfOf(12 * 1024 * 1024, 7);
  const base = { gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileType: 'qtcl', fileNo: 'att-9' };
  const startOf = (file: Buffer, fileName = '材料.pdf', extra: object = {}) => ({ ...base, md5: md5(file), fileName, fileSize: file.length, chunk: Math.ceil(file.length / CHUNK_SIZE), ...extra });
  const taskCount = async () => Number((await s.ctx.db.selectFrom('upload_tasks').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const chunkRows = async (id: string) => s.ctx.db.selectFrom('upload_chunks').selectAll().where('upload_id', '=', id).execute();
  const blobRows = async (id: string) => s.ctx.db.selectFrom('file_blobs').select('seq').where('blob_key', '=', `upload:${id}`).execute();

  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
    u2 = await s.login('U2');
    // The routes' private upload folder (tests pass no uploadDir): the one holding .chunks.
    dir = fs.readdirSync('/tmp').map((d) => path.join('/tmp', d)).filter((d) => d.includes('ks-uploads-')).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  });
  afterAll(async () => s.close());

  it('starts, refuses a chunk with a wrong md5 (re-sent it is taken), resumes with the held chunks, merges and serves the same bytes', async () => {
    const c = chunkedClient(s.app, u);
    const parts = chunksOf(twelveMb);
    expect(parts.map((p) => p.length)).toEqual([CHUNK_SIZE, CHUNK_SIZE, twelveMb.length - 2 * CHUNK_SIZE]);
    const start = await c.start(startOf(twelveMb));
    expect(start.body.code).toBe(200);
    const { uploadId } = start.body.data;
    expect(start.body.data).toMatchObject({ md5: md5(twelveMb), chunk: 3, uploadedChunks: [], result: 5, finished: false, url: '', file: null });
    expect(start.body.data.uploadUrlList).toHaveLength(3);

    const wrong = await c.chunk(uploadId, 0, parts[0], md5(parts[1]));
    expect([wrong.status, wrong.body.message]).toEqual([400, '分片校验失败（md5 不一致），请重新上传该分片']);
    expect(await chunkRows(uploadId)).toHaveLength(0);
    const right = await c.chunk(uploadId, 0, parts[0]);
    expect(right.body.data).toMatchObject({ uploadId, chunk: 0, uploadedChunks: 1 });
    expect(right.body.data.result).toBeCloseTo(41.67, 2);

    expect((await c.chunk(uploadId, 3, parts[2])).body.message).toBe('分片序号超出范围');
    expect((await c.chunk(uploadId, 1, parts[2])).body.message).toBe('分片大小不正确');
    const early = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(twelveMb) });
    expect([early.status, early.body.message]).toEqual([400, '文件分片未上传完整（已上传 1/3），请继续上传']);

    // Another user's uploadId is nobody's: 404 on every call.
    const other = chunkedClient(s.app, u2);
    for (const r of [await other.chunk(uploadId, 1, parts[1]), await other.progress(uploadId), await other.merge({ uploadId, fileName: 'a.pdf', md5: md5(twelveMb) }), await other.cancel(uploadId)]) {
      expect([r.status, r.body.message]).toEqual([404, '上传任务不存在']);
    }

    // The same file picked again (a reload): the same task, chunk 0 already held.
    const again = await c.start(startOf(twelveMb));
    expect(again.body.data).toMatchObject({ uploadId, uploadedChunks: [0], finished: false });
    expect(again.body.data.uploadUrlList).toEqual([1, 2].map((i) => `/ks/upload/v1/chunk-upload?uploadId=${uploadId}&chunk=${i}`));
    await c.chunk(uploadId, 2, parts[2]);
    await c.chunk(uploadId, 1, parts[1]);
    const progress = await c.progress(uploadId);
    expect(progress.body.data).toMatchObject({ result: 99.9, uploadedChunks: [0, 1, 2], chunk: 3, finished: false });

    const badMd5 = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(PNG) });
    expect(badMd5.body.message).toBe('文件 md5 与上传任务不符');
    const merged = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(twelveMb) });
    expect(merged.body.code).toBe(200);
    expect(merged.body.data).toMatchObject({ fileName: '材料.pdf', fileType: 'qtcl', size: twelveMb.length, md5: md5(twelveMb) });
    expect(merged.body.data.url).toMatch(/^\/ks\/file\/signed\//);
    const got = await s.app.inject({ method: 'GET', url: merged.body.data.url });
    expect([got.statusCode, got.headers['content-type'], md5(got.rawPayload)]).toEqual([200, 'application/pdf', md5(twelveMb)]);

    // Merging twice answers the same file; nothing of the chunks is left.
    const twice = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(twelveMb) });
    expect(twice.body.data.fileId).toBe(merged.body.data.fileId);
    expect(await chunkRows(uploadId)).toHaveLength(0);
    expect(await blobRows(uploadId)).toHaveLength(0);
    expect(fs.existsSync(path.join(dir, '.chunks', `${uploadId}.part`))).toBe(false);
    expect((await c.progress(uploadId)).body.data).toMatchObject({ finished: true, result: 99.9 });
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'ok']).where('target_id', 'in', [uploadId, merged.body.data.fileId]).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['upload.start', 'upload.chunk', 'upload.resume', 'upload.chunk', 'upload.chunk', 'file.upload']);

    // The same content again in the same enterprise: an instant upload, no chunk sent.
    const instant = await c.start(startOf(twelveMb, '副本.pdf'));
    expect(instant.body).toMatchObject({ code: 200, message: '秒传成功', data: { uploadId: '', finished: true, uploadUrlList: [] } });
    expect(instant.body.data.file!.fileId).not.toBe(merged.body.data.fileId);
    const copy = await s.app.inject({ method: 'GET', url: instant.body.data.url });
    expect(md5(copy.rawPayload)).toBe(md5(twelveMb));
    // Another enterprise has no such file: it uploads for real.
    expect((await other.start(startOf(twelveMb))).body.data.finished).toBe(false);
  });

  it('a whole file whose md5 differs from the task is refused and its chunks forgotten, so they can be sent again', async () => {
    const c = chunkedClient(s.app, u);
    const file = pdfOf(CHUNK_SIZE + 10, 11);
    const claimed = pdfOf(CHUNK_SIZE + 10, 12);
    const { uploadId } = (await c.start({ ...startOf(file), md5: md5(claimed) })).body.data;
    for (const [i, p] of chunksOf(file).entries()) expect((await c.chunk(uploadId, i, p)).status).toBe(200);
    const res = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(claimed) });
    expect([res.status, res.body.message]).toEqual([400, '文件校验失败（md5 不一致），请重新上传']);
    expect((await c.progress(uploadId)).body.data.uploadedChunks).toEqual([]);
  });

  it('cancel leaves no chunk and no row', async () => {
    const c = chunkedClient(s.app, u);
    const file = pdfOf(CHUNK_SIZE * 2, 21);
    const { uploadId } = (await c.start(startOf(file))).body.data;
    await c.chunk(uploadId, 0, chunksOf(file)[0]);
    const before = await taskCount();
    const res = await c.cancel(uploadId);
    expect(res.body).toMatchObject({ code: 200, message: '取消成功' });
    expect(await taskCount()).toBe(before - 1);
    expect(await chunkRows(uploadId)).toHaveLength(0);
    expect(await blobRows(uploadId)).toHaveLength(0);
    expect(fs.existsSync(path.join(dir, '.chunks', `${uploadId}.part`))).toBe(false);
    expect((await c.progress(uploadId)).status).toBe(404);
    expect((await c.cancel(uploadId)).status).toBe(404);
  });

  it('refuses at the start what the name and size already tell, per attachment type', async () => {
    const c = chunkedClient(s.app, u);
    const file = pdfOf(1000, 3);
    const refusal = async (body: object) => {
      const r = await c.start(body);
      return [r.status, r.body.message];
    };
    expect(await refusal(startOf(file, `${'长'.repeat(61)}.pdf`))).toEqual([400, '文件名超过64位字符，请重新命名后上传！']);
    expect(await refusal(startOf(file, 'a.png', { fileType: 'xycns' }))).toEqual([400, '格式错误，请上传【 pdf 】格式']);
    expect(await refusal(startOf(file, 'a.exe'))).toEqual([400, '请上传图片或PDF文件']);
    expect(await refusal({ ...startOf(file, 'a.pdf', { fileType: 'xycns' }), fileSize: 20 * 1024 * 1024 + 1, chunk: 5 })).toEqual([413, '文件大小不能超过【20MB】!']);
    expect(await refusal({ ...startOf(file), fileType: '', fileSize: 1024 ** 3 + 1, chunk: 205 })).toEqual([413, '文件大小不能超过【1024MB】!']);
    expect(await refusal({ ...startOf(file), chunk: 2 })).toEqual([400, '分片数量与文件大小不符']);
    expect(await refusal({ ...startOf(file), md5: 'xyz' })).toEqual([400, expect.stringContaining('md5')]);
  });

  it('refuses at the merge content that is not what its name says, keeping nothing', async () => {
    const c = chunkedClient(s.app, u);
    const png = Buffer.concat([PNG, Buffer.alloc(100, 1)]);
    const t1 = (await c.start(startOf(png, '照片.pdf'))).body.data.uploadId;
    await c.chunk(t1, 0, png);
    const mismatch = await c.merge({ uploadId: t1, fileName: '照片.pdf', md5: md5(png) });
    expect([mismatch.status, mismatch.body.message]).toEqual([400, '文件扩展名与文件内容不符（内容为 PNG 文件），请改正扩展名后重新上传！']);
    expect((await c.progress(t1)).status).toBe(404);
    expect(await blobRows(t1)).toHaveLength(0);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const t2 = (await c.start(startOf(html, 'x.pdf'))).body.data.uploadId;
    await c.chunk(t2, 0, html);
    expect((await c.merge({ uploadId: t2, fileName: 'x.pdf', md5: md5(html) })).body.message).toBe('请上传图片或PDF文件');
  });

  it('expired tasks and chunks without a task are swept', async () => {
    const c = chunkedClient(s.app, u);
    const file = pdfOf(CHUNK_SIZE + 1, 31);
    const { uploadId } = (await c.start(startOf(file))).body.data;
    await c.chunk(uploadId, 0, chunksOf(file)[0]);
    const store = createFileStore(s.ctx.db, s.ctx.dialect, dir);
    // Not yet due: nothing of it goes.
    await sweepUploads(s.ctx.db, store);
    expect(await chunkRows(uploadId)).toHaveLength(1);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const swept = await sweepUploads(s.ctx.db, store, { now: later });
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await chunkRows(uploadId)).toHaveLength(0);
    expect(await blobRows(uploadId)).toHaveLength(0);
    expect(fs.existsSync(path.join(dir, '.chunks', `${uploadId}.part`))).toBe(false);
    expect((await c.progress(uploadId)).status).toBe(404);
    // A chunk whose task is gone (a crash, a chunk racing a cancel) is an orphan.
    const orphan = '00000000-0000-4000-8000-000000000001';
    await store.putChunk(orphan, 0, Buffer.from('x'));
    expect((await sweepUploads(s.ctx.db, store)).orphans).toBe(1);
    expect(await store.heldUploads()).not.toContain(orphan);
  });

  it('serves files to whoever the link was signed for, and nothing for a tampered, expired or foreign link', async () => {
    const c = chunkedClient(s.app, u);
    const file = pdfOf(2000, 41);
    const { uploadId } = (await c.start(startOf(file))).body.data;
    await c.chunk(uploadId, 0, file);
    const { url, fileId } = (await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(file) })).body.data;
    expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The signature's first character always changes (a fixed replacement left it as it was
    // whenever the signature already began with that character: one run in 64).
    const sig = url.split('s=')[1];
    const tampered = url.replace(`s=${sig}`, `s=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expect(tampered).not.toBe(url);
    const wrongUser = url.replace('u=u-enterprise', 'u=u-enterprise2');
    const expired = url.replace(/e=\d+/, 'e=1000');
    for (const bad of [tampered, wrongUser, expired, url.replace(fileId, 'demo-zbgg')]) {
      const r = await s.app.inject({ method: 'GET', url: bad });
      expect([r.statusCode, r.json().message]).toEqual([404, '文件不存在']);
    }
    // The canonical address still needs the bearer and the enterprise.
    expect((await s.app.inject({ method: 'GET', url: `/ks/file/download/${fileId}`, headers: bearer(u2) })).statusCode).toBe(404);
    // A disabled account's links stop working.
    await s.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', 'u-enterprise').execute();
    expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await s.ctx.db.updateTable('users').set({ disabled: 0 }).where('id', '=', 'u-enterprise').execute();
  });
});
