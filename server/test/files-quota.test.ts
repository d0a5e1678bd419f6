import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../schemas/attachments';
import { startTestServer, type TestServer } from './harness';
import { chunkedClient, md5, PNG } from './files-kit';
import { sweepUploads } from '../files/sweep';
import { createFileStore } from '../files';
import { DEFAULT_UPLOAD_QUOTA } from '../config';

// Issue 44 point 5: quotas of unfinished chunked uploads and expiry from creation
// (docs/uploads.md "Quotas", "Expiry and sweep"), on SQLite and — with DATABASE_URL — PostgreSQL,
// where parallel starts run on several connections at once.
describe('chunked upload quotas', () => {
  let s: TestServer;
  let u: string;
  let u2: string;
  const GB = 1024 * 1024 * 1024;
  /** A start declaring `size` bytes of an untyped PDF with content of its own (no instant upload, no resume). */
  const startOf = (size: number) => ({ md5: crypto.randomBytes(16).toString('hex'), fileName: '资料.pdf', fileSize: size, chunk: Math.ceil(size / CHUNK_SIZE) });
  const openRows = async (owner?: string) => {
    let q = s.ctx.db.selectFrom('upload_tasks').selectAll().where('file_id', 'is', null);
    if (owner) q = q.where('owner_user_id', '=', owner);
    return q.execute();
  };

  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
    u2 = await s.login('U2');
  });
  afterAll(async () => s.close());
  beforeEach(async () => {
    // Each case starts with no task and the default limits (cases narrow them through the app's context).
    await s.ctx.db.deleteFrom('upload_tasks').execute();
    s.ctx.uploadQuota = { ...DEFAULT_UPLOAD_QUOTA };
  });

  it('by default a user has at most 20 unfinished tasks: the 21st is refused, resuming one is not, a cancel makes room', async () => {
    const c = chunkedClient(s.app, u);
    const ids: string[] = [];
    const starts: object[] = [];
    for (let i = 0; i < 20; i++) {
      const body = startOf(1000 + i);
      starts.push(body);
      const r = await c.start(body);
      expect(r.status).toBe(200);
      ids.push(r.body.data.uploadId);
    }
    const over = await c.start(startOf(2000));
    expect([over.status, over.body.message]).toEqual([429, '未完成的上传任务已达 20 个，请先完成或取消已有任务']);
    expect(await openRows('u-enterprise')).toHaveLength(20);
    // The same file again is the same task: no new task, so no refusal.
    const resumed = await c.start(starts[3]);
    expect([resumed.status, resumed.body.data.uploadId]).toEqual([200, ids[3]]);
    // Another user is not held back by this one's tasks.
    expect((await chunkedClient(s.app, u2).start(startOf(3000))).status).toBe(200);
    await c.cancel(ids[0]);
    expect((await c.start(startOf(2000))).status).toBe(200);
  });

  it('by default the declared sizes of one user’s unfinished tasks stay within 2 GB', async () => {
    const c = chunkedClient(s.app, u2);
    expect((await c.start(startOf(GB))).status).toBe(200);
    expect((await c.start(startOf(GB - 1000))).status).toBe(200);
    const over = await c.start(startOf(1001));
    expect([over.status, over.body.message]).toEqual([429, '未完成上传的总大小超过 2 GB 的上限，请先完成或取消已有任务']);
    expect((await openRows('u-enterprise2')).map((r) => Number(r.file_size)).sort()).toEqual([GB - 1000, GB]);
    expect((await c.start(startOf(1000))).status).toBe(200);
  });

  it('limits all users together: tasks and declared bytes in total', async () => {
    s.ctx.uploadQuota = { ...DEFAULT_UPLOAD_QUOTA, tasksTotal: 3, bytesTotal: 2 * GB };
    const a = chunkedClient(s.app, u);
    const b = chunkedClient(s.app, u2);
    expect((await a.start(startOf(GB))).status).toBe(200);
    expect((await b.start(startOf(GB - 1000))).status).toBe(200);
    // Within this user's 2 GB, beyond everyone's.
    const bytes = await a.start(startOf(1001));
    expect([bytes.status, bytes.body.message]).toEqual([429, '平台未完成上传的总大小超过 2 GB 的上限，请稍后再试']);
    expect((await b.start(startOf(1000))).status).toBe(200);
    const tasks = await a.start(startOf(1));
    expect([tasks.status, tasks.body.message]).toEqual([429, '平台未完成的上传任务已达 3 个的上限，请稍后再试']);
    expect(await openRows()).toHaveLength(3);
  });

  it('a burst of parallel starts never passes the limits (count and insert are one step)', async () => {
    s.ctx.uploadQuota = { ...DEFAULT_UPLOAD_QUOTA, tasksPerUser: 5, tasksTotal: 8 };
    const burst = [u, u2].flatMap((token) => Array.from({ length: 20 }, () => chunkedClient(s.app, token).start(startOf(1000))));
    const answers = await Promise.all(burst);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
    const rows = await openRows();
    expect(rows).toHaveLength(8);
    for (const owner of ['u-enterprise', 'u-enterprise2']) expect(rows.filter((r) => r.owner_user_id === owner).length).toBeLessThanOrEqual(5);
  });

  it('a task expires 24 h after its creation: neither a chunk nor a resume pushes it', async () => {
    const c = chunkedClient(s.app, u);
    const body = { md5: md5(PNG), fileName: '图.png', fileSize: PNG.length, chunk: 1 };
    const { uploadId } = (await c.start(body)).body.data;
    // The task was started 23 hours ago.
    const created = new Date(Date.now() - 23 * 3600_000);
    const expires = new Date(created.getTime() + 24 * 3600_000).toISOString();
    await s.ctx.db.updateTable('upload_tasks').set({ created_at: created.toISOString(), expires_at: expires }).where('id', '=', uploadId).execute();
    expect((await c.start(body)).body.data.uploadId).toBe(uploadId);
    expect((await c.chunk(uploadId, 0, PNG)).status).toBe(200);
    const row = await s.ctx.db.selectFrom('upload_tasks').selectAll().where('id', '=', uploadId).executeTakeFirstOrThrow();
    expect(row.expires_at).toBe(expires);
    // Past the 24 hours the sweep removes it, and the client is told so.
    // A store of its own (the sweep only drops this task's content, by id, and finds no orphan there).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-quota-'));
    try {
      const swept = await sweepUploads(s.ctx.db, createFileStore(s.ctx.db, s.ctx.dialect, dir), { now: new Date(Date.parse(expires) + 1000) });
      expect(swept.expired).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const gone = await c.progress(uploadId);
    expect([gone.status, gone.body.message]).toEqual([404, '上传任务不存在']);
  });
});
