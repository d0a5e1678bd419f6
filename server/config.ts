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
  };
}

/** A pool of at least one connection; anything else (empty, 0, "abc") is the default 10. */
function poolSize(text: string | undefined): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 10;
}
