import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { loadFixturesOnce } from '../fixtures';
import { buildApp } from '../app';
import type { AppContext } from '../context';
import type { WeatherSource } from '../weather/provider';
import type { UploadQuota } from '../files/upload-quota';
import accounts from '../../fixtures/accounts.json' with { type: 'json' };

/** Demo accounts of the public contract, read from the fixture the server seeds them from. */
const ACCOUNTS = accounts as Array<{ username: string; password: string }>;
const account = (username: string) => {
  const found = ACCOUNTS.find((a) => a.username === username);
  if (!found) throw new Error(`fixtures/accounts.json has no account ${username}`);
  return { username: found.username, password: found.password };
};
export const DEMO = { M: account('admin'), D: account('developer'), U: account('enterprise'), U2: account('enterprise2') };

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  database: Db;
  /** Logs in through the real encrypted login call and returns the bearer token. */
  login(who: keyof typeof DEMO | { username: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh, empty (unmigrated) database: on PostgreSQL (DATABASE_URL set) a schema of its own, with
 * `dropSchema` to remove it; otherwise an in-memory SQLite database.
 */
export async function openTestDatabase(
  options: { onQuery?: (sql: string) => void } = {},
): Promise<{ database: Db; pgSchema: string | null; dropSchema: (() => Promise<void>) | null }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: connect({ sqliteFile: ':memory:', onQuery: options.onQuery }), pgSchema: null, dropSchema: null };
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = connect({ databaseUrl: url, pgSchema: schema, poolSize: 4, onQuery: options.onQuery });
  const dropSchema = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.end();
  };
  return { database, pgSchema: schema, dropSchema };
}

/**
 * A fresh server over a fresh database. With DATABASE_URL set it runs on PostgreSQL inside a schema
 * of its own (so test files can run in parallel); otherwise on an in-memory SQLite database.
 */
export async function startTestServer(
  options: { tokenTtlMinutes?: number; fixtures?: boolean; weather?: WeatherSource | null; onQuery?: (sql: string) => void; uploadQuota?: UploadQuota; draftDays?: number; runJobs?: boolean } = {},
): Promise<TestServer> {
  const { database, dropSchema } = await openTestDatabase({ onQuery: options.onQuery });
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    await migrateToLatest(database.db, database.dialect);
    if (options.fixtures !== false) await loadFixturesOnce(database.db);
    built = await buildApp({ database, tokenTtlMinutes: options.tokenTtlMinutes, weather: options.weather, uploadQuota: options.uploadQuota, draftDays: options.draftDays, runJobs: options.runJobs });
    await built.app.ready();
  } catch (err) {
    // A failed start must not leave its PostgreSQL schema behind in the shared test database.
    await database.close();
    if (dropSchema) await dropSchema();
    throw err;
  }
  const { app, ctx } = built;

  const login = async (who: keyof typeof DEMO | { username: string; password: string }) => {
    const creds = typeof who === 'string' ? DEMO[who] : who;
    const res = await app.inject({ method: 'POST', url: '/ks/common/login', payload: await encryptedLogin(app, creds) });
    const body = res.json() as { code: number; message: string; data: { token: string } };
    if (body.code !== 200) throw new Error(`login failed for ${creds.username}: ${body.message}`);
    return body.data.token;
  };

  return {
    app,
    ctx,
    database,
    login,
    close: async () => {
      await app.close();
      await database.close();
      if (dropSchema) await dropSchema();
    },
  };
}

/** The login payload a browser would send: both values RSA-OAEP(SHA-256) encrypted, base64. */
export async function encryptedLogin(
  app: FastifyInstance,
  creds: { username: string; password: string },
): Promise<{ logValue: string; passWord: string; loginRoleType: string }> {
  const res = await app.inject({ method: 'GET', url: '/ks/common/login/public-key' });
  const { publicKey } = (res.json() as { data: { publicKey: string } }).data;
  const enc = (text: string) =>
    crypto
      .publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text))
      .toString('base64');
  return { logValue: enc(creds.username), passWord: enc(creds.password), loginRoleType: '' };
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What a client sees: the HTTP status and the parsed body (the envelope on every /ks call). */
export interface Answer<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T };
  text: string;
}

/** One API call as a client would make it; `remoteAddress` stands in for the caller's address. */
export async function call<T = unknown>(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    token?: string;
    payload?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  },
): Promise<Answer<T>> {
  const res = await app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(request.token ? bearer(request.token) : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload as string | object }),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
  return { status: res.statusCode, body: res.json() as Answer<T>['body'], text: res.body };
}

/** A login attempt with the real encryption, from a given address; returns the answer as is. */
export async function attemptLogin(
  app: FastifyInstance,
  creds: { username: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<Answer<{ token: string; userCode: string; codeStatus: number; practicingStatus: unknown }>> {
  return call(app, { method: 'POST', url: '/ks/common/login', payload: await encryptedLogin(app, creds), remoteAddress });
}
