/**
 * What bench/list-api measures, shared by run.ts (the figures against the targets) and
 * cpu-split.ts (CPU per call by process): the scenarios, their callers and the raw driver running
 * the SQL the server compiles for a scenario.
 */
import fs from 'node:fs';
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
import type { ChildProcess } from 'node:child_process';
import { BENCH_NODE, createBenchDatabase, seedRecords, type BenchDatabase } from './seed';
import { freePort, startServer } from '../shared/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Scenario {
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

export const SCENARIOS: Scenario[] = [
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
export function chosenScenarios(): Scenario[] {
  const wanted = process.env.BENCH_SCENARIOS?.split(',').map((n) => Number(n.trim()));
  return wanted ? SCENARIOS.filter((_, i) => wanted.includes(i + 1)) : SCENARIOS;
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

/**
 * The raw driver running exactly that SQL: page + count, as one list call does; on PostgreSQL as
 * named statements, as the server runs them (server/db/dialects/postgres-named-statements.ts).
 */
export async function rawRunner(bench: BenchDatabase, sc: Scenario, token: string | undefined): Promise<{ run: () => Promise<string[]>; close: () => Promise<void> }> {
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
      const [rows] = await Promise.all([
        pool.query<{ id: string }>({ name: 'raw_page', text: q.page.sql, values: q.page.parameters as unknown[] }),
        pool.query({ name: 'raw_count', text: q.count.sql, values: q.count.parameters as unknown[] }),
      ]);
      return rows.rows.map((r) => r.id);
    },
    close: () => pool.end(),
  };
}


/**
 * A fresh bench database (DATABASE_URL's PostgreSQL, else SQLite) with `records` seeded; `work`
 * runs against it, and it is dropped after, whatever happens.
 */
export async function withBenchDatabase(records: number, work: (bench: BenchDatabase, seededMs: number) => Promise<void>): Promise<void> {
  const bench = await createBenchDatabase(process.env.DATABASE_URL || undefined);
  try {
    const seeded = await seedRecords(bench, records);
    await work(bench, seeded.ms);
  } finally {
    await bench.db.close();
    await bench.drop();
  }
}

/** The real server started afresh on `bench` for `work`, and stopped after, whatever happens. */
export async function withServer<T>(bench: BenchDatabase, work: (server: ChildProcess, port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = await startServer(bench.serverEnv, port);
  try {
    return await work(server, port);
  } finally {
    // The next run's server must not start beside this one still shutting down.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

/** A fresh bench database with `records` seeded and the real server on it, both torn down after. */
export function withBenchServer(records: number, work: (bench: BenchDatabase, server: ChildProcess, port: number, seededMs: number) => Promise<void>): Promise<void> {
  return withBenchDatabase(records, (bench, seededMs) => withServer(bench, (server, port) => work(bench, server, port, seededMs)));
}

/** Runs a bench's main, printing its failure and exiting 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
