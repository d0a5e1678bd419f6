import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../test/harness';

/** A multipart body built by hand, the way a browser's FormData arrives. */
function multipart(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ksTest${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FIELDS = { fileType: 'yyzz', gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileNo: 'att-1' };

interface UploadData {
  fileId: string;
  fileNo: string;
  fileType: string;
  fileName: string;
  url: string;
  host: string;
  fileOperationType: string;
  size: number;
}

describe('single-request file upload', () => {
  let s: TestServer;
  let u: string;
  let u2: string;
  let m: string;
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
    u2 = await s.login('U2');
    m = await s.login('M');
  });
  afterAll(async () => s.close());

  const upload = async (token: string | null, body: ReturnType<typeof multipart>, url = '/ks/file/upload') => {
    const res = await s.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: UploadData | null } };
  };

  it('stores a PNG under a server name with its sniffed type, whatever the client claims', async () => {
    // Issue 13: the name's extension must agree with the content, so PNG bytes named .html are refused.
    const html = await upload(u, multipart(FIELDS, { name: '../../evil.html', type: 'text/html', content: PNG }));
    expect([html.status, html.body.message]).toEqual([400, '文件扩展名与文件内容不符（内容为 PNG 文件），请改正扩展名后重新上传！']);
    const res = await upload(u, multipart(FIELDS, { name: '../../evil.png', type: 'text/html', content: PNG }));
    expect(res.body.code).toBe(200);
    const data = res.body.data!;
    expect(data).toMatchObject({ fileNo: 'att-1', fileType: 'yyzz', fileName: 'evil.png', host: '', fileOperationType: 'add', size: PNG.length });
    // The answer's url is a signed link for the uploader (docs/uploads.md "Signed links").
    expect(data.url).toMatch(new RegExp(`^/ks/file/signed/${data.fileId}\\?u=u-enterprise&e=\\d+&s=[\\w-]{43}$`));

    const row = await s.ctx.db.selectFrom('files').selectAll().where('id', '=', data.fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/png', stored_name: `${data.fileId}.png`, display_name: 'evil.png', gn_coding: 'credit-apply', enterprise_id: 'ent-001' });
    expect(row.sha256).toBe(crypto.createHash('sha256').update(PNG).digest('hex'));
    const log = await s.ctx.db.selectFrom('op_log').selectAll().where('target_id', '=', data.fileId).execute();
    expect(log.map((l) => [l.action, l.target_type, l.ok])).toEqual([['file.upload', 'file', 1]]);

    const got = await s.app.inject({ method: 'GET', url: data.url, headers: bearer(u) });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`inline; filename="evil.png"; filename*=UTF-8''evil.png`);
    const canonical = await s.app.inject({ method: 'GET', url: `/ks/file/download/${data.fileId}`, headers: bearer(u) });
    expect(canonical.statusCode).toBe(200);
    expect(canonical.rawPayload.equals(PNG)).toBe(true);
    expect(canonical.headers['content-type']).toBe('image/png');
    expect(canonical.headers['x-content-type-options']).toBe('nosniff');
    expect(canonical.headers['cache-control']).toBe('private');
    expect(canonical.headers['content-disposition']).toBe(`inline; filename="evil.png"; filename*=UTF-8''evil.png`);
  });

  it('a file bound to a menu obeys the menu\'s effective roles: none for U under a parent restricted to M', async () => {
    const roles = (r: string[]) => s.ctx.db.updateTable('menus').set({ roles: JSON.stringify(r) }).where('id', '=', 'credit-records').execute();
    await roles(['M']);
    const refused = await upload(u, multipart(FIELDS, { name: 'a.png', type: 'image/png', content: PNG }));
    expect([refused.status, refused.body.message]).toEqual([404, '功能节点不存在']);
    expect((await upload(m, multipart(FIELDS, { name: 'a.png', type: 'image/png', content: PNG }))).status).toBe(200);
    await roles(['M', 'D', 'U']);
    expect((await upload(u, multipart(FIELDS, { name: 'a.png', type: 'image/png', content: PNG }))).status).toBe(200);
    // A system code names no menu: nothing to restrict.
    expect((await upload(u, multipart({ ...FIELDS, gnCoding: 'credit_eval' }, { name: 'a.png', type: 'image/png', content: PNG }))).status).toBe(200);
  });

  it('encodes a Chinese display name per RFC 5987 and lets M read any file', async () => {
    const res = await upload(u, multipart(FIELDS, { name: '营业执照.png', type: 'image/png', content: PNG }));
    expect(res.body.data!.fileName).toBe('营业执照.png');
    const got = await s.app.inject({ method: 'GET', url: res.body.data!.url, headers: bearer(m) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('营业执照.png')}`);
  });

  it('refuses an HTML page renamed .png, a 65-character name and an empty file, storing nothing', async () => {
    const before = await s.ctx.db.selectFrom('files').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const bad = await upload(u, multipart(FIELDS, { name: 'photo.png', type: 'image/png', content: html }));
    expect([bad.status, bad.body.message]).toEqual([400, '请上传图片或PDF文件']);
    const long = await upload(u, multipart(FIELDS, { name: `${'a'.repeat(61)}.png`, type: 'image/png', content: PNG }));
    expect([long.status, long.body.message]).toEqual([400, '文件名超过64位字符，请重新命名后上传！']);
    const empty = await upload(u, multipart(FIELDS, { name: 'x.png', type: 'image/png', content: Buffer.alloc(0) }));
    expect([empty.status, empty.body.message]).toEqual([400, '文件内容为空']);
    const after = await s.ctx.db.selectFrom('files').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('accepts video only for editor video', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
    const plain = await upload(u, multipart(FIELDS, { name: 'a.mp4', type: 'video/mp4', content: mp4 }));
    expect(plain.body.message).toBe('请上传图片或PDF文件');
    const editor = await upload(u, multipart({ ...FIELDS, fileType: 'editor-video' }, { name: 'a.mp4', type: 'video/mp4', content: mp4 }));
    expect(editor.body.code).toBe(200);
  });

  it('refuses a file over 50 MB with 413', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1);
    PNG.copy(big);
    const res = await upload(u, multipart(FIELDS, { name: 'big.png', type: 'image/png', content: big }));
    expect([res.status, res.body.message]).toEqual([413, '文件大小不能超过【50MB】!']);
  });

  it('takes the editor image in custom-fileName with the same answer', async () => {
    const res = await upload(
      m,
      multipart({ dxCode: 'notice', gnCoding: 'notice-edit', systemCoding: 'trade_service' }, { field: 'custom-fileName', name: 'p.png', type: 'image/png', content: PNG }),
      '/ks/common/common/upload/attachment',
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ fileType: 'editor-image', fileNo: 'notice' });
    expect(res.body.data!.url).toMatch(new RegExp(`^/ks/file/public/${res.body.data!.fileId}\\?key=[\\w-]{32}$`));
  });

  it('serves rich-text media by their keyed link without a token, and nothing without the right key', async () => {
    const res = await upload(u, multipart({ ...FIELDS, fileType: 'editor-image' }, { name: 'inline.png', type: 'image/png', content: PNG }));
    const { url, fileId } = res.body.data!;
    expect(url).toMatch(/^\/ks\/file\/public\//);
    const anon = await s.app.inject({ method: 'GET', url });
    expect(anon.statusCode).toBe(200);
    expect(anon.headers['content-type']).toBe('image/png');
    expect(anon.rawPayload.equals(PNG)).toBe(true);
    const wrong = await s.app.inject({ method: 'GET', url: `/ks/file/public/${fileId}?key=${'x'.repeat(32)}` });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, '文件不存在']);
    const noKey = await s.app.inject({ method: 'GET', url: `/ks/file/public/${fileId}` });
    expect(noKey.statusCode).toBe(400);
    // An ordinary attachment has no key at all: its public link never works.
    const plain = await upload(u, multipart(FIELDS, { name: 'yyzz.png', type: 'image/png', content: PNG }));
    expect(plain.body.data!.url).toMatch(new RegExp(`^/ks/file/signed/${plain.body.data!.fileId}\\?`));
    const guessed = await s.app.inject({ method: 'GET', url: `/ks/file/public/${plain.body.data!.fileId}?key=null` });
    expect(guessed.statusCode).toBe(404);
  });

  it('hides a file from another enterprise and from anonymous callers', async () => {
    const res = await upload(u, multipart(FIELDS, { name: 'mine.png', type: 'image/png', content: PNG }));
    const url = `/ks/file/download/${res.body.data!.fileId}`;
    const other = await s.app.inject({ method: 'GET', url, headers: bearer(u2) });
    expect([other.statusCode, other.json().message]).toEqual([404, '文件不存在']);
    const anon = await s.app.inject({ method: 'GET', url });
    expect(anon.statusCode).toBe(401);
    const anonUpload = await upload(null, multipart(FIELDS, { name: 'a.png', type: 'image/png', content: PNG }));
    expect(anonUpload.status).toBe(401);
  });
});
