import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/types';
import type { SessionUser } from './session-user';
import { openWarmUpPass } from './http/warm-up-pass';

/**
 * An instance's warm-up before it listens (docs/performance/load.md "2026-12-02"): on PostgreSQL
 * an instance that starts usually joins others under load, and a balancer hands it its share from
 * its first second. Cold, its first seconds answered at a p50 of 200–330 ms against the warm
 * instance's 8–80 ms; warmed by a few hundred reads first, it answered like the other one. So
 * before `listen` it sends itself the reads every page makes (the menus, a list page, a record's
 * detail, a dropdown's options) through `app.inject`, as an enterprise user of the busiest list,
 * with the read-only pass of http/warm-up-pass.ts. Answers are thrown away; nothing is written.
 */

export const WARM_UP_ROUTES = {
  list: '/ks/monitor/table-list',
  detail: '/ks/monitor/record/detail',
  menus: '/ks/menu/v1/menus/main-menus',
  options: '/ks/base/dictionary/config/dic/pull-down',
} as const;

/** What the warm-up reads: the list with the most records of one enterprise, and a dropdown of its system. */
interface Target {
  nodeId: string;
  systemCoding: string;
  enterpriseId: string;
  dictionary?: { displayCode: string; key: string };
}

export interface WarmUpReport {
  calls: number;
  /** Calls answered 200, by route. */
  answered: Record<string, number>;
  /** Calls not answered 200 (a warm-up never fails the start; the log says how many). */
  failed: number;
  ms: number;
}

async function findTarget(db: Kysely<Database>): Promise<Target | undefined> {
  const busiest = await db
    .selectFrom('record_counts as c')
    .innerJoin('nodes as n', 'n.id', 'c.node_id')
    .select(['c.node_id', 'n.system_coding', 'c.enterprise_id', sql<number>`sum(c.n)`.as('total')])
    .where('n.kind', '=', 'list')
    .where('c.enterprise_id', '<>', '')
    .groupBy(['c.node_id', 'n.system_coding', 'c.enterprise_id'])
    .orderBy('total', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!busiest) return undefined;
  // A dropdown of that system (or a shared one), asked for the children of one option.
  const option = await db
    .selectFrom('dictionary')
    .select(['display_code', 'parent_key'])
    .where('system_coding', 'in', [busiest.system_coding, ''])
    .where('parent_key', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return {
    nodeId: busiest.node_id,
    systemCoding: busiest.system_coding,
    enterpriseId: busiest.enterprise_id,
    dictionary: option?.parent_key ? { displayCode: option.display_code, key: option.parent_key } : undefined,
  };
}

interface Call {
  url: string;
  body: object;
}

/** The reads of one round: two list pages, a detail of a record they showed, the menus, the options. */
function round(target: Target, n: number, ids: string[]): Call[] {
  const list = (page: number): Call => ({ url: WARM_UP_ROUTES.list, body: { nodeId: target.nodeId, curPage: page, pageSize: 20 } });
  const calls: Call[] = [list(1 + (n % 5)), list(1 + ((n + 2) % 5))];
  if (ids.length) calls.push({ url: WARM_UP_ROUTES.detail, body: { nodeId: target.nodeId, id: ids[n % ids.length] } });
  calls.push({ url: WARM_UP_ROUTES.menus, body: { systemCoding: target.systemCoding } });
  if (target.dictionary) calls.push({ url: WARM_UP_ROUTES.options, body: { systemCoding: target.systemCoding, ...target.dictionary } });
  return calls;
}

export interface WarmUpOptions {
  /** About how many reads to send. */
  calls: number;
  /**
   * Reads in flight at once: the pool's size, so every connection it will use under load is open
   * and has prepared the hot statements (on PostgreSQL each connection prepares its own).
   */
  inFlight: number;
  /** The warm-up stops here whatever it has sent. */
  deadlineMs?: number;
}

/**
 * Sends `app` its hot reads before it listens; returns what it did. Does nothing (0 calls) when
 * the database has no list records of an enterprise yet.
 */
export async function warmUp(app: FastifyInstance, db: Kysely<Database>, { calls, inFlight, deadlineMs = 5_000 }: WarmUpOptions): Promise<WarmUpReport> {
  const started = performance.now();
  const target = calls > 0 ? await findTarget(db) : undefined;
  if (!target) return { calls: 0, answered: {}, failed: 0, ms: Math.round(performance.now() - started) };
  const reader: SessionUser = { id: 'warm-up', sessionId: 'warm-up', username: 'warm-up', userName: '预热', role: 'U', enterpriseId: target.enterpriseId };
  const pass = openWarmUpPass(app, reader, Object.values(WARM_UP_ROUTES));
  const ids: string[] = [];
  let sent = 0;
  let failed = 0;
  const answered: Record<string, number> = {};
  let stopped = false;
  const send = async (payload: Call) => {
    // A start stopped meanwhile (SIGTERM: the app closing) ends the warm-up, not the process.
    const res = await app.inject({ method: 'POST', url: payload.url, headers: pass.headers, payload: payload.body }).catch(() => undefined);
    if (!res) stopped = true;
    if (res?.statusCode !== 200) {
      failed++;
      return;
    }
    answered[payload.url] = (answered[payload.url] ?? 0) + 1;
    if (payload.url === WARM_UP_ROUTES.list && ids.length < 50) {
      const records = (res.json() as { data?: { records?: { id?: string }[] } }).data?.records ?? [];
      for (const r of records) if (r.id && ids.length < 50) ids.push(r.id);
    }
  };
  const worker = async (w: number) => {
    for (let n = w; !stopped && sent < calls && performance.now() - started < deadlineMs; n += inFlight) {
      for (const payload of round(target, n, ids)) {
        sent++;
        await send(payload);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, inFlight) }, (_, w) => worker(w)));
  } finally {
    pass.close();
  }
  return { calls: sent, answered, failed, ms: Math.round(performance.now() - started) };
}
