/**
 * The role × route table: for EVERY /ks route, what anonymous, U, D and M callers get (the envelope
 * `code`) when they send `payload`. `access-table.test.ts` fails when a registered route has no row,
 * so a new route cannot ship without its access rule being asserted. Add rows for your routes only.
 *
 * How the test runs it: one server with the demo data, one token per role logged in at the start
 * (U = enterprise), rows in table order, each row called as anon, then U, then D, then M. A row that
 * changes data sees the changes of the rows (and roles) before it. Logout stays the last row.
 */
export interface AccessRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Route URL as registered (used to match the route list). */
  url: string;
  /** Concrete URL to call when the route has params or a query (defaults to `url`). */
  call?: string;
  payload?: unknown;
  /**
   * For a route that answers a raw document instead of the envelope: `expect` then holds the HTTP
   * status, and a 200 answer must have this top-level key.
   */
  rawKey?: string;
  expect: { anon: number; U: number; D: number; M: number };
}

export const ACCESS_TABLE: AccessRow[] = [
  { method: 'GET', url: '/ks/common/login/public-key', expect: { anon: 200, U: 200, D: 200, M: 200 } },
  // An empty body fails the schema for everyone: the route is public, so nobody gets 401.
  { method: 'POST', url: '/ks/common/login', payload: {}, expect: { anon: 400, U: 400, D: 400, M: 400 } },
  { method: 'GET', url: '/ks/individual/info', expect: { anon: 401, U: 200, D: 200, M: 200 } },
  { method: 'GET', url: '/ks/portal/v1/home/platform', expect: { anon: 200, U: 200, D: 200, M: 200 } },
  { method: 'GET', url: '/ks/config/new/node/system-list', expect: { anon: 401, U: 200, D: 200, M: 200 } },
  // trade_service's 监管审核 branch is M-only, but the system itself is open to all roles.
  { method: 'POST', url: '/ks/menu/v1/menus/main-menus', payload: { systemCoding: 'trade_service' }, expect: { anon: 401, U: 200, D: 200, M: 200 } },
  { method: 'GET', url: '/ks/openapi.json', rawKey: 'openapi', expect: { anon: 200, U: 200, D: 200, M: 200 } },
  // Dictionary and node config (owner: forms/dictionary). Any logged-in user of a visible system.
  { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', payload: { displayCode: 'region', systemCoding: 'credit_eval', key: '330000' }, expect: { anon: 401, U: 200, D: 200, M: 200 } },
  { method: 'POST', url: '/ks/node/field/value-range', payload: { gnCoding: 'credit_eval', systemCoding: 'credit_eval', displayCode: 'qualification' }, expect: { anon: 401, U: 200, D: 200, M: 200 } },
  { method: 'GET', url: '/ks/config/node/previews', call: '/ks/config/node/previews?nodeId=credit-apply', expect: { anon: 401, U: 200, D: 200, M: 200 } },
  // Logout is last: it revokes the token the table uses for that role.
  { method: 'GET', url: '/ks/common/logout', expect: { anon: 401, U: 200, D: 200, M: 200 } },
];
