import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect';
import { DEMO } from '../test/harness';
import { exited, freePort, withDeadline } from '../test/deadline';
import { insertBidFile } from '../detection/test-kit';

// Issue 49 acceptance 2: a detection job survives SIGKILL. A real server (child process) claims the
// job and is killed with SIGKILL in the middle of it; a new server on the same data claims it again
// once the lease ran out and finishes it: one result row, one finish line in the operation log,
// the job claimed twice. SQLite file, or (DATABASE_URL) a PostgreSQL schema of its own.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('a detection job survives SIGKILL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-jobkill-'));
  const schema = `t_jobkill_${crypto.randomBytes(4).toString('hex')}`;
  const pgUrl = process.env.DATABASE_URL;
  const databaseUrl = pgUrl ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : '';
  let child: ChildProcess | null = null;
  let database: Db | null = null;

  afterAll(async () => {
    child?.kill('SIGKILL');
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  });

  async function startServer(port: number): Promise<string> {
    const env = {
      ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: path.join(dataDir, 'no-web'), DATABASE_URL: databaseUrl,
      // each of the four steps waits 700 ms; the lease is 1.5 s (renewed every 0.5 s while the job runs)
      DETECTION_DELAY_MS: '700', JOBS_LEASE_MS: '1500', JOBS_POLL_MS: '100', JOBS_POLL: '1',
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const base = `http://127.0.0.1:${port}`;
    return withDeadline(
      (async () => {
        for (;;) {
          try {
            if ((await fetch(`${base}/ks/common/login/public-key`)).ok) return base;
          } catch {
            // not listening yet
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      })(),
      60_000,
      '服务启动',
    );
  }

  async function login(base: string): Promise<string> {
    const { publicKey } = ((await (await fetch(`${base}/ks/common/login/public-key`)).json()) as { data: { publicKey: string } }).data;
    const enc = (t: string) => crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(t)).toString('base64');
    const res = await fetch(`${base}/ks/common/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ logValue: enc(DEMO.U.username), passWord: enc(DEMO.U.password), loginRoleType: '' }) });
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  const post = async <T,>(base: string, token: string, url: string, body: object) =>
    (await (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })).json()) as { code: number; message: string; data: T };

  const waitFor = <T,>(what: string, ms: number, probe: () => Promise<T | undefined>) =>
    withDeadline(
      (async () => {
        for (;;) {
          const v = await probe();
          if (v !== undefined) return v;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      ms,
      what,
    );

  it('SIGKILL mid-job, a new instance resumes it, it finishes exactly once', { timeout: 180_000 }, async () => {
    if (pgUrl) {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.end();
    }
    const port = await freePort();
    let base = await startServer(port);
    let token = await login(base);
    database = connect(pgUrl ? { databaseUrl: pgUrl, pgSchema: schema, poolSize: 2 } : { dataDir });
    const db = database.db;
    // a bid file of the demo enterprise whose 造价文件 is a shipped estimate (every instance reads it)
    const fileId = `jobkill-${crypto.randomUUID()}`;
    const bytes = fs.readFileSync(path.join(root, 'fixtures/files/estimates/bid-1.xml'));
    await db
      .insertInto('files')
      .values({ id: fileId, owner_user_id: 'u-enterprise', enterprise_id: 'ent-001', system_coding: 'trade_service', gn_coding: 'trade-bd-file', file_type: 'zjwj', file_no: 'fileList', display_name: '造价文件.xml', stored_name: 'fixture:estimates/bid-1.xml', mime: 'application/xml', size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), created_at: new Date().toISOString(), access_key: null })
      .execute();
    const id = await insertBidFile(db, { enterpriseId: 'ent-001', ownerUserId: 'u-enterprise', fileId, fileName: '造价文件.xml' });

    const started = await post<{ isSuccess: boolean }>(base, token, '/ks/file/detection', { xmId: id, gnCoding: 'trade-bd-file' });
    expect(started.data.isSuccess).toBe(true);
    // running, past reading the file (progress 10 or more), but not done: kill it there
    const seen = await waitFor('任务进入解析', 30_000, async () => {
      const s = await post<{ state: number; progress: number; message: string }>(base, token, '/ks/file/detection/status', { xmId: id, gnCoding: 'trade-bd-file' });
      return s.data.state === 1 && s.data.progress >= 10 ? s.data : undefined;
    });
    expect(seen.message).toBe('正在解析文件');
    const first = await db.selectFrom('jobs').selectAll().where('job_key', '=', id).executeTakeFirstOrThrow();
    expect(first).toMatchObject({ state: 'running', attempts: 1 });
    child!.kill('SIGKILL');
    await exited(child!, 15_000, '被 SIGKILL 的服务进程退出');
    // nothing was finished by the killed process
    expect(await db.selectFrom('estimate_results').select('record_id').where('record_id', '=', id).execute()).toEqual([]);

    base = await startServer(port);
    token = await login(base);
    const done = await waitFor('恢复的任务完成', 60_000, async () => {
      const s = await post<{ state: number; progress: number }>(base, token, '/ks/file/detection/status', { xmId: id, gnCoding: 'trade-bd-file' });
      return s.data.state === 2 || s.data.state === 3 ? s.data : undefined;
    });
    expect(done).toMatchObject({ state: 2, progress: 100 });
    const job = await db.selectFrom('jobs').selectAll().where('job_key', '=', id).execute();
    expect(job).toHaveLength(1);
    expect(job[0]).toMatchObject({ state: 'done', attempts: 2 });
    expect(job[0].worker).not.toBe(first.worker);
    expect(await db.selectFrom('estimate_results').select(['record_id', 'row_count']).where('record_id', '=', id).execute()).toEqual([{ record_id: id, row_count: 8 }]);
    const finishes = await db.selectFrom('op_log').select('action').where('target_id', '=', id).where('action', 'like', 'detection.%').orderBy('id').execute();
    expect(finishes.map((f) => f.action)).toEqual(['detection.start', 'detection.finish']);

    child!.kill('SIGTERM');
    await exited(child!, 30_000, 'SIGTERM 后服务进程退出');
    child = null;
  });
});
