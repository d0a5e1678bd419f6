import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitOf, freePort, withDeadline } from '../server/test/deadline';

/**
 * A platform server of one test's own (SQLite in a temporary folder, the built UI), which the test
 * may stop and start again on the same port and data — a server restart in the middle of a form —
 * without touching the worker's server the other specs of the worker use (e2e/worker-server.ts).
 */
export interface OwnServer {
  url: string;
  /** SIGTERM, as a deployment's restart does; resolves once the process has exited */
  stop(): Promise<void>;
  /** starts it again on the same port and database */
  start(): Promise<void>;
  /** stops it if running and removes its data */
  close(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

export async function startOwnServer(): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-e2e-own-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_ROOT: path.resolve(root, process.env.WEB_ROOT ?? 'dist/web'),
    LOG_LEVEL: 'warn',
  };
  // A DATABASE_URL from the shell would point this server at a shared database.
  delete env.DATABASE_URL;
  let child: ChildProcess | null = null;

  const start = async () => {
    const c = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    child = c;
    const up = new Promise<void>((resolve, reject) => {
      c.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('平台已启动')) resolve();
      });
      c.once('exit', (code) => reject(new Error(`平台进程退出：${code}`)));
    });
    await withDeadline(up, 90_000, '平台启动');
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    c.kill('SIGTERM');
    await exitOf(c, 20_000);
  };
  try {
    await start();
  } catch (err) {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
