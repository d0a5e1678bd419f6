/**
 * List API benchmark: a filtered, sorted, paged list call over 100 000 records, through the real
 * server (server/server.ts in a child process, HTTP/1.1 keep-alive on loopback) against the same
 * SQL run through the raw driver (better-sqlite3 / pg) in this process.
 *
 *   node --import tsx bench/list-api/run.ts                  (SQLite, temporary folder)
 *   DATABASE_URL=postgres://… node --import tsx bench/list-api/run.ts   (a fresh schema, dropped after)
 *
 * Knobs: BENCH_RECORDS (100000), BENCH_CONCURRENCY (4), BENCH_LATENCY_RUNS (300),
 * BENCH_THROUGHPUT_RUNS (2000), BENCH_SCENARIOS (which scenarios, by number: "1" for S1 alone;
 * all by default; S1 runs first either way, so leaving S2 out does not change its figures). Targets (docs/performance.md): server p95 < 50 ms and server
 * throughput ≥ 85 % of the raw driver's on the same query.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TableListBody } from '../../schemas';
import { countQuery, pageQuery } from '../../server/records/list-query';
import { findRecordNode } from '../../server/records/list-node';
import { listSelection } from '../../server/records/list-call';
import { hashToken, sessionStampOf } from '../../server/db/repos/sessions';
import type { Actor } from '../../server/records/workflow';
import { Client, measureAll, type Figures } from './measure';
import { BENCH_NODE, createBenchDatabase, seedRecords, type BenchDatabase } from './seed';
import { startServer } from '../shared/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const OPTIONS = {
  warmup: 30,
  latencyRuns: Number(process.env.BENCH_LATENCY_RUNS ?? 300),
  throughputRuns: Number(process.env.BENCH_THROUGHPUT_RUNS ?? 2000),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 4),
  rounds: 10,
};

interface Scenario {
  name: string;
  /** Share of the configured runs (the slow stress case runs fewer calls). */
  share: number;
  who: { username: string; password: string; actor: Actor };
  body: TableListBody & { nodeId: string };
}

const demoPassword = (username: string): string =>
  (JSON.parse(fs.readFileSync(path.join(root, 'fixtures/accounts.json'), 'utf8')) as Array<{ username: string; password: string }>).find((a) => a.username === username)?.password ?? '';
const U = { username: 'enterprise', password: demoPassword('enterprise'), actor: { id: 'u-enterprise', role: 'U', enterpriseId: 'ent-001' } as Actor };
const M = { username: 'admin', password: demoPassword('admin'), actor: { id: 'u-admin', role: 'M', enterpriseId: null } as Actor };

const SCENARIOS: Scenario[] = [
  {
    name: 'U: 信用等级 = A, 年份 ∈ {2024,2025}, newest first, page 3 × 20',
    share: 1,
    who: U,
    body: { nodeId: BENCH_NODE, curPage: 3, pageSize: 20, filters: { xydj: 'A', pjnf: '2024,2025' } },
  },
  {
    name: 'M (stress): 企业名称 contains 华建, 评价日期 in 2024, sort by 评分 desc, page 1 × 20',
    share: 0.25,
    who: M,
    body: { nodeId: BENCH_NODE, curPage: 1, pageSize: 20, sortField: 'pf', sortOrder: 'desc', filters: { qymc: '华建', pjrq: '2024-01-01,2024-12-31' } },
  },
];

/** BENCH_SCENARIOS ("1", "1,2"): the scenarios to run, in their order; all when unset. */
function chosenScenarios(): Scenario[] {
  const wanted = process.env.BENCH_SCENARIOS?.split(',').map((n) => Number(n.trim()));
  return wanted ? SCENARIOS.filter((_, i) => wanted.includes(i + 1)) : SCENARIOS;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}


/**
 * The page and count SQL the server runs for a scenario, compiled by the same code (`listSelection`):
 * as a call from this instance's copies of the node and of the caller's session runs it, the count
 * also reads both stamps. Without `token`: the list SQL alone, without the stamps.
 */
async function compiled(bench: BenchDatabase, sc: Scenario, token: string | undefined) {
  const { db, dialect } = bench.db;
  const node = await findRecordNode(db, sc.body.nodeId, sc.who.actor.role);
  if (!node) throw new Error(`no node ${sc.body.nodeId}`);
  const s = token
    ? await listSelection({ db, dialect }, node, sc.body, sc.who.actor, true, sc.body.nodeId, sessionStampOf(dialect, hashToken(token)))
    : await listSelection({ db, dialect }, node, sc.body, sc.who.actor, true);
  const size = sc.body.pageSize ?? 10;
  return { page: pageQuery(s, size, ((sc.body.curPage ?? 1) - 1) * size).compile(db), count: countQuery(s).compile(db) };
}

