import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { connect, type Db } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrations';
import { loadFixturesOnce } from '../../server/fixtures';
import { generateRecords, readRecordSeeds } from '../../server/records/fixtures';
import { findRecordNode } from '../../server/records/list-node';
import { ensureFilterIndexes } from '../../server/records/list-indexes';

export const BENCH_NODE = 'credit-record-list';

/** A database made for one bench run, and how the server child process reaches it. */
export interface BenchDatabase {
  db: Db;
  /** Environment for `server/server.ts`: DATA_DIR for SQLite, DATABASE_URL (with search_path) for PostgreSQL. */
  serverEnv: Record<string, string>;
  sqliteFile?: string;
  pgUrl?: string;
  pgSchema?: string;
  drop(): Promise<void>;
}

/** A fresh SQLite file in a temporary folder, or a fresh schema of DATABASE_URL's database. */
export async function createBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-bench-'));
    const db = connect({ dataDir: dir, sqliteFile: 'platform.sqlite' });
    return { db, serverEnv: { DATA_DIR: dir }, sqliteFile: path.join(dir, 'platform.sqlite'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = connect({ databaseUrl, pgSchema: schema, poolSize: 10 });
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    serverEnv: { DATABASE_URL: url.toString() },
    pgUrl: databaseUrl,
    pgSchema: schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/**
 * Migrates, loads the demo data (accounts, menus, list configs) and replaces the demo credit
 * records with `count` generated ones: multi-row INSERTs of 1 000 rows, 10 000 rows a transaction.
 */
export async function seedRecords(bench: BenchDatabase, count: number): Promise<{ ms: number }> {
  const { db, dialect } = bench.db;
  await migrateToLatest(db, dialect);
  await loadFixturesOnce(db);
  const seed = readRecordSeeds().find((s) => s.nodeId === BENCH_NODE);
  if (!seed) throw new Error(`no seed for ${BENCH_NODE}`);
  const started = performance.now();
  const rows = generateRecords({ ...seed, count }, 'credit_eval').map((g) => g.record);
  await db.deleteFrom('records').where('node_id', '=', BENCH_NODE).execute();
  for (let t = 0; t < rows.length; t += 10_000) {
    await db.transaction().execute(async (tx) => {
      for (let i = t; i < Math.min(t + 10_000, rows.length); i += 1_000) {
        await tx.insertInto('records').values(rows.slice(i, Math.min(i + 1_000, t + 10_000))).execute();
      }
    });
  }
  // The indexes the server builds the first time it sees the list config, built here so the raw
  // driver has them too; then fresh statistics, as autovacuum / `PRAGMA optimize` would keep them.
  const node = await findRecordNode(db, BENCH_NODE, 'M');
  if (node?.listConfig) await ensureFilterIndexes(db, dialect, BENCH_NODE, node.listConfig);
  if (bench.pgUrl) {
    // The table as autovacuum leaves it in steady state, done now rather than in the middle of a
    // measurement; and the seed's dirty pages written out now rather than by a checkpoint then.
    await sql`vacuum (analyze) records`.execute(db);
    await sql`checkpoint`.execute(db).catch(() => undefined);
  } else {
    await sql`analyze`.execute(db);
  }
  return { ms: performance.now() - started };
}
