import { spawn, type ChildProcess } from 'node:child_process';

/** A platform server running as a child process, as `npm start` would run it (without the build). */
export interface ServerProcess {
  child: ChildProcess;
  /** Milliseconds from spawn until it printed that it listens. */
  startMs: number;
  /** Everything it wrote, for the report when something goes wrong. */
  output: () => string;
  /** Resolves with the exit code (null) and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether this start loaded the demo data (it must, on a fresh database only). */
  loadedFixtures: () => boolean;
}

/** Starts `server/server.ts` and waits until it listens (or fails if it exits or hangs first). */
export async function startServer(repoRoot: string, env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const onData = () => {
      if (out.includes('平台已启动')) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited during start (code ${code}, signal ${signal}):\n${out}`));
    });
  });
  return {
    child,
    startMs: Math.round(performance.now() - started),
    output: () => out,
    exited,
    loadedFixtures: () => out.includes('已载入演示数据'),
  };
}
