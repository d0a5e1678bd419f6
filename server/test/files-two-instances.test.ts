import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHUNK_SIZE } from '../../schemas/attachments';
import { buildApp } from '../app';
import { bearer, startTestServer, type TestServer } from './harness';
import { chunkedClient, chunksOf, md5, pdfOf } from './files-kit';

// Issue 13 acceptance 2: two app instances on one PostgreSQL share file content (file_blobs rows):
// the chunks of one upload go to both, the merge runs on one, the other serves the file.
// On SQLite each instance keeps files on its own disk, so this holds for PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let s: TestServer;
  let second: FastifyInstance;
  let u: string;
  beforeAll(async () => {
    s = await startTestServer();
    // The same factory over the same database, with an upload folder of its own.
    second = (await buildApp({ database: s.database })).app;
    await second.ready();
    u = await s.login('U');
  });
  afterAll(async () => {
    await second.close();
    await s.close();
  });

  it('chunks split across them, merged on one, downloaded from the other', async () => {
    const file = pdfOf(2 * CHUNK_SIZE + 12345, 51);
    const one = chunkedClient(s.app, u);
    const two = chunkedClient(second, u);
    const start = await one.start({ md5: md5(file), fileName: '两台.pdf', fileSize: file.length, chunk: 3, gnCoding: 'credit-apply', fileType: 'qtcl' });
    const { uploadId } = start.body.data;
    const parts = chunksOf(file);
    expect((await two.chunk(uploadId, 1, parts[1])).status).toBe(200);
    expect((await one.chunk(uploadId, 0, parts[0])).status).toBe(200);
    // The other instance knows what the first holds (a resumed start, the progress call).
    expect((await two.start({ md5: md5(file), fileName: '两台.pdf', fileSize: file.length, chunk: 3, gnCoding: 'credit-apply', fileType: 'qtcl' })).body.data.uploadedChunks).toEqual([0, 1]);
    expect((await two.chunk(uploadId, 2, parts[2])).status).toBe(200);
    const merged = await one.merge({ uploadId, fileName: '两台.pdf', md5: md5(file) });
    expect(merged.body.code).toBe(200);
    // A merge repeated on the other instance answers the same file.
    expect((await two.merge({ uploadId, fileName: '两台.pdf', md5: md5(file) })).body.data.fileId).toBe(merged.body.data.fileId);
    for (const res of [
      await second.inject({ method: 'GET', url: merged.body.data.url }),
      await second.inject({ method: 'GET', url: `/ks/file/download/${merged.body.data.fileId}`, headers: bearer(u) }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(md5(res.rawPayload)).toBe(md5(file));
    }
    // A one-request upload stored by one instance is served by the other too.
    const single = pdfOf(3000, 52);
    const { multipart } = await import('./files-kit');
    const body = multipart({ gnCoding: 'credit-apply', fileType: 'qtcl' }, { name: '单个.pdf', content: single });
    const up = await s.app.inject({ method: 'POST', url: '/ks/file/upload', payload: body.payload, headers: { ...body.headers, ...bearer(u) } });
    const got = await second.inject({ method: 'GET', url: (up.json() as { data: { url: string } }).data.url });
    expect(md5(got.rawPayload)).toBe(md5(single));
  });
});
