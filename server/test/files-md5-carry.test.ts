import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../schemas/attachments';
import type { FileStore } from '../files';
import { advanceMd5, claimMd5, planMd5 } from '../files/md5-carry';
import { md5Finish, md5Hasher } from '../files/running-md5';
import { startTestServer, type TestServer } from './harness';
import { chunkedClient, chunksOf, md5, pdfOf } from './files-kit';

// The whole-file md5 state moved by compare and set (server/files/md5-carry.ts, docs/uploads.md
// "Whole-file md5"), on SQLite and — with DATABASE_URL — PostgreSQL: what another instance does
// to the task row between the hashing and the save is played here by writing the row directly.
describe('chunked upload: the md5 state saved only from the state it was hashed from', () => {
  let s: TestServer;
  let u: string;
  const base = { gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileType: 'qtcl', fileNo: 'att-carry' };
  const stateOf = async (id: string) => s.ctx.db.selectFrom('upload_tasks').select(['md5_next', 'md5_state']).where('id', '=', id).executeTakeFirstOrThrow();
  /** A store holding `parts` as the upload's chunks (the test's stand-in for the app's own store). */
  const storeOf = (parts: Buffer[]): FileStore =>
    ({
      async *readUpload(_id: string, count: number, from = 0) {
        for (let i = from; i < count; i++) yield Buffer.from(parts[i]);
      },
    }) as unknown as FileStore;

  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  /** A task with its chunks stored and recorded, then its state set back to the file's start (the state lagging behind). */
  async function lagging(seed: number) {
    const file = pdfOf(3 * CHUNK_SIZE, seed);
    const parts = chunksOf(file);
    const c = chunkedClient(s.app, u);
    const { uploadId } = (await c.start({ ...base, md5: md5(file), fileName: '材料.pdf', fileSize: file.length, chunk: parts.length })).body.data;
    for (let i = 0; i < parts.length; i++) expect((await c.chunk(uploadId, i, parts[i])).status).toBe(200);
    await s.ctx.db.updateTable('upload_tasks').set({ md5_next: 0, md5_state: null }).where('id', '=', uploadId).execute();
    return { file, parts, uploadId, c };
  }

  it('a state behind the held chunks is moved over all of them: its md5 is the file’s and the merge takes it', async () => {
    const { file, parts, uploadId, c } = await lagging(31);
    await advanceMd5(s.ctx.db, storeOf(parts), uploadId);
    const now = await stateOf(uploadId);
    expect(now.md5_next).toBe(3);
    expect(md5Finish(await md5Hasher(), now.md5_state)).toBe(md5(file));
    const merged = await c.merge({ uploadId, fileName: '材料.pdf', md5: md5(file) });
    expect([merged.status, merged.body.data.md5]).toEqual([200, md5(file)]);
  });

  it('a plan whose start another instance moved, or whose chunk it replaced, is not saved', async () => {
    const { parts, uploadId } = await lagging(32);
    const { plan, bytes } = await planMd5(s.ctx.db, storeOf(parts), uploadId, 0, Buffer.from(parts[0]));
    expect(plan).toMatchObject({ from: 0, next: 3 });
    expect(md5(bytes)).toBe(md5(parts[0]));
    // The state moved meanwhile (another instance took chunk 0 in): the plan is stale.
    const moved = await s.ctx.db.transaction().execute(async (tx) => claimMd5(tx, uploadId, plan!, { md5_next: 1, md5_state: 'other' }));
    expect(moved).toBe(false);
    // Chunk 2 replaced meanwhile (another md5 in its row): the plan took in bytes no longer held.
    await s.ctx.db.updateTable('upload_chunks').set({ md5: '0'.repeat(32) }).where('upload_id', '=', uploadId).where('idx', '=', 2).execute();
    const replaced = await s.ctx.db.transaction().execute(async (tx) => claimMd5(tx, uploadId, plan!, { md5_next: 0, md5_state: null }));
    expect(replaced).toBe(false);
    expect(await stateOf(uploadId)).toEqual({ md5_next: 0, md5_state: null });
  });
});
