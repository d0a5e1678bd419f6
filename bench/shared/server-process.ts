import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle } from '../../scripts/build-if-changed';
import { startCommand as startCommandOf } from '../../scripts/start-command';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The node flags and script `npm start` gives the server (package.json), so a bench starts it the same way. */
export const startCommand = () => startCommandOf(ROOT);

/**
 * How a bench runs the server: as `npm start` does, the bundle (dist/server/server.mjs, rebuilt
 * first when the sources changed) with its node flags; `BENCH_SERVER=tsx` runs server/server.ts
 * through tsx instead, as dev and the tests do. A start through tsx transpiles every source first
 * (seconds of CPU), which a restart under load would pay and a deployment does not. The bundle is
 * checked once per bench process, so a restart under load does not hash the sources again.
 */
export function serverArgs(): Promise<string[]> {
  args ??= (async () => {
    const start = startCommand();
    if (process.env.BENCH_SERVER === 'tsx') return [...start.flags, '--import', 'tsx', 'server/server.ts'];
    await ensureServerBundle(ROOT);
    return [...start.flags, start.script];
  })();
  return args;
}
let args: Promise<string[]> | undefined;

/**
 * The real server, as `npm start` runs it, on a bench database; request logging off. Resolves once
 * it answers; `onLine` sees every stdout line after that (the metrics report of bench/load).
 */
export async function startServer(env: Record<string, string>, port: number, onLine?: (line: string) => void): Promise<ChildProcess> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server under measure, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, ...(await serverArgs())], {
    cwd: ROOT,
    env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1', LOAD_FIXTURES: 'false', LOG_LEVEL: 'warn', WEB_ROOT: path.join(ROOT, 'no-web-root') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let rest = '';
  child.stdout!.on('data', (c: Buffer) => {
    const lines = (rest + c.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  await new Promise<void>((resolve, reject) => {
    const ready = (c: Buffer) => {
      if (!c.toString().includes('平台已启动')) return;
      child.stdout!.off('data', ready);
      child.off('exit', failed);
      resolve();
    };
    const failed = (code: number | null) => reject(new Error(`server exited with ${code}`));
    child.stdout!.on('data', ready);
    child.on('exit', failed);
  });
  return child;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
