/**
 * Load bench (issue 18 §2): app instances under a read mix, a write mix, then both at once; during
 * the mixed run one instance gets SIGKILL and is started again.
 *
 *   DATABASE_URL=postgres://… node --import tsx bench/load/run.ts   two instances on one PostgreSQL
 *   node --import tsx bench/load/run.ts                              one instance on SQLite (no kill)
 *
 * Knobs: LOAD_SECONDS (60 a phase), LOAD_READ_CONNECTIONS (50), LOAD_WRITE_CONNECTIONS (20),
 * LOAD_RECORDS (20000 seeded), LOAD_KILL (1; 0 runs the mixed phase without the kill, to tell the
 * failover's share of its latency from the load's), LOAD_AUTOVACUUM (1; 0 leaves a PostgreSQL that runs
 * without autovacuum unvacuumed, as the runs before 2026-11-28 did), LOAD_AUTOVACUUM_SHIFT (0: the
 * stand-in's rounds every naptime from the start of the reads phase; 30 moves them half a naptime
 * later), LOAD_TIMELINE (1 prints the reads' p99 and max by 3-s window of each phase, and the
 * failover by second and instance), LOAD_FAILOVER_BEFORE / LOAD_FAILOVER_AFTER (2 / 12: the
 * seconds before and after the kill that view covers), LOAD_PROFILE_RESTART (a folder: the
 * restarted instance writes a CPU profile there, `--cpu-prof`), LOAD_WARM_RESTART (0; N: an
 * experiment, not the §2 run: the proxy sends the restarted instance nothing until N reads sent
 * to it directly have warmed it, as a balancer's slow start or a warm-up before readiness would;
 * it measures what the restarted instance's cold seconds cost). Targets
 * (docs/performance.md): failed requests < 0.1 % apart from those in flight at the kill; p99 reads
 * < 300 ms, writes < 1 s; rows stored = saves acknowledged.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '../list-api/measure';
import { createBenchDatabase, seedRecords } from '../list-api/seed';
import { ROOT, freePort, startServer } from '../shared/server-process';
import { BENCH_NODE, LOAD_MARK, newTally, readPipeline, writePipeline, type Tally, type Tokens } from './mixes';
import { startProxy, type Answer } from './proxy';
import { verifyStored } from './verify';
import { startAutovacuumStandIn, type AutovacuumStandIn } from './autovacuum';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Seconds before and after the kill the failover view shows (LOAD_TIMELINE=1). */
const FAILOVER_BEFORE_S = Number(process.env.LOAD_FAILOVER_BEFORE ?? 2);
const FAILOVER_AFTER_S = Number(process.env.LOAD_FAILOVER_AFTER ?? 12);
const WARM_RESTART = Number(process.env.LOAD_WARM_RESTART ?? 0);
const READ_CONNECTIONS = Number(process.env.LOAD_READ_CONNECTIONS ?? 50);
const WRITE_CONNECTIONS = Number(process.env.LOAD_WRITE_CONNECTIONS ?? 20);
const RECORDS = Number(process.env.LOAD_RECORDS ?? 20_000);
const KILL = process.env.LOAD_KILL !== '0';
const AUTOVACUUM = process.env.LOAD_AUTOVACUUM !== '0';
const AUTOVACUUM_SHIFT_S = Number(process.env.LOAD_AUTOVACUUM_SHIFT ?? 0);
const TIMELINE = process.env.LOAD_TIMELINE === '1';

interface Instance {
  port: number;
  child: ChildProcess;
  rssMb: number[];
  loopP99Ms: number;
  starts: number;
}

async function launch(inst: Omit<Instance, 'child'> & { child?: ChildProcess }, env: Record<string, string>): Promise<Instance> {
  const child = await startServer({ ...env, METRICS_REPORT_MS: '1000' }, inst.port, (line) => {
    if (!line.startsWith('metrics ')) return;
    const m = JSON.parse(line.slice(8)) as { rssMb: number; loopP99Ms: number };
    inst.rssMb.push(m.rssMb);
    inst.loopP99Ms = Math.max(inst.loopP99Ms, m.loopP99Ms);
  });
  inst.starts++;
  return Object.assign(inst, { child });
}

/** Answers by the second of the phase they came in, with their latencies (LOAD_TIMELINE=1). */
type Timeline = number[][];

