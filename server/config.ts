import path from 'node:path';

/** Runtime settings, all from the environment (documented in README). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections each instance keeps at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  tokenTtlMinutes: number;
  trustProxy: boolean | string;
  webRoot: string;
  logLevel: string;
  loadFixtures: boolean;
  /** How long a SIGTERM/SIGINT waits for requests in flight before the process exits with code 1. */
  shutdownGraceMs: number;
  /**
   * Hot reads an instance sends itself before it listens (server/warm-up.ts, WARM_UP_CALLS): 500 on
   * PostgreSQL, where a starting instance joins others under load; 0 on SQLite, one instance whose
   * start must answer at once.
   */
  warmUpCalls: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 12 * 60),
    // Off by default: otherwise any client could pick its own address and dodge the login limit.
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist/web'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loadFixtures: env.LOAD_FIXTURES !== 'false',
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    warmUpCalls: warmUpCalls(env.WARM_UP_CALLS, Boolean(env.DATABASE_URL)),
  };
}

/** A pool of at least one connection; anything else (empty, 0, "abc") is the default 10. */
function poolSize(text: string | undefined): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 10;
}

/** A whole number of calls ≥ 0; anything else (empty, "abc", -1) is the default for the database. */
function warmUpCalls(text: string | undefined, postgres: boolean): number {
  const n = text === undefined || text.trim() === '' ? NaN : Number(text);
  return Number.isInteger(n) && n >= 0 ? n : postgres ? 500 : 0;
}
