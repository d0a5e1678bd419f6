/**
 * Durability check: every write the server acknowledged survives a crash.
 *
 * It starts `server/server.ts` on a fresh data folder, fires successful logins concurrently (each
 * acknowledged login is a committed session row plus an op_log row), SIGKILLs the server in the
 * middle of the stream, restarts it on the same data and checks that every acknowledged token
 * still opens its session and that op_log holds a login row for each. Several rounds; the tokens
 * of earlier rounds are checked again after every crash. Finally SIGTERM must end it with exit 0.
 *
 *   node --import tsx bench/durability/run.ts        (npm run bench:durability)
 *
 * SQLite (default): a temporary DATA_DIR, removed afterwards unless the run failed.
 * PostgreSQL (DATABASE_URL set): the server runs in a fresh schema of that database (passed as
 * `options=-c search_path=…` in its DATABASE_URL), dropped afterwards unless the run failed.
 * Knobs: BENCH_ROUNDS (3), BENCH_CONCURRENCY (8), BENCH_KILL_AFTER (acknowledged logins per round
 * before the kill, 150), LOAD_FIXTURES (true; the demo accounts are what it logs in with).
 * Login attempts still in progress count against the rate limits (5 per account, 20 per address;
 * server/auth/rate-limit.ts), and all requests come from one address over 4 demo accounts: keep
 * the concurrency low enough (8 is plenty — scrypt saturates the CPU long before) or logins get 429.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect, type ConnectOptions } from '../../server/db/connect';
import { startServer, type ServerProcess } from './server-process';
import { freePort } from '../shared/server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? 150);
// The demo accounts of fixtures/accounts.json; the seed gives each the id u-<username>.
const ACCOUNTS = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures/accounts.json'), 'utf8')) as Array<{ username: string; password: string }>).map(
  ({ username, password }) => ({ username, password, id: `u-${username}` }),
);

interface Ack {
  token: string;
  userId: string;
  round: number;
}

interface RoundFigures {
  round: number;
  acknowledged: number;
  inFlightAtKill: number;
  failedAfterKill: number;
  refused: number;
  writesPerSecond: number;
  restartMs: number;
  checkedTokens: number;
  lostTokens: number;
  opLogLogins: number;
  sessionRows: number;
}

type Json = { code: number; message: string; data: unknown };

async function postJson(url: string, body: unknown, token?: string): Promise<Json> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(60_000),
  });
  return (await res.json()) as Json;
}

/** Login bodies encrypted the way a browser does it (RSA-OAEP, SHA-256, base64). */
async function loginBodies(base: string) {
  const { publicKey } = (await postJson(`${base}/ks/common/login/public-key`, undefined)).data as { publicKey: string };
  const enc = (t: string) =>
    crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(t)).toString('base64');
  return ACCOUNTS.map((a) => ({ userId: a.id, body: { logValue: enc(a.username), passWord: enc(a.password), loginRoleType: '' } }));
}