/** Runs a pipeline on `connections` for a phase (SECONDS), or for `amount` requests when given. */
function fire(url: string, connections: number, requests: autocannon.Request[], timeline?: Timeline, amount?: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const inst = autocannon({ url, connections, ...(amount ? { amount } : { duration: SECONDS }), requests, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
    if (timeline) {
      inst.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
        (timeline[Math.floor((Date.now() - started) / 1000)] ??= []).push(ms);
      });
    }
  });
}

/** Per window of `every` seconds: answers, p99 and max (ms), to tell where a phase's tail is. */
function printTimeline(name: string, t: Timeline, every = 3): void {
  const rows: string[] = [];
  for (let at = 0; at < t.length; at += every) {
    const ms = t.slice(at, at + every).flatMap((x) => x ?? []).sort((a, b) => a - b);
    if (!ms.length) continue;
    rows.push(`${at}–${at + every} s: ${ms.length} answers, p99 ${ms[Math.ceil(ms.length * 0.99) - 1]!.toFixed(0)}, max ${ms[ms.length - 1]!.toFixed(0)}`);
  }
  console.log(`${name.padEnd(7)} reads by time: ${rows.join('; ')}`);
}

/**
 * Around the kill (LOAD_TIMELINE=1), second by second and instance by instance, as the proxy saw
 * them (reads and writes together): answers, p50, p99 and how many took over 300 ms; then the
 * paths of those. Tells the survivor's tail from the restarted instance's.
 */
