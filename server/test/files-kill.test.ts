import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../schemas/attachments';
import { connect } from '../db/connect';
import { createFileStore } from '../files';
import { sweepUploads } from '../files/sweep';
import { DEMO } from './harness';
import { exited, freePort } from './deadline';
import { chunksOf, md5, multipart, pdfOf } from './files-kit';

// Issue 13 acceptance 3: the real server is killed (SIGKILL) while chunks are being uploaded,
// started again on the same data, and the upload resumes from the chunks it held: the merged file's
// md5 matches, and after the sweep no chunk is left anywhere. On PostgreSQL (DATABASE_URL) the
// server runs in a schema of its own.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('a killed server resumes an upload', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-kill-'));
  const schema = `t_kill_${crypto.randomBytes(4).toString('hex')}`;
  const pgUrl = process.env.DATABASE_URL;
  const databaseUrl = pgUrl ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : '';
  let child: ChildProcess | null = null;

  afterAll(async () => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  });

  async function startServer(port: number): Promise<string> {
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: path.join(dataDir, 'no-web'), DATABASE_URL: databaseUrl };
    child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/ks/common/login/public-key`)).ok) return base;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  }

  async function login(base: string): Promise<string> {
    const { publicKey } = ((await (await fetch(`${base}/ks/common/login/public-key`)).json()) as { data: { publicKey: string } }).data;
    const enc = (t: string) => crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(t)).toString('base64');
    const res = await fetch(`${base}/ks/common/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ logValue: enc(DEMO.U.username), passWord: enc(DEMO.U.password), loginRoleType: '' }) });
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  const post = async (base: string, token: string, url: string, body: object) =>
    (await (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })).json()) as { code: number; message: string; data: Record<string, unknown> };
  const sendChunk = async (base: string, token: string, uploadId: string, index: number, bytes: Buffer) => {
    const m = multipart({ chunk: String(index), uploadId, md5: md5(bytes) }, { name: 'blob', content: bytes });
    return fetch(`${base}/ks/upload/v1/chunk-upload`, { method: 'POST', headers: { ...m.headers, authorization: `Bearer ${token}` }, body: m.payload });
  };

  it('SIGKILL during chunk uploads, restart, resume: the md5 matches and the sweep leaves no chunk', { timeout: 120_000 }, async () => {
    if (pgUrl) {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.end();
    }
    const file = pdfOf(12 * 1024 * 1024, 61);
    const parts = chunksOf(file);
    const start = { md5: md5(file), fileName: '断点续传.pdf', fileSize: file.length, chunk: parts.length, gnCoding: 'credit-apply', fileType: 'qtcl' };
    const port = await freePort();

    let base = await startServer(port);
    let token = await login(base);
    const { uploadId } = (await post(base, token, '/ks/upload/v1/upload-task', start)).data as { uploadId: string };
    expect((await sendChunk(base, token, uploadId, 0, parts[0])).status).toBe(200);
    // The second chunk is on its way when the process dies.
    const inFlight = sendChunk(base, token, uploadId, 1, parts[1]).catch(() => null);
    await new Promise((r) => setTimeout(r, 5));
    child!.kill('SIGKILL');
    await inFlight;
    await exited(child!, 15_000, '被 SIGKILL 的服务进程退出');

    base = await startServer(port);
    token = await login(base);
    const resumed = (await post(base, token, '/ks/upload/v1/upload-task', start)).data as { uploadId: string; uploadedChunks: number[] };
    expect(resumed.uploadId).toBe(uploadId);
    expect(resumed.uploadedChunks).toContain(0);
    for (const i of parts.keys()) if (!resumed.uploadedChunks.includes(i)) expect((await sendChunk(base, token, uploadId, i, parts[i])).status).toBe(200);
    const merged = await post(base, token, '/ks/upload/v1/file-merge', { uploadId, fileName: '断点续传.pdf', md5: md5(file) });
    expect(merged.code).toBe(200);
    expect(merged.data.md5).toBe(md5(file));
    const got = Buffer.from(await (await fetch(`${base}${String(merged.data.url)}`)).arrayBuffer());
    expect(md5(got)).toBe(md5(file));
    child!.kill('SIGTERM');
    await exited(child!, 30_000, 'SIGTERM 后服务进程退出');
    child = null;

    // The sweep over the same data, a day later: nothing of any chunk remains.
    const database = connect(pgUrl ? { databaseUrl: pgUrl, pgSchema: schema, poolSize: 2 } : { dataDir });
    try {
      const store = createFileStore(database.db, database.dialect, path.join(dataDir, 'uploads'));
      await sweepUploads(database.db, store, { now: new Date(Date.now() + 25 * 3600 * 1000) });
      expect(await store.heldUploads()).toEqual([]);
      expect(await database.db.selectFrom('upload_chunks').selectAll().execute()).toEqual([]);
      expect(await database.db.selectFrom('upload_tasks').selectAll().execute()).toEqual([]);
      const blobs = await database.db.selectFrom('file_blobs').select('blob_key').where('blob_key', 'like', 'upload:%').execute();
      expect(blobs).toEqual([]);
      expect(CHUNK_SIZE * parts.length).toBeGreaterThanOrEqual(file.length);
    } finally {
      await database.close();
    }
  });
});
