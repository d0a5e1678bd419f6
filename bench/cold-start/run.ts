/**
 * Cold start (issue 18 §3): from spawning the server process, as `npm start` runs it (its node
 * flags and script read from package.json: the bundle dist/server/server.mjs, made current first
 * by the same step `npm start` runs), to the first answer of a `/ks` call, on a data directory
 * that already exists (migrated, demo data loaded) — SQLite. Target: median ≤ 1.5 s.
 * `BENCH_SERVER=tsx` starts `server/server.ts` through tsx instead (how dev and the tests run it),
 * with the same node flags, for comparing the two.
 *
 *   node --import tsx bench/cold-start/run.ts         (npm run bench:cold-start)
 *
 * Each run also prints when the process said it listens and how long SIGTERM took to end it.
 * Then, when dist/web is built and current, the same figure for the whole `npm start` (npm, the
 * build check of scripts/build-if-changed.ts, then the server): what an operator waits for.
 * Knobs: BENCH_RUNS (5), BENCH_NPM_RUNS (3; 0 skips), BENCH_CPU_PROF=<dir> (a --cpu-prof of every
 * server run, for finding what the start spends its time on).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState, ensureServerBundle } from '../../scripts/build-if-changed';
import { processCpuMs } from '../shared/proc-cpu';
import { freePort, startCommand } from '../shared/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NPM_RUNS = Number(process.env.BENCH_NPM_RUNS ?? 3);
const TARGET_MS = 1500;
const PROBE = '/ks/common/login/public-key';

interface Run {
  /** Spawn → first 200 answer of PROBE. */
  firstAnswerMs: number;
  /**
   * CPU the process had used (all its threads, user + system) at the first answer: on a shared
   * machine wall time mostly measures the others' load; this is what the start itself costs.
   */
  cpuMs: number;
  /** Spawn → the "平台已启动" line on stdout. */
  listeningMs: number;
  /** SIGTERM → the process ended. */
  shutdownMs: number;
  exitCode: number | null;
}


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function firstAnswer(base: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output()}`);
    try {
      if ((await fetch(`${base}${PROBE}`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
}

/** One start: `command` spawned in a process group of its own (npm runs a shell, which runs node). */
async function measure(command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<Run> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  let listeningMs = NaN;
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    if (Number.isNaN(listeningMs) && out.includes('平台已启动')) listeningMs = performance.now() - started;
  });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await Promise.race([firstAnswer(`http://127.0.0.1:${port}`, child, () => out), sleep(60_000).then(() => Promise.reject(new Error(`no answer in 60 s:\n${out}`)))]);
  } catch (err) {
    process.kill(-child.pid!, 'SIGKILL');
    throw err;
  }
  const firstAnswerMs = performance.now() - started;
  const cpuMs = processCpuMs(child.pid!);
  const stopAt = performance.now();
  process.kill(-child.pid!, 'SIGTERM');
  const exitCode = await ended;
  return { firstAnswerMs, cpuMs, listeningMs, shutdownMs: performance.now() - stopAt, exitCode };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => (Number.isNaN(x) ? '–' : `${Math.round(x)} ms`);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-cold-'));
  const webRoot = path.join(root, 'dist', 'web');
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const profDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : '';
  const start = startCommand();
  const server = process.env.BENCH_SERVER === 'tsx' ? ['--import', 'tsx', 'server/server.ts'] : [start.script];
  if (process.env.BENCH_SERVER !== 'tsx') console.log(`server bundle: ${await ensureServerBundle(root)}`);
  const nodeArgs = [...start.flags, ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), ...server];
  console.log(`cold start, SQLite, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`server: node ${nodeArgs.join(' ')}; web root ${fs.existsSync(path.join(webRoot, 'index.html')) ? 'dist/web' : 'none (not built)'}`);
  try {
    // The first start creates the database, migrates and loads the demo data: not a cold start of
    // an existing data directory, so not counted.
    const first = await measure(process.execPath, nodeArgs.filter((a) => !a.startsWith('--cpu-prof')), env, port);
    console.log(`prepare (new data dir: migrations + demo data): first answer ${ms(first.firstAnswerMs)}`);

    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(process.execPath, nodeArgs, env, port);
      runs.push(run);
      console.log(`run ${i + 1}: first /ks answer ${ms(run.firstAnswerMs)}, CPU ${ms(run.cpuMs)} (listening line ${ms(run.listeningMs)}); SIGTERM → exit ${ms(run.shutdownMs)}, code ${run.exitCode}`);
    }
    const m = median(runs.map((r) => r.firstAnswerMs));
    console.log(`server process: median CPU to the first answer ${ms(median(runs.map((r) => r.cpuMs)))} (${runs.map((r) => Math.round(r.cpuMs)).join(', ')})`);
    console.log(`server process: median first /ks answer ${ms(m)} over ${RUNS} runs (${runs.map((r) => Math.round(r.firstAnswerMs)).join(', ')}) — target ≤ ${TARGET_MS} ms: ${m <= TARGET_MS ? 'met' : 'NOT met'}`);

    if (NPM_RUNS > 0) {
      if (buildState(root, webRoot).kind !== 'current') {
        console.log('npm start: skipped (dist/web missing or not current: the first `npm start` would build; run it once)');
      } else {
        const npmRuns: number[] = [];
        for (let i = 0; i < NPM_RUNS; i++) {
          const run = await measure('npm', ['start', '--silent'], env, port);
          npmRuns.push(run.firstAnswerMs);
          console.log(`npm start run ${i + 1}: first /ks answer ${ms(run.firstAnswerMs)}; exit code ${run.exitCode}`);
        }
        console.log(`npm start (build current): median ${ms(median(npmRuns))} over ${NPM_RUNS} runs (${npmRuns.map(Math.round).join(', ')})`);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
