/**
 * Node flags for the server compared side by side: two servers started afresh on one bench
 * database, A with `AB_A` and B with `AB_B` added to `npm start`'s flags, take turns serving S1 in
 * batches (4 in flight), and each stretch of their lives prints the server process's CPU per call.
 * Both servers live through the same minutes, so the machine's speed, which moves by a third
 * within minutes here, moves both alike; their first thousands of calls (V8 still compiling) are
 * what the list bench measures of a fresh server.
 *
 *   DATABASE_URL=postgres://… AB_B="--ticks-before-optimization=2" node --import tsx bench/list-api/flags-ab.ts
 *
 * Knobs: AB_A, AB_B (extra node flags, given before the start command's own, so they cannot undo
 * one the start command sets; empty = `npm start` as is), AB_A_ENV, AB_B_ENV (`KEY=value …` added
 * to that server's environment, e.g. `SERVER_V8_TIERING=default`), AB_BATCH (100 calls a batch),
 * AB_BATCHES (30 a server), AB_SEGMENT (5 batches a printed line), BENCH_RECORDS (100000).
 */
import type { ChildProcess } from 'node:child_process';
import { processCpuMs } from '../shared/proc-cpu';
import { Client } from './measure';
import { SCENARIOS, runMain, withBenchDatabase, withServer } from './scenarios';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const BATCH = Number(process.env.AB_BATCH ?? 100);
const BATCHES = Number(process.env.AB_BATCHES ?? 30);
const SEGMENT = Number(process.env.AB_SEGMENT ?? 5);

interface Side {
  name: string;
  proc: ChildProcess;
  client: Client;
  token: string;
  calls: number;
  /** This stretch's calls, CPU ms and busy ms. */
  segCalls: number;
  segCpu: number;
  segMs: number;
}

/** A server started with `flags` added to the start command's and `env` (`KEY=value …`) to its environment, for `work`. */
function withFlaggedServer<T>(bench: Parameters<typeof withServer>[0], flags: string, env: string, work: (proc: ChildProcess, port: number) => Promise<T>): Promise<T> {
  // startServer reads BENCH_SERVER_NODE_ARGS and passes this process's environment when it spawns.
  process.env.BENCH_SERVER_NODE_ARGS = flags;
  const pairs = env.split(' ').filter(Boolean).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const);
  const before = pairs.map(([k]) => [k, process.env[k]] as const);
  for (const [k, v] of pairs) process.env[k] = v;
  return withServer(bench, async (proc, port) => {
    for (const [k, v] of before) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    return work(proc, port);
  });
}

runMain(() =>
  withBenchDatabase(RECORDS, (bench) =>
    withFlaggedServer(bench, process.env.AB_A ?? '', process.env.AB_A_ENV ?? '', (procA, portA) =>
      withFlaggedServer(bench, process.env.AB_B ?? '', process.env.AB_B_ENV ?? '', async (procB, portB) => {
        const sc = SCENARIOS[0]!;
        const sides: Side[] = [
          { name: 'A', proc: procA, client: new Client(portA), token: '', calls: 0, segCalls: 0, segCpu: 0, segMs: 0 },
          { name: 'B', proc: procB, client: new Client(portB), token: '', calls: 0, segCalls: 0, segCpu: 0, segMs: 0 },
        ];
        for (const s of sides) s.token = await s.client.login(sc.who.username, sc.who.password);
        console.log(`A: ${process.env.AB_A || '(start command as is)'} ${process.env.AB_A_ENV ?? ''}; B: ${process.env.AB_B || '(start command as is)'} ${process.env.AB_B_ENV ?? ''}; S1, batches of ${BATCH} calls, 4 in flight`);
        console.log('| calls of each server | A ms CPU a call | A calls/s | B ms CPU a call | B calls/s | B / A CPU |');
        console.log('|---:|---:|---:|---:|---:|---:|');
        try {
          for (let i = 0; i < BATCHES; i++) {
            // Each takes the first turn every other batch.
            for (const s of i % 2 ? [...sides].reverse() : sides) {
              const cpu0 = processCpuMs(s.proc.pid!);
              const t0 = performance.now();
              let next = 0;
              await Promise.all(
                Array.from({ length: 4 }, async () => {
                  while (next++ < BATCH) {
                    const r = await s.client.requestText('POST', '/ks/monitor/table-list', sc.body, s.token);
                    if (r.status !== 200) throw new Error(r.text.slice(0, 200));
                  }
                }),
              );
              s.segMs += performance.now() - t0;
              s.segCpu += processCpuMs(s.proc.pid!) - cpu0;
              s.segCalls += BATCH;
              s.calls += BATCH;
            }
            if ((i + 1) % SEGMENT === 0) {
              const [a, b] = sides as [Side, Side];
              const perCall = (s: Side) => (s.segCpu / s.segCalls).toFixed(2);
              const perSecond = (s: Side) => ((s.segCalls * 1000) / s.segMs).toFixed(0);
              console.log(`| ${a.calls - a.segCalls + 1}–${a.calls} | ${perCall(a)} | ${perSecond(a)} | ${perCall(b)} | ${perSecond(b)} | ${(b.segCpu / a.segCpu).toFixed(2)} |`);
              for (const s of sides) Object.assign(s, { segCalls: 0, segCpu: 0, segMs: 0 });
            }
          }
        } finally {
          for (const s of sides) s.client.close();
        }
      }),
    ),
  ),
);
