/**
 * Where a list call's CPU goes, by process: S1 through the real server and through the raw
 * driver, in alternating batches of calls with 4 in flight, printing per call the server
 * process's CPU, the database's (every `postgres` process, PostgreSQL only) and this process's
 * (the HTTP client, or the raw driver). Throughput on a 2-core machine follows the sum, so this
 * shows which part of a run's ratio is the server's own work and which is the database's noise.
 *
 *   DATABASE_URL=postgres://… node --import tsx bench/list-api/cpu-split.ts
 *
 * Knobs: BENCH_RECORDS (100000), BENCH_CALLS (1000 a batch), BENCH_ROUNDS (4), BENCH_WARMUP (200
 * calls per path first); BENCH_SERVER_NODE_ARGS as for run.ts (e.g. a CPU profile of the server).
 */
import fs from 'node:fs';
import { processCpuMs } from '../shared/proc-cpu';
import { Client } from './measure';
import { SCENARIOS, rawRunner, runMain, withBenchServer } from './scenarios';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);

/** CPU ms of every postgres process on the machine (the backends serving both paths). */
function postgresCpuMs(): number {
  let sum = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') sum += processCpuMs(pid, true) || 0; // NaN: gone between listing and reading
    } catch {
      // gone
    }
  }
  return sum;
}

runMain(() =>
  withBenchServer(RECORDS, async (bench, server, port) => {
    const serverPid = String(server.pid);
    const client = new Client(port);
    const sc = SCENARIOS[0]!;
    const token = await client.login(sc.who.username, sc.who.password);
    const viaServer = async () => {
      const res = await client.requestText('POST', '/ks/monitor/table-list', sc.body, token);
      if (res.status !== 200 || !res.text.startsWith('{"code":200,')) throw new Error(res.text.slice(0, 200));
    };
    const raw = await rawRunner(bench, sc, token);
    for (let i = 0; i < WARMUP; i++) {
      await viaServer();
      await raw.run();
    }
    const batch = async (op: () => Promise<unknown>) => {
      let next = 0;
      const s0 = processCpuMs(serverPid);
      const p0 = postgresCpuMs();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await Promise.all(Array.from({ length: 4 }, async () => {
        while (next++ < CALLS) await op();
      }));
      const ms = performance.now() - t0;
      const own = process.cpuUsage(c0);
      return { perSecond: (CALLS * 1000) / ms, server: (processCpuMs(serverPid) - s0) / CALLS, db: (postgresCpuMs() - p0) / CALLS, client: (own.user + own.system) / 1000 / CALLS };
    };
    console.log('| round | path | calls/s | server process ms | database ms | bench process ms | sum ms |');
    console.log('|---:|---|---:|---:|---:|---:|---:|');
    for (let r = 1; r <= ROUNDS; r++) {
      for (const [name, op] of [['server', viaServer], ['raw driver', raw.run]] as const) {
        const x = await batch(op);
        const f = (n: number) => n.toFixed(2);
        console.log(`| ${r} | ${name} | ${x.perSecond.toFixed(1)} | ${f(x.server)} | ${f(x.db)} | ${f(x.client)} | ${f(x.server + x.db + x.client)} |`);
      }
    }
    await raw.close();
    client.close();
  }),
);