function printFailover(answers: Answer[], killedAt: number): void {
  const rows: string[] = [];
  const slowPaths = new Map<string, number>();
  for (let second = -FAILOVER_BEFORE_S; second < FAILOVER_AFTER_S; second++) {
    const cells = [0, 1].map((instance) => {
      const cell = answers.filter((a) => a.instance === instance && Math.floor((a.at - killedAt) / 1000) === second);
      if (!cell.length) return `#${instance} –`;
      const ms = cell.map((a) => a.ms).sort((x, y) => x - y);
      for (const a of cell.filter((c) => c.ms > 300)) {
        const key = `#${instance} ${a.url.split('?')[0]}`;
        slowPaths.set(key, (slowPaths.get(key) ?? 0) + 1);
      }
      return `#${instance} ${ms.length} p50 ${ms[Math.floor(ms.length / 2)]} p99 ${ms[Math.ceil(ms.length * 0.99) - 1]} >300 ms: ${ms.filter((x) => x > 300).length}`;
    });
    rows.push(`${second >= 0 ? '+' : ''}${second} s: ${cells.join(', ')}`);
  }
  console.log(`mixed   failover by second after the kill (#1 killed and restarted):\n  ${rows.join('\n  ')}`);
  const slow = [...slowPaths].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ×${n}`);
  console.log(`  over 300 ms by path: ${slow.join(', ') || 'none'}`);
}

const pct = (n: number, of: number) => (of ? ((100 * n) / of).toFixed(3) : '0.000');

function report(phase: string, what: string, r: autocannon.Result, t: Tally): { failedPct: number; p99: number } {
  const sent = t.ok + t.failed + r.errors + r.timeouts;
  const failed = t.failed + r.errors + r.timeouts;
  const kinds = Object.entries(t.byKind)
    .map(([k, n]) => `${k}×${n}`)
    .join(', ');
  console.log(
    `${phase.padEnd(7)} ${what.padEnd(6)} ${String(sent).padStart(7)} requests (${(sent / SECONDS).toFixed(0)}/s): p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; ` +
      `failed ${failed} (${pct(failed, sent)} %)${r.errors || r.timeouts ? `; connection errors ${r.errors}, timeouts ${r.timeouts}` : ''}${kinds ? ` [${kinds}]` : ''}`,
  );
  return { failedPct: sent ? (100 * failed) / sent : 0, p99: r.latency.p99 };
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase(process.env.DATABASE_URL || undefined);
  const dialect = bench.pgUrl ? 'postgresql' : 'sqlite';
  const count = bench.pgUrl ? 2 : 1;
  const instances: Instance[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let vacuum: AutovacuumStandIn | undefined;
  try {
    await seedRecords(bench, RECORDS);
    for (let i = 0; i < count; i++) instances.push(await launch({ port: await freePort(), rssMb: [], loopP99Ms: 0, starts: 0 }, bench.serverEnv));
    proxy = await startProxy(instances.map((i) => i.port));
    const client = new Client(Number(new URL(proxy.url).port));
    const tokens: Tokens = { U: await client.login('enterprise', demo('enterprise')), M: await client.login('admin', demo('admin')), D: await client.login('developer', demo('developer')) };
    const recordIds = (await bench.db.db.selectFrom('records').select('id').where('node_id', '=', BENCH_NODE).where('enterprise_id', '=', 'ent-001').limit(200).execute()).map((r) => r.id);
    const configNodes: string[] = [];
    for (let i = 0; i < WRITE_CONNECTIONS; i++) {
      const id = `load_cfg_${i}`;
      await client.request('POST', '/ks/config/structure/add', { systemCoding: 'credit_eval', id, title: `压测节点${i}`, nodeProperties: '详情' }, tokens.D);
      await client.request('POST', '/ks/config/structure/display-groups', { nodeId: id, kind: 'form', config: { kind: 'form', groups: [] } }, tokens.D);
      configNodes.push(id);
    }
    console.log(`load bench on ${dialect}: ${count} instance(s) behind a round-robin proxy, ${RECORDS} records, ${SECONDS} s a phase, reads ${READ_CONNECTIONS} / writes ${WRITE_CONNECTIONS} connections`);

    // This machine's PostgreSQL runs without autovacuum; a default deployment's would not (autovacuum.ts).
    if (bench.pgUrl && bench.pgSchema && AUTOVACUUM) vacuum = await startAutovacuumStandIn(bench.pgUrl, bench.pgSchema, AUTOVACUUM_SHIFT_S);
    console.log(
      bench.pgUrl
        ? `autovacuum: ${vacuum ? `off on this server; a stand-in applies its default rules every naptime${AUTOVACUUM_SHIFT_S ? `, shifted ${AUTOVACUUM_SHIFT_S} s` : ''}` : AUTOVACUUM ? 'on (the server runs it)' : 'off, no stand-in (LOAD_AUTOVACUUM=0)'}`
        : 'autovacuum: not used (SQLite)',
    );
    const all: Tally[] = [];
    const phase = async (name: string, reads: boolean, writes: boolean, during?: () => Promise<number>) => {
      const rt = newTally();
      const wt = newTally();
      all.push(wt);
      const timeline: Timeline | undefined = TIMELINE ? [] : undefined;
      const runs = [
        reads ? fire(proxy!.url, READ_CONNECTIONS, readPipeline(tokens, recordIds, rt), timeline) : null,
        writes ? fire(proxy!.url, WRITE_CONNECTIONS, writePipeline(tokens, configNodes, name, wt)) : null,
      ];
      const lostBefore = proxy!.lostInFlight();
      await during?.();
      const [r, w] = await Promise.all(runs);
      const lost = proxy!.lostInFlight() - lostBefore;
      const out = { read: r ? report(name, 'reads', r, rt) : null, write: w ? report(name, 'writes', w, wt) : null };
      if (timeline && r) printTimeline(name, timeline);
      if (lost) {
        // The proxy cannot tell which mix a lost request came from: the two together, less those.
        const pairs: Array<[autocannon.Result, Tally]> = [];
        if (r) pairs.push([r, rt]);
        if (w) pairs.push([w, wt]);
        const sent = pairs.reduce((n, [res, t]) => n + t.ok + t.failed + res.errors + res.timeouts, 0);
        const failed = pairs.reduce((n, [res, t]) => n + t.failed + res.errors + res.timeouts, 0) - lost;
        console.log(`${name.padEnd(7)} both   failed apart from the ${lost} lost in flight at the kill: ${failed} of ${sent} (${pct(failed, sent)} %)`);
        for (const o of [out.read, out.write]) if (o) o.failedPct = sent ? (100 * failed) / sent : 0;
      }
      if (w) console.log(`${''.padEnd(7)} writes acknowledged: ${wt.saved.length} records saved, ${wt.passed.length} passed, ${wt.configSaves} config saves`);
      return out;
    };
    const kill = async () => {
      if (instances.length < 2 || !KILL) return 0;
      if (TIMELINE) proxy!.record();
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
      const victim = instances[1];
      victim.child.kill('SIGKILL');
      const killedAt = Date.now();
      console.log(`mixed   instance on :${victim.port} killed (SIGKILL) at ${SECONDS / 2} s`);
      if (process.env.LOAD_PROFILE_RESTART) process.env.BENCH_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${process.env.LOAD_PROFILE_RESTART}`;
      if (WARM_RESTART) proxy!.hold(1, true);
      await launch(victim, bench.serverEnv);
      console.log(`mixed   instance on :${victim.port} answering again after ${Date.now() - killedAt} ms`);
      if (WARM_RESTART) {
        // 8 connections straight to the instance, not through the proxy
        const warm = await fire(`http://127.0.0.1:${victim.port}`, 8, readPipeline(tokens, recordIds, newTally()), undefined, WARM_RESTART);
        proxy!.hold(1, false);
        console.log(`mixed   instance on :${victim.port} warmed by ${warm.requests.total} reads sent to it directly (p50 ${warm.latency.p50} ms), back in the rotation after ${Date.now() - killedAt} ms`);
      }
      if (TIMELINE) {
        // Awaited inside the phase, so the view prints before the phase's summary however short it is.
        await new Promise((r) => setTimeout(r, Math.max(0, killedAt + FAILOVER_AFTER_S * 1000 - Date.now())));
        printFailover(proxy!.answers(killedAt - (FAILOVER_BEFORE_S + 1) * 1000), killedAt);
      }
      return 0;
    };

    const results = [await phase('reads', true, false), await phase('writes', false, true), await phase('mixed', true, true, kill)];
    for (const line of vacuum?.log ?? []) console.log(`autovacuum stand-in: ${line}`);
    console.log(`proxy: ${proxy.lostInFlight()} requests lost in flight at the kill, ${proxy.rerouted()} moved to the other instance (connection refused)`);

    const v = await verifyStored(bench.db.db, LOAD_MARK, all);
    console.log(`stored: ${v.stored} records (${v.distinct} distinct keys) for ${v.acknowledged} saves acknowledged: ${v.lost} lost, ${v.doubled} doubled, ${v.unacknowledged} stored without an answer (in flight when a phase ended or at the kill); ${v.notPassed} acknowledged passes not stored as passed`);
    for (const i of instances) {
      console.log(`server :${i.port}: RSS max ${Math.max(...i.rssMb).toFixed(0)} MB, event-loop delay p99 ${i.loopP99Ms} ms (worst of its reports)${i.starts > 1 ? `, started ${i.starts} times` : ''}`);
    }
    const reads = results.map((r) => r.read).filter((x) => x !== null);
    const writes = results.map((r) => r.write).filter((x) => x !== null);
    const failed = Math.max(...[...reads, ...writes].map((x) => x.failedPct));
    console.log(
      `targets [${dialect}]: failed < 0.1 %: ${failed.toFixed(3)} % ${failed < 0.1 ? 'met' : 'NOT met'}; ` +
        `p99 reads < 300 ms: ${Math.max(...reads.map((x) => x.p99))} ms ${Math.max(...reads.map((x) => x.p99)) < 300 ? 'met' : 'NOT met'}; ` +
        `p99 writes < 1000 ms: ${Math.max(...writes.map((x) => x.p99))} ms ${Math.max(...writes.map((x) => x.p99)) < 1000 ? 'met' : 'NOT met'}; ` +
        `0 lost, 0 doubled: ${v.lost === 0 && v.doubled === 0 && v.notPassed === 0 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await vacuum?.stop();
    await proxy?.close();
    for (const i of instances) i.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await bench.db.close();
    // LOAD_KEEP=1 keeps the database for a look afterwards (EXPLAIN of what the run left).
    if (process.env.LOAD_KEEP === '1') console.log(`kept: schema ${bench.pgSchema ?? bench.sqliteFile}`);
    else await bench.drop();
  }
}

function demo(username: string): string {
  return (JSON.parse(readFixture('fixtures/accounts.json')) as Array<{ username: string; password: string }>).find((a) => a.username === username)?.password ?? '';
}

function readFixture(rel: string): string {
  return fs.readFileSync(path.join(ROOT, rel), 'utf8');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