/** Logs in from CONCURRENCY workers until KILL_AFTER are acknowledged, then SIGKILLs the server. */
async function writeUntilKilled(server: ServerProcess, base: string, round: number, acks: Ack[]) {
  const bodies = await loginBodies(base);
  let inFlight = 0;
  let inFlightAtKill = -1;
  let acknowledged = 0;
  let failedAfterKill = 0;
  let refused = 0;
  let next = 0;
  const t0 = performance.now();
  let elapsedAtKill = 0;
  const killed = () => inFlightAtKill >= 0;
  const worker = async () => {
    while (!killed()) {
      const { userId, body } = bodies[next++ % bodies.length];
      inFlight++;
      try {
        const answer = await postJson(`${base}/ks/common/login`, body);
        if (answer.code === 200) {
          // Acknowledged, even if it arrives just after the kill: the server sent it after commit.
          acks.push({ token: (answer.data as { token: string }).token, userId, round });
          acknowledged++;
        } else {
          refused++;
          console.error(`  refused (round ${round}): code ${answer.code} ${answer.message}`);
        }
      } catch {
        if (killed()) failedAfterKill++;
        else throw new Error(`a login failed before the kill:\n${server.output()}`);
      } finally {
        inFlight--;
      }
      if (acknowledged >= KILL_AFTER && !killed()) {
        inFlightAtKill = inFlight;
        elapsedAtKill = performance.now() - t0;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const { signal } = await server.exited;
  if (signal !== 'SIGKILL') throw new Error(`server ended by ${signal} instead of SIGKILL`);
  return { acknowledged, inFlightAtKill, failedAfterKill, refused, writesPerSecond: Math.round(KILL_AFTER / (elapsedAtKill / 1000)) };
}

/** Every acknowledged token must still open its own session. Returns how many did not. */
async function checkTokens(base: string, acks: Ack[]): Promise<number> {
  let lost = 0;
  let i = 0;
  const worker = async () => {
    while (i < acks.length) {
      const ack = acks[i++];
      const answer = await postJson(`${base}/ks/individual/info`, undefined, ack.token);
      if (answer.code !== 200 || (answer.data as { id: string }).id !== ack.userId) {
        lost++;
        console.error(`  LOST (round ${ack.round}, ${ack.userId}): code ${answer.code} ${answer.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return lost;
}

/**
 * Rows written since the run began, read straight from the database the server uses. The
 * connection is opened only for this, so the restarts above recover the data on their own.
 */
async function countRows(options: ConnectOptions, since: string) {
  const database = connect(options);
  try {
    const logins = await database.db
      .selectFrom('op_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'login')
      .where('ok', '=', 1)
      .where('at', '>=', since)
      .executeTakeFirstOrThrow();
    const sessions = await database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { opLogLogins: Number(logins.n), sessionRows: Number(sessions.n) };
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-durability-'));
  const baseUrl = process.env.DATABASE_URL;
  const pgSchema = baseUrl ? `bench_durability_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  let serverUrl: string | undefined;
  if (baseUrl && pgSchema) {
    await admin(`CREATE SCHEMA ${pgSchema}`);
    const u = new URL(baseUrl);
    u.searchParams.set('options', `-c search_path=${pgSchema}`);
    serverUrl = u.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: serverUrl ?? '',
    LOAD_FIXTURES: process.env.LOAD_FIXTURES ?? 'true',
    LOG_LEVEL: 'warn',
    WEB_ROOT: path.join(dataDir, 'no-web'),
  };
  const dbOptions = { databaseUrl: baseUrl, dataDir, pgSchema, poolSize: 1 };
  const runStart = new Date().toISOString();
  const where = baseUrl ? `PostgreSQL, schema ${pgSchema}` : `SQLite, DATA_DIR ${dataDir}`;
  console.log(`durability: ${where}; ${ROUNDS} rounds, ${CONCURRENCY} concurrent logins, SIGKILL after ${KILL_AFTER} acknowledged per round`);

  const acks: Ack[] = [];
  const figures: RoundFigures[] = [];
  let failure: string | null = null;
  let server = await startServer(repoRoot, env);
  console.log(`first start: ${server.startMs} ms, demo data loaded: ${server.loadedFixtures()}`);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const w = await writeUntilKilled(server, base, round, acks);
      server = await startServer(repoRoot, env);
      if (server.loadedFixtures()) throw new Error('the restart loaded the demo data again: the first load was not durable');
      const lostTokens = await checkTokens(base, acks);
      const f: RoundFigures = { round, ...w, restartMs: server.startMs, checkedTokens: acks.length, lostTokens, ...(await countRows(dbOptions, runStart)) };
      figures.push(f);
      console.log(
        `round ${round}: acknowledged ${f.acknowledged} (${f.writesPerSecond}/s), in flight at kill ${f.inFlightAtKill}, ` +
          `failed after kill ${f.failedAfterKill}, restart ${f.restartMs} ms, tokens checked ${f.checkedTokens}, lost ${f.lostTokens}, ` +
          `op_log login rows ${f.opLogLogins}, session rows ${f.sessionRows}`,
      );
      if (lostTokens > 0) failure = `${lostTokens} acknowledged logins lost in round ${round}`;
      else if (f.opLogLogins < acks.length) failure = `op_log has ${f.opLogLogins} login rows for ${acks.length} acknowledged logins`;
      else if (f.refused > 0) failure = `${f.refused} logins were refused (expected every demo login to succeed)`;
      if (failure) break;
    }
    const t = performance.now();
    server.child.kill('SIGTERM');
    const { code, signal } = await server.exited;
    const stopMs = Math.round(performance.now() - t);
    console.log(`graceful shutdown: SIGTERM -> exit code ${code}${signal ? ` (signal ${signal})` : ''} in ${stopMs} ms`);
    if (!failure && code !== 0) failure = `SIGTERM ended the server with code ${code}, signal ${signal}`;
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }

  const total = figures.reduce((a, f) => ({ ack: a.ack + f.acknowledged, inflight: a.inflight + f.inFlightAtKill }), { ack: 0, inflight: 0 });
  console.log('');
  console.log('summary');
  console.log(`  database                 ${baseUrl ? 'postgres' : 'sqlite'}`);
  console.log(`  writes acknowledged      ${total.ack}`);
  console.log(`  in flight at kills       ${total.inflight}`);
  console.log(`  lost                     ${figures.at(-1)?.lostTokens ?? 'n/a'}`);
  console.log(`  op_log login rows        ${figures.at(-1)?.opLogLogins ?? 'n/a'} (>= ${total.ack} required)`);
  console.log(`  restart ms               ${figures.map((f) => f.restartMs).join(', ')}`);
  console.log(`  result                   ${failure ? `FAIL: ${failure}` : 'OK, no acknowledged write lost'}`);

  if (failure) {
    console.log(`  kept for inspection      ${baseUrl ? `schema ${pgSchema}` : dataDir}`);
    return 1;
  }
  if (pgSchema) await admin(`DROP SCHEMA ${pgSchema} CASCADE`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
