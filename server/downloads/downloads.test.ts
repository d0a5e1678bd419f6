import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGES as D, type DownloadPage } from '../../schemas/downloads';
import { bearer, call, startTestServer, type TestServer } from '../test/harness';
import { multipart, PNG, pdfOf } from '../test/files-kit';

// 下载中心 and 产品中心 (docs/download-centre.md), on both dialects: what an administrator adds is
// listed for a visitor without a login, its bytes open without a token and are the stored ones;
// names and types come from the stored file; removing an item closes its public link.

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);

describe('下载中心: external-list and the product centre', () => {
  let s: TestServer;
  let m = '';
  let d = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, d, u] = [await s.login('M'), await s.login('D'), await s.login('U')];
  }, 120_000);
  afterAll(async () => s?.close());

  const list = (payload: object, token?: string) => call<DownloadPage>(s.app, { method: 'POST', url: '/ks/downloadSettings/external-list', payload, ...(token ? { token } : {}) });
  const save = (token: string, payload: object) => call<string>(s.app, { method: 'POST', url: '/ks/downloadSettings/save', token, payload });
  const remove = (token: string, id: string) => call(s.app, { method: 'POST', url: '/ks/downloadSettings/delete', token, payload: { id } });
  const upload = async (token: string, name: string, content: Buffer, fileType = '') => {
    const body = multipart(fileType ? { fileType } : {}, { name, content });
    const res = await s.app.inject({ method: 'POST', url: '/ks/file/upload', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { fileId: string } }).data.fileId;
  };
  const fetchAnon = (url: string) => s.app.inject({ method: 'GET', url });

  it('a visitor without a login lists the demo files, previews only the PDF and downloads the stored bytes', async () => {
    const page = await list({ curPage: 1, pageSize: 10 });
    expect(page.status).toBe(200);
    const names = page.body.data.records.map((r) => [r.fileName, r.fileType, r.preview]);
    expect(names).toEqual([
      ['信用承诺书模板.pdf', 'PDF', true],
      ['招标文件范本.pdf', 'PDF', true],
      ['现场照片示例.jpg', 'JPG', false],
    ]);
    const pdf = page.body.data.records[0];
    const got = await fetchAnon(pdf.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(fs.readFileSync(path.resolve('fixtures/files/xycns-template.pdf')))).toBe(true);
    expect(pdf.fileSize).toBe(got.rawPayload.length);
    // the platform links are a kind of their own
    const platforms = await list({ type: 'platform' });
    expect(platforms.body.data.records).toMatchObject([{ fileName: '全国公共资源交易平台', url: 'https://www.ggzy.gov.cn/', fileType: '链接', preview: false }]);
    // a key that is not the file's opens nothing
    expect((await fetchAnon(pdf.url.replace(/key=.*/, 'key=wrong'))).statusCode).toBe(404);
  });

  it('an administrator adds an uploaded PDF: name and type from the stored file, listed first by its sort, in the op log; removal closes the link', async () => {
    const bytes = pdfOf(3000, 7);
    const fileId = await upload(m, '驱动安装说明.pdf', bytes);
    // the upload alone is not public
    expect((await list({ pageSize: 100 })).body.data.records.some((r) => r.url.includes(fileId))).toBe(false);
    const saved = await save(m, { type: 'file', fileId, sort: 0 });
    expect(saved.body).toMatchObject({ code: 200, message: D.saved });
    const first = (await list({ pageSize: 10 })).body.data.records[0];
    expect(first).toMatchObject({ id: saved.body.data, fileName: '驱动安装说明.pdf', fileType: 'PDF', fileSize: 3000, preview: true });
    const got = await fetchAnon(first.url);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'user_name']).where('target_id', '=', saved.body.data).execute();
    expect(log).toEqual([{ action: 'download.create', user_name: '平台管理员' }]);

    // a change keeps the file, renames the entry
    expect((await save(d, { id: saved.body.data, type: 'file', fileId, name: '驱动安装说明（新版）.pdf', sort: 0 })).body.code).toBe(200);
    expect((await list({})).body.data.records[0].fileName).toBe('驱动安装说明（新版）.pdf');

    expect((await remove(m, saved.body.data)).body).toMatchObject({ code: 200, message: D.deleted });
    expect((await list({ pageSize: 100 })).body.data.records.some((r) => r.id === saved.body.data)).toBe(false);
    expect((await fetchAnon(first.url)).statusCode).toBe(404);
    expect((await remove(m, saved.body.data)).body).toMatchObject({ code: 404, message: D.notFound });
  });

  it('refuses an enterprise upload, a video as a file, an image as a video, a bad platform address; enterprises may not manage', async () => {
    const entFile = await upload(u, '营业执照.png', PNG);
    expect((await save(m, { type: 'file', fileId: entFile })).body).toMatchObject({ code: 400, message: D.fileMissing });
    expect((await save(m, { type: 'file' })).body).toMatchObject({ code: 400, message: D.noFile });
    expect((await save(u, { type: 'file', fileId: entFile })).status).toBe(403);
    const video = await upload(m, '操作演示.mp4', MP4, 'editor-video');
    expect((await save(m, { type: 'file', fileId: video })).body).toMatchObject({ code: 400, message: D.isVideo });
    const image = await upload(m, '截图.png', PNG);
    expect((await save(m, { type: 'video', fileId: image })).body).toMatchObject({ code: 400, message: D.notVideo });
    const ok = await save(m, { type: 'video', fileId: video });
    expect((await list({ type: 'video' })).body.data.records).toMatchObject([{ id: ok.body.data, fileName: '操作演示.mp4', fileType: 'MP4', preview: false }]);
    // the editor's own key stays when the centre lets go of the video
    await remove(m, ok.body.data);
    const key = await s.ctx.db.selectFrom('files').select('access_key').where('id', '=', video).executeTakeFirstOrThrow();
    expect(key.access_key).not.toBeNull();

    for (const url of ['javascript:alert(1)', '//evil.example', '/ks/file/download/x', 'ftp://a.example']) {
      expect((await save(m, { type: 'platform', name: '平台', url })).body).toMatchObject({ code: 400, message: D.badUrl });
    }
    expect((await save(m, { type: 'platform', name: '  ', url: 'https://a.example/' })).body).toMatchObject({ code: 400, message: D.noName });
    expect((await save(m, { type: 'platform', name: '电子招投标系统', url: 'https://a.example/' })).body.code).toBe(200);
  });

  it('the platform description: sanitised, stored where the footer and home/describe read it, in the op log', async () => {
    const res = await call<{ describe: string }>(s.app, { method: 'POST', url: '/ks/downloadSettings/describe', token: m, payload: { describe: '<p>主办单位：某中心<script>alert(1)</script></p>' } });
    expect(res.body).toMatchObject({ code: 200, message: D.describeSaved, data: { describe: '<p>主办单位：某中心</p>' } });
    const platform = await call<{ describe: string; platformName: string }>(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform' });
    expect(platform.body.data).toMatchObject({ describe: '<p>主办单位：某中心</p>', platformName: '公共资源交易与信用评价平台' });
    const log = await s.ctx.db.selectFrom('op_log').select('action').where('action', '=', 'platform.describe').execute();
    expect(log).toHaveLength(1);
    expect((await call(s.app, { method: 'POST', url: '/ks/downloadSettings/describe', token: u, payload: { describe: 'x' } })).status).toBe(403);
  });

  it('pages of ten with the total', async () => {
    for (let i = 0; i < 12; i += 1) expect((await save(m, { type: 'platform', name: `平台${i}`, url: `https://p${i}.example/`, sort: 10 })).body.code).toBe(200);
    const first = await list({ type: 'platform', curPage: 1, pageSize: 10 });
    const second = await list({ type: 'platform', curPage: 2, pageSize: 10 });
    expect(first.body.data.total).toBe(14);
    expect(first.body.data.records).toHaveLength(10);
    expect(second.body.data.records).toHaveLength(4);
  });
});
