import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, bearer, startTestServer, type TestServer } from './harness';
import { md5, multipart, PNG } from './files-kit';
import { COMPLETE_CREDIT_APPLY } from '../routes/records/test-kit';

// Issue 13: attachment types, examples, a record's files, per-type rules on the one-request upload,
// signed links in record answers, required attachments on submit (docs/uploads.md).
describe('attachments', () => {
  let s: TestServer;
  let u: string;
  let u2: string;
  let m: string;
  beforeAll(async () => {
    s = await startTestServer();
    [u, u2, m] = [await s.login('U'), await s.login('U2'), await s.login('M')];
  });
  afterAll(async () => s.close());

  const get = <T>(url: string, token: string) => call<T>(s.app, { method: 'GET', url, token });
  const upload = async (fields: Record<string, string>, name: string, content: Buffer, url = '/ks/common/common/upload/file-attachment', token = u) => {
    const body = multipart(fields, { name, content });
    const res = await s.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: { fileId: string; url: string } } };
  };
  const typed = (fileType: string) => ({ fileType, gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileNo: 'f-1' });

  it('lists the attachment types of a node and their examples and templates, which open', async () => {
    const list = await get<Array<{ annexNo: string; annexName: string; annexFormat: string; annexSize: number; isRequired: number }>>('/ks/common/common/attachment/list?gnCoding=credit-apply&systemCoding=credit_eval', u);
    expect(list.body.data.map((t) => [t.annexNo, t.annexName, t.annexFormat, t.annexSize])).toEqual([
      ['yyzz', '营业执照', 'jpg,png,pdf', 5],
      ['xycns', '信用承诺书', 'pdf', 20],
      ['qtcl', '其他材料', '', 50],
    ]);
    expect((await get('/ks/common/common/attachment/list?gnCoding=credit-apply&systemCoding=trade_service', u)).status).toBe(404);
    expect((await get('/ks/common/common/attachment/list', u)).body.message).toBe('请提供 gnCoding 或 id');
    const ex = await get<{ example: Array<{ annexNo: string; url: string; fileName: string }>; template: Array<{ annexNo: string; url: string }> }>('/ks/common/common/att-description?gnCoding=credit-apply', u);
    expect(ex.body.data.example.map((e) => [e.annexNo, e.fileName])).toEqual([['yyzz', '营业执照示例.jpg']]);
    expect(ex.body.data.template.map((e) => e.annexNo)).toEqual(['xycns']);
    for (const f of [...ex.body.data.example, ...ex.body.data.template]) {
      const res = await s.app.inject({ method: 'GET', url: f.url });
      expect(res.statusCode).toBe(200);
      expect(['image/jpeg', 'application/pdf']).toContain(res.headers['content-type']);
    }
  });

  it('every demo attachment of 项目登记 opens, through signed links in the detail, the list and fj-list; another enterprise gets 404', async () => {
    const rec = await s.ctx.db.selectFrom('records').select(['id', 'enterprise_id']).where('node_id', '=', 'trade-project-list').where('enterprise_id', '=', 'ent-001').executeTakeFirstOrThrow();
    const detail = await call<{ data: { fileList: Array<{ url: string; annexName: string }> } }>(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: 'trade-project-list', id: rec.id } });
    const files = detail.body.data.data.fileList;
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f.url).toMatch(/^\/ks\/file\/signed\/demo-/);
      const res = await s.app.inject({ method: 'GET', url: f.url });
      expect(res.statusCode, f.annexName).toBe(200);
      // The link has no extension: it carries the stored type, which agrees with what is served.
      expect({ pdf: 'application/pdf', jpg: 'image/jpeg' }[new URL(f.url, 'http://x').searchParams.get('t') ?? ''], f.url).toBe(res.headers['content-type']);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toMatch(/^(%PDF|\xff\xd8\xff)/);
    }
    const fj = await get<Array<{ url: string; fileName: string }>>(`/ks/common/common/fj-list?id=${rec.id}`, u);
    expect(fj.body.data.map((f) => f.fileName)).toEqual(files.map((f) => f.annexName));
    expect(fj.body.data.every((f) => f.url.startsWith('/ks/file/signed/'))).toBe(true);
    expect((await get(`/ks/common/common/fj-list?id=${rec.id}`, u2)).status).toBe(404);
    const page = await call<{ records: Array<{ fileList?: Array<{ url: string }> }> }>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token: m, payload: { nodeId: 'trade-project-list', pageSize: 5 } });
    const urls = page.body.data.records.flatMap((r) => r.fileList ?? []).map((f) => f.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((x) => x.startsWith('/ks/file/signed/') && x.includes('u=u-admin'))).toBe(true);
  });

  it('checks the attachment type on the server: formats, size, name, and the extension against the content', async () => {
    expect((await upload(typed('yyzz'), '执照.png', PNG)).body.code).toBe(200);
    const pdfOnly = await upload(typed('xycns'), '承诺书.png', PNG);
    expect([pdfOnly.status, pdfOnly.body.message]).toEqual([400, '格式错误，请上传【 pdf 】格式']);
    const exe = await upload(typed(''), 'a.exe', PNG, '/ks/file/upload');
    expect([exe.status, exe.body.message]).toEqual([400, '文件扩展名与文件内容不符（内容为 PNG 文件），请改正扩展名后重新上传！']);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(typed('yyzz'), '执照.png', big);
    expect([tooBig.status, tooBig.body.message]).toEqual([413, '文件大小不能超过【5MB】!']);
    const long = await upload(typed('yyzz'), `${'名'.repeat(61)}.png`, PNG);
    expect(long.body.message).toBe('文件名超过64位字符，请重新命名后上传！');
    // GIF is allowed nowhere by the spec; BMP only as an image of a typed attachment.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(typed('yyzz'), 'a.gif', gif)).body.message).toBe('格式错误，请上传【 jpg,png,pdf,bmp 】格式');
    expect((await upload(typed(''), 'a.gif', gif, '/ks/file/upload')).body.message).toBe('请上传图片或PDF文件');
    const bmp = Buffer.from('Qk06AAAAAAAAADYAAAAoAAAAAQAAAAEAAAABABgAAAAAAAQAAAATCwAAEwsAAAAAAAAAAAAA/wAAAA==', 'base64');
    expect((await upload(typed('yyzz'), 'a.bmp', bmp)).body.code).toBe(200);
    expect((await upload(typed(''), 'a.bmp', bmp, '/ks/file/upload')).body.message).toBe('请上传图片或PDF文件');
  });

  it('a required attachment type must have a file before a record is submitted; signed links sent back are stored canonical', async () => {
    await s.ctx.db.updateTable('attachment_types').set({ is_required: 1 }).where('gn_coding', '=', 'credit-apply').where('annex_no', '=', 'yyzz').execute();
    const save = (data: object, id?: string, version?: number) =>
      call<{ id: string; version: number }>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: 'credit-apply', data, ...(id ? { id, version } : {}) } });
    const submit = (id: string, version: number) => call<{ status: string }>(s.app, { method: 'POST', url: '/ks/monitor/submit', token: u, payload: { nodeId: 'credit-apply', id, version } });
    const draft = (await save({ ...COMPLETE_CREDIT_APPLY })).body.data;
    const refused = await submit(draft.id, draft.version);
    expect([refused.status, refused.body.message]).toEqual([400, '提交失败，请修改以下内容：附件为必填项，请上传【营业执照】附件！']);

    const file = (await upload(typed('yyzz'), '执照.png', PNG)).body.data;
    expect(file.url).toMatch(/^\/ks\/file\/signed\//);
    const fileList = [{ fileId: file.fileId, fileNo: 'f-1', fileType: 'yyzz', fileName: '执照.png', url: file.url, host: '', fileOperationType: 'add' }];
    const saved = (await save({ ...COMPLETE_CREDIT_APPLY, fileList }, draft.id, draft.version)).body.data;
    const row = await s.ctx.db.selectFrom('records').select('data').where('id', '=', draft.id).executeTakeFirstOrThrow();
    const stored = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { fileList: Array<{ url: string }> };
    expect(stored.fileList[0].url).toBe(`/ks/file/download/${file.fileId}`);
    // A removed file does not count.
    const removed = (await save({ ...COMPLETE_CREDIT_APPLY, fileList: [{ ...fileList[0], fileOperationType: 'del' }] }, draft.id, saved.version)).body.data;
    expect((await submit(draft.id, removed.version)).status).toBe(400);
    const back = (await save({ ...COMPLETE_CREDIT_APPLY, fileList }, draft.id, removed.version)).body.data;
    expect((await submit(draft.id, back.version)).body.data.status).toBe('submitted');
    const got = await s.app.inject({ method: 'GET', url: (await get<Array<{ url: string }>>(`/ks/common/common/fj-list?id=${draft.id}`, u)).body.data[0].url });
    expect(md5(got.rawPayload)).toBe(md5(PNG));
    await s.ctx.db.updateTable('attachment_types').set({ is_required: 0 }).where('gn_coding', '=', 'credit-apply').execute();
  });
});
