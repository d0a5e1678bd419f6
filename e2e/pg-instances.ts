import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { exitOf, freePort } from '../server/test/deadline';

/**
 * Two real platform processes on one PostgreSQL schema, serving the built UI: what spec 000 says a
 * multi-node deployment is. Used by browser tests that must see one instance's event reach a
 * browser on the other. The schema is made fresh and dropped by `close`.
 */
export const PG_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function start(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('平台 60 s 内未启动')), 60_000);
    child.stdout!.on('data', (c: Buffer) => {
      if (c.toString().includes('平台已启动')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`平台进程退出：${code}`)));
  });
  return child;
}

export interface Instances {
  urls: [string, string];
  close(): Promise<void>;
}

export async function startTwoInstances(): Promise<Instances> {
  const schema = `e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const root = path.resolve(import.meta.dirname, '..');
  const children: ChildProcess[] = [];
  const ports = [await freePort(), await freePort()];
  const base = { ...process.env, DATABASE_URL: url.toString(), HOST: '127.0.0.1', WEB_ROOT: path.resolve(root, process.env.WEB_ROOT ?? 'dist/web'), LOG_LEVEL: 'warn' };
  const close = async () => {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => exitOf(c, 20_000)));
    const drop = new pg.Client({ connectionString: PG_URL });
    await drop.connect();
    await drop.query(`DROP SCHEMA ${schema} CASCADE`);
    await drop.end();
  };
  try {
    // The first one migrates and loads the demo data; the second finds them there.
    children.push(await start({ ...base, PORT: String(ports[0]) }));
    children.push(await start({ ...base, PORT: String(ports[1]) }));
  } catch (err) {
    await close();
    throw err;
  }
  return { urls: [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`], close };
}

export { apiLogin } from './helpers';

export async function apiPost<T>(base: string, token: string, url: string, payload: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(payload) });
  const body = (await res.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.message}`);
  return body.data;
}
