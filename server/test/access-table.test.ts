import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_CODES } from '../../schemas';
import { registeredRoutes } from '../http/access';
import { ACCESS_TABLE, type AccessRow } from './access-table';
import { startTestServer, type TestServer } from './harness';
import accounts from '../../fixtures/accounts.json' with { type: 'json' };

type Caller = 'anon' | 'U' | 'D' | 'M' | 'Mjs';
const CALLERS: readonly Caller[] = ['anon', 'U', 'D', 'M', 'Mjs'];
/** The region-limited administrator (江苏省 only): the sixth caller. */
const ADMIN_JS = accounts.find((a) => a.username === 'admin_js')!;
const key = (method: string, url: string) => `${method} ${url}`;
const HAN = /[\u4e00-\u9fff]/;

describe('role × route table', () => {
  let s: TestServer;
  const tokens: Partial<Record<Caller, string>> = {};
  beforeAll(async () => {
    s = await startTestServer();
    // At once: each login hashes a password (scrypt), the slowest part of the set-up.
    [tokens.U, tokens.D, tokens.M, tokens.Mjs] = await Promise.all([s.login('U'), s.login('D'), s.login('M'), s.login(ADMIN_JS)]);
  });
  afterAll(async () => s.close());

  it('has a row for every registered /ks route', () => {
    const rows = new Set(ACCESS_TABLE.map((r) => key(r.method, r.url)));
    const routes = registeredRoutes(s.app);
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((r) => !rows.has(key(r.method, r.url))).map((r) => key(r.method, r.url));
    expect(missing, `routes without a row in server/test/access-table.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('has no row for a route that is not registered', () => {
    const routes = new Set(registeredRoutes(s.app).map((r) => key(r.method, r.url)));
    const stale = ACCESS_TABLE.filter((r) => !routes.has(key(r.method, r.url))).map((r) => key(r.method, r.url));
    expect(stale, `rows in server/test/access-table.ts without a registered route:\n${stale.join('\n')}`).toEqual([]);
  });

  it('keeps logout as the last row (it revokes the tokens the rows use)', () => {
    expect(key(ACCESS_TABLE.at(-1)!.method, ACCESS_TABLE.at(-1)!.url)).toBe('GET /ks/common/logout');
  });

  // One test per row, in table order: the rows share the tokens logged in above.
  it.each(ACCESS_TABLE.map((row) => [key(row.method, row.call ?? row.url), row] as const))('%s', async (_name, row: AccessRow) => {
    const got: Record<Caller, number> = { anon: 0, U: 0, D: 0, M: 0, Mjs: 0 };
    const problems: string[] = [];
    for (const who of CALLERS) {
      const token = tokens[who];
      const res = await s.app.inject({
        method: row.method,
        url: row.call ?? row.url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(row.payload === undefined ? {} : { payload: row.payload as object }),
      });
      const body = res.json() as Record<string, unknown>;
      if (row.rawKey) {
        got[who] = res.statusCode;
        if (res.statusCode === 200 && !(row.rawKey in body)) problems.push(`${who}: answer lacks the key '${row.rawKey}'`);
        continue;
      }
      const code = Number(body.code);
      got[who] = code;
      if (typeof body.message !== 'string') problems.push(`${who}: no envelope message`);
      else if (code !== 200 && !HAN.test(body.message)) problems.push(`${who}: message not in Chinese: ${body.message}`);
      if ((SESSION_END_CODES.includes(code) || code === 401) && res.statusCode !== 401) {
        problems.push(`${who}: code ${code} must travel with HTTP 401, got ${res.statusCode}`);
      }
    }
    expect(got).toEqual(row.expect);
    expect(problems).toEqual([]);
  });
});