/** The raw driver running exactly that SQL: page + count, as one list call does. */
async function rawRunner(bench: BenchDatabase, sc: Scenario, token: string | undefined): Promise<{ run: () => Promise<string[]>; close: () => Promise<void> }> {
  const q = await compiled(bench, sc, token);
  if (bench.sqliteFile) {
    const raw = new SQLite(bench.sqliteFile, { readonly: true });
    const page = raw.prepare(q.page.sql);
    const count = raw.prepare(q.count.sql);
    return {
      run: async () => {
        const rows = page.all(...(q.page.parameters as unknown[])) as Array<{ id: string }>;
        count.get(...(q.count.parameters as unknown[]));
        return rows.map((r) => r.id);
      },
      close: async () => {
        raw.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: bench.pgUrl, max: 10, options: `-c search_path=${bench.pgSchema}` });
  return {
    run: async () => {
      const [rows] = await Promise.all([pool.query<{ id: string }>(q.page.sql, q.page.parameters as unknown[]), pool.query(q.count.sql, q.count.parameters as unknown[])]);
      return rows.rows.map((r) => r.id);
    },
    close: () => pool.end(),
  };
}

const f1 = (n: number) => n.toFixed(1);

async function main(): Promise<void> {
  const bench = await createBenchDatabase(process.env.DATABASE_URL || undefined);
  const label = bench.sqliteFile ? 'SQLite' : 'PostgreSQL';
  let server: ChildProcess | undefined;
  try {
    const seeded = await seedRecords(bench, RECORDS);
    console.log(`${label}: seeded ${RECORDS} records in ${(seeded.ms / 1000).toFixed(1)} s`);
    const port = await freePort();
    server = await startServer(bench.serverEnv, port);
    const client = new Client(port);
    const lines: string[] = [];
    for (const sc of chosenScenarios()) {
      const token = await client.login(sc.who.username, sc.who.password);
      const first = await (async () => {
        const res = await client.request('POST', '/ks/monitor/table-list', sc.body, token);
        const body = res.json as { code: number; message: string; data: { records: Array<{ id: string }>; total: number } };
        if (body.code !== 200) throw new Error(body.message);
        return body.data;
      })();
      // Measured calls check the answer is a success without parsing it (as a load generator does);
      // the first one above was parsed and is compared with the raw driver's below.
      const call = async () => {
        const res = await client.requestText('POST', '/ks/monitor/table-list', sc.body, token);
        if (res.status !== 200 || !res.text.startsWith('{"code":200,')) throw new Error(res.text.slice(0, 200));
      };
      const raw = await rawRunner(bench, sc, token);
      const bare = await rawRunner(bench, sc, undefined);
      for (const r of [raw, bare]) {
        const same = JSON.stringify(first.records.map((x) => x.id)) === JSON.stringify(await r.run());
        if (!same) throw new Error(`server and raw driver disagree on ${sc.name}`);
      }
      const runs = { ...OPTIONS, latencyRuns: Math.round(OPTIONS.latencyRuns * sc.share), throughputRuns: Math.round(OPTIONS.throughputRuns * sc.share) };
      const [viaServer, viaRaw, viaBare]: Figures[] = await measureAll([call, raw.run, bare.run], runs);
      await raw.close();
      await bare.close();
      const ratio = (100 * viaServer.perSecond) / viaRaw.perSecond;
      const bareRatio = (100 * viaServer.perSecond) / viaBare.perSecond;
      const ok = viaServer.p95 < 50 && ratio >= 85 ? 'met' : 'MISSED';
      lines.push(
        `| ${label} | ${sc.name} (${first.total} match; ${runs.latencyRuns} + ${runs.throughputRuns} calls) | ${f1(viaServer.p50)} | ${f1(viaServer.p95)} | ${f1(viaServer.perSecond)} | ${f1(viaRaw.p50)} | ${f1(viaRaw.p95)} | ${f1(viaRaw.perSecond)} | ${ratio.toFixed(0)} % | ${ok} | ${f1(viaBare.perSecond)} | ${bareRatio.toFixed(0)} % |`,
      );
    }
    client.close();
    console.log(
      `\n${RECORDS} records; calls through the ${client.kind}; latency: ${OPTIONS.latencyRuns} calls one at a time; throughput: ${OPTIONS.throughputRuns} calls, ${OPTIONS.concurrency} in flight; ` +
        `server and the raw paths alternate in ${OPTIONS.rounds} batches; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores\n`,
    );
    // The target compares the server with the raw driver sending the same SQL (stamps included);
    // the last two columns compare it with the list SQL alone, the stamps counted as server cost.
    console.log(
      '| database | list call | server p50 ms | server p95 ms | server calls/s | raw p50 ms | raw p95 ms | raw calls/s | server / raw | target | raw, list SQL alone, calls/s | server / that |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|');
    for (const l of lines) console.log(l);
  } finally {
    server?.kill('SIGTERM');
    await bench.db.close();
    await bench.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
