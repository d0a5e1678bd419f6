import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../http/access';
import { startTestServer, type TestServer } from './harness';
import { DEFAULT_UPLOAD_QUOTA } from '../config';
import { rawBodies } from './fuzz-raw-bodies';
import { designerCases } from './fuzz-designer-cases';
import { rfcCases } from './fuzz-rfc-cases';
import { catalogueCases } from './fuzz-catalogue-cases';
import { levelCases } from './fuzz-level-cases';
import { auditLevelCases } from './fuzz-audit-level-cases';
import { enterpriseCases } from './fuzz-enterprise-cases';
import { accountCases } from './fuzz-account-cases';
import { shellCases } from './fuzz-shell-cases';
import { fileCases } from './fuzz-file-cases';
import { structureCases } from './fuzz-structure-cases';
import { recordCases } from './fuzz-record-cases';
import { permissionCases } from './fuzz-permission-cases';
import { configCallCases } from './fuzz-config-call-cases';
import { expertCases } from './fuzz-expert-cases';
import { evaluationCases } from './fuzz-evaluation-cases';
import { detectionCases } from './fuzz-detection-cases';
import { bidStepCases } from './fuzz-bid-step-cases';
import { priceCases } from './fuzz-price-cases';
import { CHART_CONFIG, FORM_CONFIG, FZ_FORM, FZ_LIST, FZ_VIEW, LANES, SMALL_FORM, fuzzPlan, naughtyFor, SYS, allPaths, expectedOf, getAt, listConfig, multipartBody, pct, pool, preview, setAt, showPath, stringPaths, wellFormed, type Answer, type Json, type Path, type RouteCase, type Sent, type Tally, type Who } from './fuzz-kit';

// The fuzz suite (issue 10; docs/security.md "Running the suites"). Every write route under /ks
// (POST, PUT, DELETE, PATCH, enumerated from the app: a route without a base body below fails the
// suite) gets, in every string field of a valid base body, each string of the Big List of Naughty
// Strings and our own (prototype names, 1 MB, NUL, lone surrogates …), then its keys and shapes
// bent (arrays for objects, deep nesting, wrong content types, empty and invalid-UTF-8 bodies).
// The suite holds the server to three promises: no answer is a 5xx, the server still answers
// afterwards, and whatever a 2xx stored reads back byte for byte through the matching read call —
// the values of rich-text (editor) fields as exactly what the sanitiser makes of them.

/**
 * The suite over one shard of the write routes: `fuzz-1.test.ts` and `fuzz-2.test.ts` each run half,
 * each on a server (and, on PostgreSQL, a schema) of its own, so the two halves run on the two cores
 * at once. The PostgreSQL run had grown to 615 s of its 900 s limit in one file.
 */
