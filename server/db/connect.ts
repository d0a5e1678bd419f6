import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { Kysely, SqliteDialect, type LogEvent } from 'kysely';
import type { Database } from './types';
import type { SqlDialect } from './sql-dialect';
import { sqliteDialect } from './dialects/sqlite';
import { postgresDialect } from './dialects/postgres';
import { CurrentSchemaPostgresDialect } from './dialects/current-schema-introspector';
import { withNamedStatements } from './dialects/postgres-named-statements';

export interface Db {
  db: Kysely<Database>;
  /** How this database spells what differs; the rest of the server never asks which one it is. */
  dialect: SqlDialect;
  /**
   * How app instances on this database reach each other; the app wiring makes its message bus from
   * it (server/app.ts). None on SQLite (one process owns the file); NOTIFY on PostgreSQL.
   */
  peers: Peers | null;
  close(): Promise<void>;
}

/** What a LISTEN/NOTIFY message bus needs of a PostgreSQL database. */
export interface Peers {
  /** The NOTIFY channel of this database (and test schema). */
  channel: string;
  /** A new client of the database, not yet connected: a bus's own LISTEN connection. */
  newClient: () => pg.Client;
  /** Sends one NOTIFY through the pool. */
  notify: (channel: string, payload: string) => Promise<unknown>;
}

export interface ConnectOptions {
  /** `postgres://…`; when absent the embedded SQLite file under `dataDir` is used. */
  databaseUrl?: string;
  dataDir?: string;
  /** SQLite only: a file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL only: schema to use (tests isolate themselves this way). */
  pgSchema?: string;
  poolSize?: number;
  /** Called with the SQL of every statement run through Kysely (tests count statements with it). */
  onQuery?: (sql: string) => void;
}

/** Kysely's `log` option for `onQuery`; none without it (no per-query cost in production). */
const queryLog = (onQuery?: (sql: string) => void) =>
  onQuery ? { log: (event: LogEvent) => void (event.level === 'query' && onQuery(event.query.sql)) } : {};

/** The one place where the database dialect is chosen. */
export function connect(options: ConnectOptions): Db {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options);
  return connectSqlite(options);
}

function connectSqlite(options: ConnectOptions): Db {
  const file = options.sqliteFile ?? 'platform.sqlite';
  let target = file;
  if (file !== ':memory:') {
    const dir = options.dataDir ?? 'data';
    fs.mkdirSync(dir, { recursive: true });
    target = path.join(dir, file);
  }
  const sqlite = new SQLite(target);
  // WAL lets readers run beside the writer; FULL sync makes every acknowledged commit survive a
  // crash of the process or of the machine.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...queryLog(options.onQuery) });
  return { db, dialect: sqliteDialect, peers: null, close: () => db.destroy() };
}

/** Distinct SQL texts kept prepared; past this the cache starts over (queries are few and fixed). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement again on every call (≈ 0.4 ms for a list call's SQL on this
 * machine); the same SQL text reuses its prepared statement here. A statement still being iterated
 * (a streamed read) is busy and cannot run twice at once: that caller gets a fresh one. SQLite
 * re-prepares a cached statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database): { prepare(sql: string): SQLite.Statement; close(): void } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const fresh = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        cache.set(sql, fresh);
      }
      return fresh;
    },
    close: () => sqlite.close(),
  };
}

/** A NOTIFY channel name from `base` (identifier characters only, at most 63). */
export const notifyChannel = (base: string): string => base.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 63);

// Required only when PostgreSQL is chosen: a server on SQLite never loads the driver (start time).
const require = createRequire(import.meta.url);

function connectPostgres(url: string, options: ConnectOptions): Db {
  const { Pool, Client } = require('pg') as typeof pg;
  const pool = new Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: withNamedStatements(pool) }), ...queryLog(options.onQuery) });
  // NOTIFY channels are per database, not per schema: tests (a schema each) must not hear each other.
  const channel = notifyChannel(options.pgSchema ? `ks_messages_${options.pgSchema}` : 'ks_messages');
  const peers: Peers = {
    channel,
    newClient: () => new Client({ connectionString: url }),
    notify: (ch, payload) => pool.query('select pg_notify($1, $2)', [ch, payload]),
  };
  return { db, dialect: postgresDialect, peers, close: () => db.destroy() };
}
