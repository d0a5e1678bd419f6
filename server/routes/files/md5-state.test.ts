import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../../schemas/attachments';
import { startTestServer, type TestServer } from '../../test/harness';
import { chunkedClient, chunksOf, md5, pdfOf } from '../../test/files-kit';

// The whole-file md5 carried forward in the task row (docs/uploads.md "Whole-file md5"), on
// SQLite and — with DATABASE_URL — PostgreSQL: in order, out of order, and a chunk re-sent with
// other bytes after the state took it in; every merge still checks the whole file's md5.
describe('chunked upload: the whole-file md5 carried by the task', () => {
  let s: TestServer;
  let u: string;
  const base = { gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileType: 'qtcl', fileNo: 'att-md5' };
  const startOf = (file: Buffer) => ({ ...base, md5: md5(file), fileName: '材料.pdf', fileSize: file.length, chunk: Math.ceil(file.length / CHUNK_SIZE) });
  const stateOf = async (id: string) => s.ctx.db.selectFrom('upload_tasks').select(['md5_next', 'md5_state']).where('id', '=', id).executeTakeFirstOrThrow();
  const download = async (url: string) => (await s.app.inject({ method: 'GET', url })).rawPayload;

  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  it('chunks in order carry the state to the end; the merge reads nothing back and the file is byte-identical', async () => {
    const file = pdfOf(3 * CHUNK_SIZE + 1000, 21);
    const c = chunkedClient(s.app, u);
    const { uploadId } = (await c.start(startOf(file))).body.data;
    const parts = chunksOf(file);
    for (let i = 0; i < parts.length; i++) {
      expect((await c.chunk(uploadId, i, parts[i])).status).toBe(200);
      expect((await stateOf(uploadId)).md5_next).toBe(i + 1);
    }
    const merged = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(file) });
    expect([merged.status, merged.body.data.md5]).toEqual([200, md5(file)]);
    expect(md5(await download(merged.body.data.url))).toBe(md5(file));
  });

  it('chunks out of order: held chunks after the next one are taken in when it arrives', async () => {
    const file = pdfOf(4 * CHUNK_SIZE, 22);
    const c = chunkedClient(s.app, u);
    const { uploadId } = (await c.start(startOf(file))).body.data;
    const parts = chunksOf(file);
    await c.chunk(uploadId, 2, parts[2]);
    await c.chunk(uploadId, 1, parts[1]);
    expect((await stateOf(uploadId)).md5_next).toBe(0);
    await c.chunk(uploadId, 0, parts[0]);
    expect((await stateOf(uploadId)).md5_next).toBe(3);
    await c.chunk(uploadId, 3, parts[3]);
    expect((await stateOf(uploadId)).md5_next).toBe(4);
    const merged = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(file) });
    expect([merged.status, merged.body.data.md5]).toEqual([200, md5(file)]);
    expect(md5(await download(merged.body.data.url))).toBe(md5(file));
  });

  it('a chunk re-sent with other bytes after the state took it in resets the state: the merge reads the file and refuses the wrong content', async () => {
    const file = pdfOf(2 * CHUNK_SIZE, 23);
    const c = chunkedClient(s.app, u);
    const { uploadId } = (await c.start(startOf(file))).body.data;
    const parts = chunksOf(file);
    await c.chunk(uploadId, 0, parts[0]);
    await c.chunk(uploadId, 1, parts[1]);
    expect((await stateOf(uploadId)).md5_next).toBe(2);
    // Chunk 0 again, with bytes that match their own md5 but are not the file's.
    const other = Buffer.from(parts[0]);
    other[100] ^= 0xff;
    expect((await c.chunk(uploadId, 0, other)).status).toBe(200);
    expect(await stateOf(uploadId)).toMatchObject({ md5_next: 2 });
    const refused = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(file) });
    expect([refused.status, refused.body.message]).toEqual([400, '文件校验失败（md5 不一致），请重新上传']);
    expect(await stateOf(uploadId)).toEqual({ md5_next: 0, md5_state: null });
    // Sent again right, the file merges.
    await c.chunk(uploadId, 1, parts[1]);
    await c.chunk(uploadId, 0, parts[0]);
    const merged = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(file) });
    expect([merged.status, merged.body.data.md5]).toEqual([200, md5(file)]);
    expect(md5(await download(merged.body.data.url))).toBe(md5(file));
  });

  it('the same chunk re-sent with the same bytes changes neither the state nor the file', async () => {
    const file = pdfOf(2 * CHUNK_SIZE + 5, 24);
    const c = chunkedClient(s.app, u);
    const { uploadId } = (await c.start(startOf(file))).body.data;
    const parts = chunksOf(file);
    await c.chunk(uploadId, 0, parts[0]);
    const before = await stateOf(uploadId);
    await c.chunk(uploadId, 0, parts[0]);
    expect(await stateOf(uploadId)).toEqual(before);
    await c.chunk(uploadId, 1, parts[1]);
    await c.chunk(uploadId, 2, parts[2]);
    const merged = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(file) });
    expect([merged.status, merged.body.data.md5]).toEqual([200, md5(file)]);
  });
});