export function fuzzSuite(shard: number, shards: number): void {
describe(`fuzz ${shard + 1}/${shards}: every write route under /ks with naughty strings, keys and shapes`, () => {
  let s: TestServer;
  const tokens: Partial<Record<Who, string>> = {};
  let seq = 0;
  const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

  async function send(r: Sent): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (r.who !== 'anon') headers.authorization = `Bearer ${tokens[r.who]}`;
    let payload: string | Buffer | undefined;
    if (r.raw) {
      payload = r.raw.payload;
      if (r.raw.contentType) headers['content-type'] = r.raw.contentType;
    } else if (r.multipart) {
      const m = multipartBody(r.multipart);
      payload = m.payload;
      headers['content-type'] = m.contentType;
    } else if (r.body !== undefined) {
      payload = JSON.stringify(r.body);
      headers['content-type'] = 'application/json';
    }
    const query = r.query ? `?${Object.entries(r.query).map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')}` : '';
    const res = await s.app.inject({ method: r.method as 'POST', url: `${r.url}${query}`, headers, payload, ...(r.remoteAddress ? { remoteAddress: r.remoteAddress } : {}) });
    let json: Answer['json'] = null;
    if (/^application\/json/.test(String(res.headers['content-type']))) json = res.json();
    return { status: res.statusCode, json, res };
  }

  /** A call that must succeed (setup and read-backs). */
  async function must(r: Sent): Promise<unknown> {
    const a = await send(r);
    if (a.status !== 200) throw new Error(`${r.method} ${r.url} → ${a.status} ${a.json?.message ?? a.res.body.slice(0, 200)}`);
    return a.json?.data;
  }

  // ---- state the routes use up ----

  /**
   * A menu without a page config (a display group can be created for it), in a system of its own:
   * every call over a node reads all menus of its system, so thousands of these in SYS would slow
   * the record and list calls down.
   */
  async function bareMenu(): Promise<string> {
    const id = `fzm${next()}`;
    await s.ctx.db
      .insertInto('menus')
      .values({ id, system_coding: 'fz_tmp', parent_id: null, sort: seq, title: '空菜单', icon: '', it_shows: '是', node_properties: '详情', style: '', node_set_flag: 0, disabled: 0, roles: '["M","D","U"]' })
      .execute();
    return id;
  }

  /** A record of FZ_FORM owned by the enterprise user, in `status` at version 1. */
  async function record(status: 'draft' | 'submitted' | 'passed' | 'published', nodeId = FZ_FORM, data: object = { mc: '名称' }): Promise<string> {
    const id = `fzr-${crypto.randomUUID()}`;
    const now = new Date(Date.now() - 60_000).toISOString();
    await s.ctx.db
      .insertInto('records')
      .values({
        id, node_id: nodeId, system_coding: SYS, enterprise_id: 'ent-001', owner_user_id: 'u-enterprise', status, version: 1, created_at: now, updated_at: now,
        submitted_by: status === 'draft' ? null : 'u-enterprise', assignee_id: null, audit_reason: null, spread_at: null, sent_at: null, data: JSON.stringify(data),
      })
      .execute();
    return id;
  }

  /** An account whose password check is cheap (scrypt N=16), so login can be fuzzed at speed. */
  const FUZZER = { username: 'fuzzer', password: 'Fuzz@2026' };
  async function addCheapAccount(): Promise<void> {
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync(FUZZER.password, salt, 64, { N: 16, r: 8, p: 1 });
    await s.ctx.db
      .insertInto('users')
      .values({
        id: 'u-fuzzer', username: FUZZER.username, user_name: '模糊测试账号', password_hash: ['scrypt', 16, 8, 1, salt.toString('base64'), key.toString('base64')].join('$'),
        login_role_type: 'U', enterprise_id: 'ent-001', photo: '', code_status: 1, practicing_status: JSON.stringify({ abnormal: false, practiceDetails: [] }), disabled: 0, created_at: new Date().toISOString(),
      })
      .execute();
    // A second administrator: records are assigned to an administrator other than the caller.
    await s.ctx.db
      .insertInto('users')
      .values({
        id: 'u-fz-admin', username: 'fzadmin', user_name: '第二管理员', password_hash: 'scrypt$16$8$1$AA==$AA==', login_role_type: 'M', enterprise_id: null, photo: '', code_status: 1,
        practicing_status: JSON.stringify({ abnormal: false, practiceDetails: [] }), disabled: 0, created_at: new Date().toISOString(),
      })
      .execute();
  }

  beforeAll(async () => {
    // Every fuzzed cancel starts a task of its own, and a refused cancel leaves it open: far more
    // than a user's 20 (the quotas have their own test, files-quota.test.ts).
    s = await startTestServer({ uploadQuota: { ...DEFAULT_UPLOAD_QUOTA, tasksPerUser: 1_000_000, tasksTotal: 1_000_000 } });
    [tokens.M, tokens.D, tokens.U] = await Promise.all([s.login('M'), s.login('D'), s.login('U')]);
    await addCheapAccount();
    const D = (method: string, url: string, body: Json) => must({ method, url, who: 'D', body });
    await D('POST', '/ks/config/new/node/system', { systemName: '模糊测试系统', title: '模糊', gnCoding: SYS, roles: ['M', 'D', 'U'] });
    for (let lane = 0; lane < LANES; lane++) await D('POST', '/ks/config/new/node/system', { systemName: '改名系统', title: '改名', gnCoding: `fz_ren_${lane}`, roles: ['M', 'D', 'U'] });
    await D('POST', '/ks/config/new/node/system', { systemName: '临时菜单', title: '临时', gnCoding: 'fz_tmp', roles: ['M', 'D', 'U'] });
    await D('POST', '/ks/config/structure/add', { systemCoding: SYS, id: 'fz_parent', title: '目录' });
    const laneIds = (prefix: string) => Array.from({ length: LANES }, (_x, lane) => `${prefix}_${lane}`);
    const versioned = [...laneIds('fz_dgput'), ...laneIds('fz_dgpre'), 'fz_dg3', 'fz_dgdel'];
    for (const id of [FZ_FORM, FZ_LIST, FZ_VIEW, 'fz_move', ...laneIds('fz_edit'), ...versioned]) {
      await D('POST', '/ks/config/structure/add', { systemCoding: SYS, id, title: id, nodeProperties: id === FZ_LIST || id === FZ_VIEW ? '列表' : '详情' });
    }
    await D('POST', '/ks/config/structure/display-groups', { nodeId: FZ_FORM, kind: 'form', config: FORM_CONFIG });
    await D('POST', '/ks/config/structure/display-groups', { nodeId: FZ_LIST, kind: 'list', config: listConfig(FZ_FORM) });
    await D('POST', '/ks/config/structure/display-groups', { nodeId: FZ_VIEW, kind: 'list', config: listConfig() });
    await D('POST', '/ks/config/structure/add', { systemCoding: SYS, id: 'fz_chart', title: 'fz_chart', nodeProperties: '分析台' });
    await D('POST', '/ks/config/structure/display-groups', { nodeId: 'fz_chart', kind: 'chart', config: CHART_CONFIG(FZ_VIEW) });
    for (const id of versioned) await D('POST', '/ks/config/structure/display-groups', { nodeId: id, kind: 'form', config: SMALL_FORM });
    for (let i = 0; i < 30; i++) await record(i % 3 ? 'draft' : 'passed', FZ_VIEW, { mc: `企业${i}`, rq: `2024-0${(i % 9) + 1}-01`, lj: 'https://example.cn/' });
  });
  afterAll(async () => s?.close());

  const dataOf = (a: Answer) => (a.json?.data ?? {}) as Record<string, unknown>;

  function routeCases(): Record<string, RouteCase | RouteCase[]> {
    return {
      ...structureCases({ app: s.app, account: FUZZER, must, next, dataOf, bareMenu }),
      ...recordCases({ must, send, dataOf, record: (status) => record(status) }),
      ...fileCases({ must, send, dataOf }),
      ...designerCases({ must, next, dataOf }),
      ...rfcCases({ must, record: (status, nodeId, data) => record(status, nodeId, data) }),
      ...catalogueCases({ record: (status, nodeId, data) => record(status, nodeId, data) }),
      ...levelCases({ tryCall: async (r) => ((a) => (a.status === 200 ? a.json?.data : null))(await send(r)) }),
      ...auditLevelCases({ tryCall: async (r) => ((a) => (a.status === 200 ? a.json?.data : null))(await send(r)) }),
      ...enterpriseCases(),
      ...expertCases(),
      ...evaluationCases(),
      ...detectionCases(),
      ...priceCases(),
      ...bidStepCases(),
      ...accountCases(),
      ...permissionCases(),
      ...configCallCases({ tryCall: async (r) => ((a) => (a.status === 200 ? a.json?.data : null))(await send(r)) }),
      ...shellCases({ tryCall: async (r) => ((a) => (a.status === 200 ? a.json?.data : null))(await send(r)) }),
    };
  }

  // ---- the run ----

  const tallies = new Map<string, Tally>();
  const serverErrors: string[] = [];
  const mismatches: string[] = [];
  const tally = (family: string): Tally => {
    let t = tallies.get(family);
    if (!t) tallies.set(family, (t = { requests: 0, ok: 0, client: 0, server: 0, other: 0, readBacks: 0, mismatches: 0 }));
    return t;
  };

  const record5xx = (where: string, a: Answer) => serverErrors.push(`${where} → ${a.status} ${a.json?.message ?? a.res.body.slice(0, 120)}`);

  /** Counts an answer; a 5xx is written down with what caused it. */
  function count(family: string, where: string, a: Answer): void {
    const t = tally(family);
    t.requests++;
    if (a.status >= 500) {
      t.server++;
      record5xx(where, a);
    } else if (a.status >= 400) t.client++;
    else if (a.status >= 200 && a.status < 300) t.ok++;
    else t.other++;
  }

  interface Job {
    /** What is fuzzed, for messages. */
    what: string;
    /** The body from a base; `stores`: the request may store a fuzzed value (base made fresh). */
    build: (base: Json) => Json;
    stores: boolean;
    /** After a 2xx: the (path, expected) pairs to read back. */
    checks: (sent: Json) => Array<{ path: Path; expected: string | undefined }>;
    /** Fields sent together: when the request is not a 2xx, each is sent again alone. */
    apart?: Job[];
  }

  function valueJobs(route: string, c: RouteCase, base: Json): Job[] {
    const skip = new Set(c.skip ?? []);
    const together = new Set(c.together ?? []);
    const jobs: Job[] = [];
    const carried = c.part === 'query' || c.part === 'multipart' ? wellFormed : (v: string) => v;
    const single = (path: Path, value: string): Job => {
      const rule = c.stored?.[path.join('.')];
      return {
        what: `${showPath(path)} = ${preview(value)}`,
        build: (b) => setAt(b, path, value),
        stores: rule !== undefined,
        checks: () => (rule === undefined ? [] : [{ path, expected: expectedOf(rule, carried(value)) }]),
      };
    };
    const paths = stringPaths(base).filter((p) => !skip.has(p.join('.')));
    const grouped = paths.filter((p) => together.has(p.join('.')));
    for (const path of paths.filter((p) => !together.has(p.join('.')))) for (const value of naughtyFor(`${route} ${showPath(path)}`)) jobs.push(single(path, value));
    if (grouped.length) {
      for (const value of naughtyFor(`${route} [${grouped.map(showPath).join(', ')}]`)) {
        const parts = grouped.map((p) => single(p, value));
        jobs.push({
          what: `[${grouped.map(showPath).join(', ')}] = ${preview(value)}`,
          build: (b) => parts.reduce((acc, j) => j.build(acc), b),
          stores: parts.some((j) => j.stores),
          checks: (sent) => parts.flatMap((j) => j.checks(sent)),
          // Refused (or failed): each field alone, so every field meets the value and a 5xx is named.
          apart: parts,
        });
      }
    }
    for (const at of c.keys ?? []) {
      for (const key of naughtyFor(`${route} key ${showPath(at)}`)) {
        jobs.push({
          what: `key ${showPath(at)}[${preview(key)}]`,
          build: (b) => setAt(b, [...at, key], '值'),
          stores: true,
          checks: () => (c.readBack ? [{ path: [...at, key], expected: '值' }] : []),
        });
      }
    }
    return jobs;
  }

  /** Shapes a client should not send: each field as null, an array, an object, a number, a boolean. */
  function shapeJobs(c: RouteCase, base: Json): Job[] {
    if (c.part === 'query' || c.part === 'multipart') return [];
    const jobs: Job[] = [];
    const odd: unknown[] = [null, [], {}, [{}], 12345, -1.5, true];
    for (const path of allPaths(base)) {
      for (const value of odd) jobs.push({ what: `${showPath(path)} = ${preview(value)}`, build: (b) => setAt(b, path, value), stores: false, checks: () => [] });
    }
    for (const value of [[], [base], null, '字符串', 0, true]) jobs.push({ what: `body = ${preview(value)}`, build: () => value, stores: false, checks: () => [] });
    return jobs;
  }

  async function fuzzRoute(method: string, url: string, c: RouteCase, conc: number): Promise<void> {
    const family = c.family;
    let cached: Json | undefined;
    const baseFor = async (stores: boolean, lane = 0): Promise<Json> => {
      if (c.lanes || c.fresh === 'always' || (c.fresh && stores)) return c.base(lane);
      return (cached ??= await c.base(0));
    };
    const sample = await c.base(0);
    const toSent = (payload: Json): Sent =>
      c.part === 'query'
        ? { method, url, who: c.who, query: payload as Record<string, string> }
        : c.part === 'multipart'
          ? { method, url, who: c.who, multipart: payload as NonNullable<Sent['multipart']> }
          : { method, url, who: c.who, body: payload };

    const runJob = async (job: Job, lane: number): Promise<void> => {
      const sent = job.build(await baseFor(job.stores, lane));
      const answer = await send(toSent(sent));
      const where = `${method} ${url} ${job.what}`;
      count(family, where, answer);
      if (answer.status < 200 || answer.status >= 300) {
        for (const part of job.apart ?? []) await runJob(part, lane);
        return;
      }
      cached = undefined;
      const checks = job.checks(sent);
      if (checks.length && c.readBack) {
        const t = tally(family);
        try {
          const read = await c.readBack(sent, answer);
          for (const { path, expected } of checks) {
            if (expected === undefined) continue;
            t.readBacks++;
            const got = getAt(read, path);
            if (got !== expected) {
              t.mismatches++;
              mismatches.push(`${where}: read ${preview(got)}, expected ${preview(expected)}`);
            }
          }
        } catch (err) {
          t.mismatches++;
          mismatches.push(`${where}: read-back failed: ${(err as Error).message}`);
        }
      }
      await c.after?.(sent, answer);
    };

    const jobs = [...valueJobs(`${method} ${url} ${c.family}`, c, sample), ...shapeJobs(c, sample)];
    await pool(jobs, c.lanes ? LANES : conc, runJob);

    if (c.part === 'multipart') {
      for (const raw of [{ what: 'JSON body', payload: JSON.stringify(sample), contentType: 'application/json' }, { what: 'empty multipart', payload: '--b--\r\n', contentType: 'multipart/form-data; boundary=b' }, { what: 'truncated multipart', payload: '--b\r\nContent-Disposition: form-data; name="fileNo"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=b' }]) {
        count(family, `${method} ${url} ${raw.what}`, await send({ method, url, who: c.who, raw }));
      }
    } else if (c.part === 'query') {
      for (const q of ['?id=a&id=b', '?id=%E4%B8', '?id=%', `?id=${'x'.repeat(8000)}`, '?__proto__=x&constructor=y', '?id[]=x']) {
        const a = await send({ method, url: `${url}${q}`, who: c.who });
        count(family, `${method} ${url}${q.slice(0, 40)}`, a);
      }
    } else {
      const count0 = rawBodies(sample).length;
      await pool([...Array(count0).keys()], c.lanes ? LANES : conc, async (i, lane) => {
        const raw = rawBodies(await baseFor(false, lane))[i];
        const answer = await send({ method, url, who: c.who, raw: { payload: raw.payload ?? (undefined as unknown as string), contentType: raw.contentType } });
        count(family, `${method} ${url} ${raw.what}`, answer);
      });
    }
  }

  /** Login with each naughty string as the (encrypted) account name: one address, so the limit soon answers 429. */
  async function fuzzEncryptedLogin(): Promise<void> {
    const key = (await must({ method: 'GET', url: '/ks/common/login/public-key', who: 'anon' })) as { publicKey: string };
    const enc = (text: string) => crypto.publicEncrypt({ key: key.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
    const fits = naughtyFor('POST /ks/common/login encrypted').filter((n) => Buffer.byteLength(n) <= 190);
    await pool(fits, 4, async (n) => {
      const answer = await send({ method: 'POST', url: '/ks/common/login', who: 'anon', body: { logValue: enc(n), passWord: enc(n), loginRoleType: '' }, remoteAddress: '10.9.9.9' });
      count('auth', `POST /ks/common/login encrypted account ${preview(n)}`, answer);
    });
  }

  const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
  const writeRoutes = () => registeredRoutes(s.app).filter((r) => WRITE_METHODS.has(r.method)).map((r) => `${r.method} ${r.url}`);

  it.runIf(shard === 0)('has a base body for every write route (a new route cannot escape the fuzz suite)', () => {
    const cases = routeCases();
    const routes = writeRoutes();
    expect(routes.filter((r) => !Object.hasOwn(cases, r)), 'write routes without a base body (server/test/fuzz-suite.ts and its fuzz-*-cases.ts)').toEqual([]);
    expect(Object.keys(cases).filter((r) => !routes.includes(r)), 'base bodies of routes that no longer exist').toEqual([]);
  });

  it('answers no naughty request with a 5xx, keeps answering, and reads back what it stored', { timeout: 900_000 }, async () => {
    const started = Date.now();
    console.log(fuzzPlan());
    const cases = routeCases();
    // Small batches: PostgreSQL's test pool has 4 connections, and more in flight bought nothing (measured).
    const conc = 4;
    // FUZZ_ONLY (a regular expression over "METHOD /url") narrows a run while working on a route.
    const mine = writeRoutes().filter((_r, i) => i % shards === shard);
    for (const route of mine.filter((r) => new RegExp(process.env.FUZZ_ONLY ?? '').test(r))) {
      const [method, url] = route.split(' ');
      for (const c of [cases[route]].flat()) await fuzzRoute(method, url, c, conc);
    }
    if (shard === 0) await fuzzEncryptedLogin();

    // The server still answers, anonymous and logged in.
    expect((await send({ method: 'GET', url: '/ks/common/login/public-key', who: 'anon' })).status).toBe(200);
    expect((await send({ method: 'POST', url: '/ks/monitor/table-list', who: 'U', body: { nodeId: FZ_VIEW, pageSize: 1 } })).status).toBe(200);

    const db = process.env.DATABASE_URL ? 'postgresql' : 'sqlite';
    const line = (name: string, t: Tally) =>
      `fuzz[${db} ${shard + 1}/${shards}] ${name.padEnd(18)} ${String(t.requests).padStart(6)} requests: ${t.ok} 2xx, ${t.client} 4xx, ${t.server} 5xx${t.other ? `, ${t.other} other` : ''}; ${t.readBacks} read back, ${t.mismatches} mismatches`;
    const total: Tally = { requests: 0, ok: 0, client: 0, server: 0, other: 0, readBacks: 0, mismatches: 0 };
    const lines: string[] = [];
    for (const [name, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(line(name, t));
      for (const k of Object.keys(total) as Array<keyof Tally>) total[k] += t[k];
    }
    const only = process.env.FUZZ_ONLY ? ` (only routes matching ${process.env.FUZZ_ONLY})` : '';
    lines.push(`${line('TOTAL', total)}; ${fuzzPlan()}; ${((Date.now() - started) / 1000).toFixed(1)} s${only}`);
    console.log(lines.join('\n'));
    // One line per route and field (or shape) that failed, with how often and one example.
    const kinds = new Map<string, { n: number; example: string }>();
    for (const e of [...serverErrors, ...mismatches]) {
      const k = e.replace(/ = .*| key .*|: read .*/, '');
      const seen = kinds.get(k) ?? { n: 0, example: e };
      seen.n++;
      kinds.set(k, seen);
    }
    console.log([...kinds.values()].map(({ n, example }) => `${n}× ${example.slice(0, 300)}`).join('\n'));
    expect(serverErrors.slice(0, 20), `${serverErrors.length} answers were 5xx`).toEqual([]);
    expect(mismatches.slice(0, 20), `${mismatches.length} stored values did not read back`).toEqual([]);
  });
});
}
