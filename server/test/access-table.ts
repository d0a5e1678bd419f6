import { OUTSIDE_CALLS } from '../../schemas/outside-services';

/**
 * The role × route table: for EVERY /ks route, what anonymous, U, D and M callers and the
 * region-limited administrator Mjs get (the envelope `code`) when they send `payload`.
 * `access-table.test.ts` fails when a registered route has no row, so a new route cannot ship
 * without its access rule being asserted. Add rows for your routes only.
 *
 * Mjs is admin_js (江苏省 only, fixtures/accounts.json): a change of a global setting answers 403
 * (routes with `globalSetting: true`, server/authority/admin-scope.ts; docs/administration.md
 * "受限管理员能做什么"), and the records of 华建 (ent-001, 浙江省) that the rows name answer 404, as
 * records outside an administrator's scope do.
 *
 * How the test runs it: one server with the demo data, one token per role logged in at the start
 * (U = enterprise), rows in table order, each row called as anon, then U, then D, then M, then Mjs.
 * A row that changes data sees the changes of the rows (and roles) before it. Logout stays the
 * last row.
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
  /** Mjs: the region-limited administrator admin_js (江苏省 only; docs/administration.md "受限管理员能做什么"). */
  expect: { anon: number; U: number; D: number; M: number; Mjs: number };
}

export const ACCESS_TABLE: AccessRow[] = [
  { method: 'GET', url: '/ks/common/login/public-key', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/common/captcha', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  // An empty body fails the schema for everyone: the route is public, so nobody gets 401.
  { method: 'POST', url: '/ks/common/login', payload: {}, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/individual/info', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/portal/v1/home/platform', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  // The public portal (docs/portal.md): the same answer for anyone, logged in or not.
  { method: 'GET', url: '/ks/portal/v1/home/describe', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/index-page/subject-info/scroll', call: '/ks/index-page/subject-info/scroll?size=2', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/index-page/subject-info/info', call: '/ks/index-page/subject-info/info?id=ent-001', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/rp/v1/ignore/subject-info/all', payload: { pageSize: 1 }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/new/node/system-list', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // trade_service's 监管审核 branch is M-only, but the system itself is open to all roles.
  { method: 'POST', url: '/ks/menu/v1/menus/main-menus', payload: { systemCoding: 'trade_service' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/openapi.json', rawKey: 'openapi', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  // Dictionary and node config (owner: forms/dictionary). Any logged-in user of a visible system.
  { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', payload: { displayCode: 'region', systemCoding: 'credit_eval', key: '330000' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/node/field/value-range', payload: { gnCoding: 'credit_eval', systemCoding: 'credit_eval', displayCode: 'qualification' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/node/previews', call: '/ks/config/node/previews?nodeId=credit-apply', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // Designer structure calls (owner: designer back end, docs/designer-api.md). M and D build systems,
  // menus and display groups; export/import and the cache refresh are D only; U never. Payloads are
  // refused or idempotent so the rows leave the demo data as they found it.
  { method: 'POST', url: '/ks/config/new/node/system', payload: {}, expect: { anon: 401, U: 403, D: 400, M: 400, Mjs: 403 } },
  { method: 'PUT', url: '/ks/config/structure/system-name', payload: { systemCoding: 'credit_eval', systemName: '信用评价管理系统', title: '信用评价' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 } },
  { method: 'GET', url: '/ks/config/structure/menus', call: '/ks/config/structure/menus?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/structure/child-menu', payload: { systemCoding: 'credit_eval' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/structure/add', payload: { systemCoding: 'credit_eval', title: ' ' }, expect: { anon: 401, U: 403, D: 400, M: 400, Mjs: 403 } },
  { method: 'PUT', url: '/ks/config/structure/edit', payload: { id: 'credit-home', icon: 'DashboardOutlined' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 } },
  { method: 'DELETE', url: '/ks/config/structure/del', call: '/ks/config/structure/del?id=no-such-menu', expect: { anon: 401, U: 403, D: 404, M: 404, Mjs: 403 } },
  { method: 'POST', url: '/ks/config/structure/move', payload: { id: 'credit-home', parentId: null, index: 0 }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 } },
  { method: 'GET', url: '/ks/config/structure/display-groups/', call: '/ks/config/structure/display-groups/?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/structure/display-groups', call: '/ks/config/structure/display-groups?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/structure/display-groups/detail', call: '/ks/config/structure/display-groups/detail?nodeId=credit-apply', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/structure/display-groups', payload: { nodeId: 'credit-apply', kind: 'form', config: { kind: 'form', groups: [] } }, expect: { anon: 401, U: 403, D: 409, M: 409, Mjs: 403 } },
  { method: 'PUT', url: '/ks/config/structure/display-groups', payload: { nodeId: 'credit-apply', config: { kind: 'form', groups: [] }, version: 999 }, expect: { anon: 401, U: 403, D: 409, M: 409, Mjs: 403 } },
  { method: 'POST', url: '/ks/config/node/update-preview', payload: { nodeId: 'credit-apply', config: { kind: 'form', groups: [] }, version: 999 }, expect: { anon: 401, U: 403, D: 409, M: 409, Mjs: 403 } },
  { method: 'DELETE', url: '/ks/config/structure/display-groups', payload: { nodeId: 'no-such-node' }, expect: { anon: 401, U: 403, D: 404, M: 404, Mjs: 403 } },
  { method: 'GET', url: '/ks/config/structure/display-groups/history', call: '/ks/config/structure/display-groups/history?nodeId=credit-apply', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/structure/display-groups/history/version', call: '/ks/config/structure/display-groups/history/version?nodeId=credit-apply&version=1', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/structure/display-groups/history/diff', call: '/ks/config/structure/display-groups/history/diff?nodeId=credit-apply&from=1&to=1', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/structure/display-groups/rollback', payload: { nodeId: 'credit-apply', version: 1, currentVersion: 999 }, expect: { anon: 401, U: 403, D: 409, M: 409, Mjs: 403 } },
  { method: 'GET', url: '/ks/config/structure/export', call: '/ks/config/structure/export?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 403, Mjs: 403 } },
  { method: 'POST', url: '/ks/config/structure/import', payload: { bundle: {}, dryRun: true }, expect: { anon: 401, U: 403, D: 400, M: 403, Mjs: 403 } },
  { method: 'GET', url: '/ks/config/cache/refresh', expect: { anon: 401, U: 403, D: 200, M: 403, Mjs: 403 } },
  // The designer's pickers of spec 000 §7 (docs/designer-api.md "Pickers and data sources"): M and D, as
  // every structure call; update-data-source is sent from a stale version, so it changes nothing.
  { method: 'POST', url: '/ks/config/menu/submenus', payload: { id: 'credit-records' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/node/node-list', call: '/ks/config/node/node-list?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/new/node/pull-down', call: '/ks/config/new/node/pull-down?systemCoding=credit_eval&kind=form', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/node/db-list', call: '/ks/config/node/db-list?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/node/update-data-source', payload: { nodeId: 'credit-commitment-list', dataSource: 'credit-commitment', version: 999 }, expect: { anon: 401, U: 403, D: 409, M: 409, Mjs: 403 } },
  { method: 'POST', url: '/ks/config/node/function-nodes', payload: { systemCoding: 'credit_eval' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/node/function-list', payload: { nodeId: 'credit-record-list' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/group/group-icons', payload: {}, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/dictionary/button/pull-down', payload: { area: 'table' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/node/node-logos', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  // Records, lists and workflow (owner: records, docs/records.md). Every call is open to any
  // logged-in user; who may do what is the workflow table's business, so the rows use refusals
  // that differ by role and change nothing. Fixture credit-record-list-0010 is a published record of
  // ent-001 (version 4), -0014 a submitted one (version 2).
  { method: 'POST', url: '/ks/monitor/table-list', payload: { nodeId: 'credit-record-list', pageSize: 1 }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/monitor/dynamic-table-list', payload: { displayCode: 'trade-project-list', pageSize: 1 }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // An unsaved panel (the designer's preview) is for builders only: U is refused, M and D get numbers.
  { method: 'POST', url: '/ks/monitor/chart-data', payload: { nodeId: 'credit-home', panel: { key: 'p', title: '数', chart: 'stat', source: { gnCoding: 'credit-record-list' } } }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  // A real export answers a file, not an envelope: the row uses a missing node.
  // Type-card counts: the list's read rules (docs/type-cards.md); the demo 信用记录 has cards.
  { method: 'POST', url: '/ks/monitor/type-card-counts', payload: { nodeId: 'credit-record-list' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 左侧菜单卡片 (docs/shell.md): a public list's card of any enterprise, for every logged-in role.
  { method: 'POST', url: '/ks/monitor/menu-card', payload: { nodeId: 'credit-public', enterpriseId: 'ent-002' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 天气 (docs/shell.md): no provider is configured for this server, so 404 天气服务暂未开通 for whoever may call.
  { method: 'GET', url: '/ks/common/weather', expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/export', payload: { nodeId: 'no-such-node' }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/record/detail', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0010' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/submit-status', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0010' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/record/save', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0010', version: 4, data: { qymc: 'x' } }, expect: { anon: 401, U: 400, D: 403, M: 403, Mjs: 404 } },
  // 取消预约 of a demo booking at a stale version: whoever may see it gets 409, so the table changes nothing
  // 投标保证金 (docs/guarantees.md): every logged-in role reads it, an enterprise its own row, admin_js the bidders of its regions
  { method: 'POST', url: '/ks/monitor/margin', payload: { xmId: 'trade-project-list-0004' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 锁管理 (docs/locks.md): nothing is locked here (the lock names an enterprise that does not exist); ent-001 is 浙江省, outside admin_js's regions
  { method: 'POST', url: '/ks/jjrj/lock/ent-info', payload: { enterpriseId: 'ent-001' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 403 } },
  { method: 'POST', url: '/ks/jjrj/lock/refresh-lock', payload: { enterpriseId: 'no-such-enterprise', locked: true, reason: '权限表测试' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/jjrj/lock/list', payload: { pageSize: 5 }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/jjrj/lock/history', payload: { enterpriseId: 'ent-001' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 } },
  // 材料价格 (docs/prices-and-tasks.md): the reads are public over the demo's published periods; the
  // release is the administrators' (a global setting: not the region-limited one) and names a period
  // that does not exist, the imports carry no file, so nothing changes
  { method: 'GET', url: '/ks/material/price/period-list', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/material/history/period-list', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/price/city-list', payload: { period: '2026-11' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/history/city-list', payload: {}, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/price/material/title-list', payload: { city: '南京市' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/history/material/title-list', payload: { keyword: '钢筋' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/price/material/info-list', payload: { city: '南京市', pageSize: 5 }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/history/material/info-list', payload: { name: '预拌混凝土' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/history/material/classification', payload: {}, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/price/material/material-group', payload: { city: '南京市' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/price/material/counties', payload: { city: '南京市' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/release/list', payload: {}, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/material/release/preview', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 403 } },
  { method: 'POST', url: '/ks/material/release/import', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 403 } },
  { method: 'POST', url: '/ks/material/release/publish', payload: { period: '2031-01' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  { method: 'POST', url: '/ks/material/release/withdraw', payload: { period: '2031-01', reason: '权限表测试' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  { method: 'POST', url: '/ks/material/release/delete', payload: { period: '2031-01' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  // 下载中心 and 产品中心 (docs/download-centre.md): the list is public; the writes name an item that does not exist, the description is saved unchanged
  { method: 'POST', url: '/ks/downloadSettings/external-list', payload: { pageSize: 5 }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/downloadSettings/save', payload: { id: 'no-such-item', type: 'platform', name: '权限表测试', url: 'https://access.example/' }, expect: { anon: 401, U: 403, D: 404, M: 404, Mjs: 403 } },
  { method: 'POST', url: '/ks/downloadSettings/delete', payload: { id: 'no-such-item' }, expect: { anon: 401, U: 403, D: 404, M: 404, Mjs: 403 } },
  { method: 'POST', url: '/ks/downloadSettings/describe', payload: { describe: '<p>主办单位：公共资源交易中心　技术支持：平台运维组　服务热线：400-000-0000</p>' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 } },
  { method: 'POST', url: '/ks/venue/cancel', payload: { nodeId: 'trade-venue', id: 'trade-venue-booking-0001', version: 1, reason: '权限表测试' }, expect: { anon: 401, U: 409, D: 409, M: 409, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/submit', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0014', version: 2 }, expect: { anon: 401, U: 400, D: 403, M: 403, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/revoke', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0010', version: 4 }, expect: { anon: 401, U: 400, D: 403, M: 403, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/audit', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0014', version: 2, pass: false }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/assign', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0014', version: 2, assigneeId: 'u-enterprise' }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/spread', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0014', version: 2 }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/send', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0014', version: 2 }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 404 } },
  { method: 'POST', url: '/ks/monitor/publish', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0014', version: 2 }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 404 } },
  { method: 'DELETE', url: '/ks/monitor/delete', payload: { nodeId: 'credit-record-list', id: 'credit-record-list-0010', version: 4 }, expect: { anon: 401, U: 400, D: 403, M: 400, Mjs: 404 } },
  // The log call answers status/result/message (spec 000 §7), so its row checks HTTP statuses.
  // Outside services not configured (schemas/outside-services.ts): 404 暂未开通 for whoever may call.
  ...OUTSIDE_CALLS.map(
    (c): AccessRow => ({ method: c.method, url: c.url, payload: c.method === 'POST' ? {} : undefined, expect: c.access === 'public' ? { anon: 404, U: 404, D: 404, M: 404, Mjs: 404 } : { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } }),
  ),
  { method: 'POST', url: '/ks/dexRecords/audit-logs', payload: { id: 'trade-audit-logs' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/dexRecords/push-logs', payload: { id: 'trade-push-logs' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  // their exports answer a file: the rows send a reversed range, which every reader is refused (400)
  { method: 'POST', url: '/ks/dexRecords/audit-logs/export', payload: { id: 'trade-audit-logs', startDate: '2026-02-01', endDate: '2026-01-01' }, expect: { anon: 401, U: 403, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/dexRecords/push-logs/export', payload: { id: 'trade-push-logs', startDate: '2026-02-01', endDate: '2026-01-01' }, expect: { anon: 401, U: 403, D: 400, M: 400, Mjs: 400 } },
  // 任务统计 (docs/task-statistics.md): administrators (within their scope) and developers; the export answers a file
  { method: 'GET', url: '/ks/task/v1/todo-statistics/todo-list', call: '/ks/task/v1/todo-statistics/todo-list?startDate=2026-01-01', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/task/v1/todo-statistics/region', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/task/v1/todo-statistics/enterprise', call: '/ks/task/v1/todo-statistics/enterprise?top=5', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/task/v1/todo-statistics/participate-ent-list', call: '/ks/task/v1/todo-statistics/participate-ent-list?pageSize=5', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/task/v1/todo-statistics/export-participate-list', payload: { startDate: '2026-13-01' }, expect: { anon: 401, U: 403, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/fiveInOne/list', payload: { pageSize: 5 }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/sync/v1/sync/data-list', payload: { pageSize: 5 }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/sync/v1/sync/data-sync', payload: { id: 'no-such-project', targetSystem: 'credit_eval' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  // logHistory reads a record by detail's rules: -0010 is 华建's (浙江), outside admin_js's scope (404).
  { method: 'POST', url: '/ks/common/common/logHistory', payload: { gnCoding: 'credit-record-list', id: 'credit-record-list-0010' }, rawKey: 'result', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  // The business-call catalogue (docs/api.md): the engine's answers on 信用记录 (U sees its own; audit is M's).
  { method: 'POST', url: '/ks/credit/management/list', payload: { pageSize: 1 }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/credit/record/list', payload: { pageSize: 1 }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 交易服务's public rows (/venue): the rooms and the confirmed bookings, for anyone, logged in or not.
  { method: 'POST', url: '/ks/trade/venue/public/bookings', payload: { pageSize: 1 }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/trade/venue/public/rooms', payload: {}, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  // The portal's public rows: published trade announcements, enterprise types, practice regions.
  { method: 'GET', url: '/ks/index-page/trade-info/scroll', call: '/ks/index-page/trade-info/scroll?pageSize=2', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/index-page/trade-info/all', payload: { pageSize: 1 }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/index-page/trade-info/info', payload: { id: 'trade-zsgg-0001' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/portal/v1/common/enterprise-types', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/portal/v1/common/practice-areas', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 公示 (publicOf): published records for every role; a record that is not published answers 404.
  { method: 'POST', url: '/ks/credit/common/list', payload: { pageSize: 1 }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/credit/common/info', payload: { id: 'no-such-record' }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/credit/record/add', payload: { data: {} }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/credit/record/update', payload: { id: 'no-such-record', version: 1, data: {} }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/credit/record/delete', payload: { id: 'no-such-record', version: 1 }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/credit/submit', payload: { id: 'no-such-record', version: 1 }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/credit/revoke', payload: { id: 'no-such-record', version: 1 }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/credit/audit', payload: { id: 'credit-record-list-0014', version: 2, pass: false }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 404 } },
  { method: 'POST', url: '/ks/credit/export', payload: { sortOrder: 'sideways' }, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/credit/credit/letter/lc-info', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/credit/level/titles', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/credit/credit/qy-types', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // The catalogue's dispatcher (docs/api.md "Business-call catalogue"): a path no stored row names is
  // the 404 of an unknown call, for everyone; the rows above are served through it.
  { method: 'GET', url: '/ks/*', call: '/ks/no/such/call?x=1', expect: { anon: 404, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/*', call: '/ks/no/such/call', payload: {}, expect: { anon: 404, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'PUT', url: '/ks/*', call: '/ks/no/such/call', payload: {}, expect: { anon: 404, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'DELETE', url: '/ks/*', call: '/ks/no/such/call', payload: {}, expect: { anon: 404, U: 404, D: 404, M: 404, Mjs: 404 } },
  // The designer's 接口 panel: M and D. The save is stale (version 999), so the demo catalogue stays.
  { method: 'GET', url: '/ks/config/structure/calls', call: '/ks/config/structure/calls?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/structure/calls/save', payload: { systemCoding: 'credit_eval', version: 999, calls: [] }, expect: { anon: 401, U: 403, D: 409, M: 409, Mjs: 403 } },
  { method: 'GET', url: '/ks/config/structure/calls/history', call: '/ks/config/structure/calls/history?systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/config/structure/calls/history/version', call: '/ks/config/structure/calls/history/version?systemCoding=credit_eval&version=1', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  {
    method: 'POST',
    url: '/ks/config/structure/calls/try',
    payload: { systemCoding: 'credit_eval', as: 'U', input: {}, call: { path: '/ks/credit/level/titles', method: 'POST', access: 'user', operation: 'options', nodeId: 'credit-record-list', displayCode: 'xyLevel', params: [], fixed: [], answer: { envelope: 'data' }, summary: '信用等级名称' } },
    expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 },
  },
  // 等级设置 (docs/credit.md "等级设置"): M and D read, only M saves (a save from a stale version is 409).
  { method: 'POST', url: '/ks/credit/level-rules/years', payload: { systemCoding: 'credit_eval' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/credit/level-rules/detail', payload: { systemCoding: 'credit_eval', year: '2026' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/credit/record/auto-retrieve', payload: { enterpriseId: 'ent-001' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/credit/record/description', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 信用记录's type cards with counts, for the management page: administrators and developers.
  { method: 'GET', url: '/ks/credit/admin/select-type', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/credit/credit/participated-status', call: '/ks/credit/credit/participated-status?enterpriseId=ent-001', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/basic/enterprise/credit/ent/pull-down', call: '/ks/basic/enterprise/credit/ent/pull-down?keyWord=%E5%8D%8E', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/basic/personal/pull-down', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/basic/enterprise/personnel/info', call: '/ks/basic/enterprise/personnel/info?id=p01', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/basic/enterprise/cost-engineers', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 企业信息 (docs/accounts.md "企业信息"): U writes only its own enterprise; M and D read 企业信息库; M audits.
  // Payloads are refused or read-only so the rows leave the demo data as they found it.
  { method: 'GET', url: '/ks/basic/enterprise/info', call: '/ks/basic/enterprise/info?enterpriseId=ent-001', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'PUT', url: '/ks/basic/enterprise/info', payload: {}, expect: { anon: 401, U: 400, D: 403, M: 403, Mjs: 403 } },
  { method: 'POST', url: '/ks/basic/enterprise/list', payload: { curPage: 1, pageSize: 10 }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/basic/enterprise/info/audit', payload: { enterpriseId: 'no-such-enterprise' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/basic/enterprise/change/decide', payload: { id: 'no-such-change', pass: true }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  { method: 'GET', url: '/ks/basic/enterprise/personnel/list', call: '/ks/basic/enterprise/personnel/list?enterpriseId=ent-001', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/basic/enterprise/personnel/save', payload: {}, expect: { anon: 401, U: 400, D: 403, M: 403, Mjs: 403 } },
  { method: 'POST', url: '/ks/basic/enterprise/personnel/delete', payload: { id: 'no-such-person' }, expect: { anon: 401, U: 404, D: 403, M: 403, Mjs: 403 } },
  { method: 'PUT', url: '/ks/individual/login/update-secret', payload: { oldSecret: 'eA==', newSecret: 'eA==' }, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/individual/login/update-secret-time', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 主题 and 用户菜单 (docs/shell.md): every logged-in user reads and stores their own.
  { method: 'GET', url: '/ks/individual/theme', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'PUT', url: '/ks/individual/theme', payload: { theme: 'light', themeColor: 'green', asideWidth: 260, navBgColor: '', navTextColor: '', asideBgColor: '', asideTextColor: '', asideActiveColor: '', tableBgColor: '', tableTextColor: '', cardBgColor: '', cardTextColor: '' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/individual/menu-entries', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/individual/practice-area', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/feedback/add', payload: [{ evaluateType: 'opinion', question: '权限表测试的意见' }], expect: { anon: 401, U: 200, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/feedback/list', payload: {}, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  // Registration, activation, SMS codes, recovery, phone and portrait (docs/accounts.md). The public
  // calls are refused by their own checks (a wrong check character, an unsolved captcha, no request).
  { method: 'POST', url: '/ks/register/enterprise/verify', payload: { creditCode: '91350100M000100Y44' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/register/sms/phone-code', payload: { phone: '13600000000', captchaId: 'none', captcha: 'AAAA' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/register/sms/progress-code', payload: { phone: '13600000000', captchaId: 'none', captcha: 'AAAA' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/register/sms/phone-verify', payload: { phone: '13600000000', code: '123456' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/register/registration', payload: { creditCode: '91350100M000100Y44', entName: '权限表企业', contactName: '联系人', phone: '13600000000', code: '123456', secret: 'eA==' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  // The registration lookup needs the SMS code of the registered phone (issue 44 point 8): without one, 400 for everyone.
  { method: 'GET', url: '/ks/register/enterprise/registration', call: '/ks/register/enterprise/registration?keyWord=91350100M000100Y43', expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/activate/v1/verify/basic-info', payload: { creditCode: '91350100M000100Y43', phone: '13600000000' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/activate/v1/verify/activate-code', call: '/ks/activate/v1/verify/activate-code?creditCode=91350100M000100Y43&code=123456', expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  // Activation answers one refusal whatever the reason (no request, pending, rejected, activated, wrong phone): nothing to learn.
  { method: 'POST', url: '/ks/activate/v1/activate', payload: { creditCode: '91350100M000100Y43', code: '123456' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/register/audit/list', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/register/audit/decide', payload: { id: 'no-such-registration', pass: true }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  { method: 'GET', url: '/ks/common/valida/phone', call: '/ks/common/valida/phone?phone=13600000000', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/common/login/sms/reset-code', call: '/ks/common/login/sms/reset-code?phone=13600000000&captchaId=none&captcha=AAAA', expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/common/login/verify-code', call: '/ks/common/login/verify-code?phone=13600000000&code=123456', expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/common/login/reset-secret', payload: { phone: '13600000000', code: '123456', secret: 'eA==' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/individual/send-sms', payload: { phone: '123' }, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'PUT', url: '/ks/individual/login/update-phone', payload: { phone: '13600000000', code: '123456' }, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/individual/info/portrait', payload: {}, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/individual/info/portrait', expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/common/sms/outbox', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 403 } },
  // The spec's other names of the registration steps, SMS login, the bound phone, and the session
  // calls (docs/accounts.md). The demo accounts have no bound phone, so those calls refuse (400).
  { method: 'POST', url: '/ks/register/phone-code', payload: { phone: '13600000000', captchaId: 'none', captcha: 'AAAA' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/register/register-code', payload: { phone: '13600000000', code: '123456' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/register/user-register', payload: { creditCode: '91350100M000100Y44', entName: '权限表企业', contactName: '联系人', phone: '13600000000', code: '123456', secret: 'eA==' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/common/login/sms/phone-code', payload: { phone: '13600000000', captchaId: 'none', captcha: 'AAAA' }, expect: { anon: 400, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/individual/info/legal-phone', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/individual/verify-phone', payload: { code: '123456' }, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/individual/login/reset-secret', payload: { code: '123456', secret: 'eA==' }, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/authentication/login/login-mode', payload: {}, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  // check-login answers a question, never 401: anonymous callers get loggedIn false.
  { method: 'GET', url: '/ks/auth/v1/authorization/check-login', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/auth/v1/authorization/login', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/auth/v1/authorization/refresh', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 管理权限 and 人员信息 (docs/administration.md): administrators only; changes name a missing account.
  { method: 'POST', url: '/ks/authority/manager/list', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/authority/manager/system-list', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/authority/manager/scope-options', expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'PUT', url: '/ks/authority/manager/scope', payload: { userId: 'no-such-account', systems: [], regions: [] }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  { method: 'POST', url: '/ks/authority/users/list', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/authority/users/create', payload: { username: 'admin', userName: '权限表', role: 'D' }, expect: { anon: 401, U: 403, D: 403, M: 409, Mjs: 403 } },
  { method: 'PUT', url: '/ks/authority/users/disable', payload: { id: 'no-such-account', disabled: true }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  { method: 'POST', url: '/ks/authority/users/reset-secret', payload: { id: 'no-such-account' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  { method: 'PUT', url: '/ks/authority/users/role', payload: { id: 'no-such-account', role: 'D' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  // 通知 and 帮助 (docs/shell.md "通知", "帮助"): administrators publish and keep; every logged-in user reads.
  { method: 'POST', url: '/ks/message/v1/notice/list', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/message/v1/notice/save', payload: { title: '权限表测试', msg: '<p>x</p>', type: 1, audience: 'D', startAt: '2020-01-01T00:00:00.000Z', endAt: '2020-01-02T00:00:00.000Z' }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 403 } },
  { method: 'POST', url: '/ks/message/v1/notice/delete', payload: { msgId: 999999 }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  { method: 'GET', url: '/ks/message/v1/notice/active', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/message/v1/notice/read', payload: { msgId: 999999 }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'GET', url: '/ks/message/v1/notice/login', expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/guide/node/descritons', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/guide/node/faq-list', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/guide/node/save', payload: { kind: 'faq', parentId: null, groupName: '权限表测试分组' }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 403 } },
  { method: 'POST', url: '/ks/guide/node/delete', payload: { id: 'no-such-help' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 403 } },
  // 消息中心 (docs/shell.md "消息中心"): every logged-in user; todos are administrators' (others get none),
  // messages the caller's own. The stream is opened with a one-time ticket, never a header: no ticket, 401.
  { method: 'GET', url: '/ks/notification/v1/audit/system-list', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/notification/v1/audit/todo-list', payload: { systemCoding: 'credit_eval', curPage: 1, pageSize: 6, sizes: 5 }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/message/v1/audit/rejected-msg', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/message/v1/audit/read', payload: { all: true }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/message/v1/unread-count', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/message/v1/stream-ticket', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/message/v1/stream', call: '/ks/message/v1/stream?ticket=made-up', expect: { anon: 401, U: 401, D: 401, M: 401, Mjs: 401 } },
  { method: 'POST', url: '/ks/credit/level-rules/save', payload: { systemCoding: 'credit_eval', year: '2026', rules: [{ level: 'A', minScore: 0 }], baseVersion: 0 }, expect: { anon: 401, U: 403, D: 403, M: 409, Mjs: 403 } },
  { method: 'POST', url: '/ks/monitor/record/latest', payload: { nodeId: 'credit-commitment' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/monitor/record/mine', payload: { nodeId: 'credit-apply' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // Change requests (docs/credit.md "Change requests"): any logged-in user of the node reads; only
  // the record's owner starts a change (D and M get 403), unknown changes answer 404.
  { method: 'POST', url: '/ks/rfc/change-records', payload: { gnCoding: 'credit-record-list', businessId: 'credit-record-list-0010' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/rfc/change-records ', call: '/ks/rfc/change-records%20', payload: { gnCoding: 'credit-record-list', businessId: 'credit-record-list-0010' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/rfc/change-list', payload: { systemCoding: 'credit_eval', change: '1' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/rfc/change-types', payload: { gnCoding: 'credit-record-list', systemCoding: 'credit_eval' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/rfc/change-fields', payload: { gnCoding: 'credit-record-list', id: 'credit-record-list-0010' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/rfc/save-change-data', payload: { gnCoding: 'credit-record-list', businessId: 'credit-record-list-0010', dataList: [], changeTypeCode: 'info/score', logbook: '原因' }, expect: { anon: 401, U: 400, D: 403, M: 403, Mjs: 404 } },
  { method: 'POST', url: '/ks/rfc/change-submit', payload: { gnCoding: 'credit-record-list', id: 'no-such-change' }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/rfc/change-audit', payload: { gnCoding: 'credit-record-list', id: 'no-such-change', pass: true }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  // Uploads and downloads (owner: files, docs/uploads.md). Any logged-in user; a body that is not
  // multipart is refused, and a missing file id answers 404 whoever asks.
  { method: 'POST', url: '/ks/file/upload', payload: {}, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/common/common/upload/attachment', payload: {}, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/file/download/:id', call: '/ks/file/download/no-such-file', expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'GET', url: '/ks/file/public/:id', call: '/ks/file/public/no-such-file?key=abc', expect: { anon: 404, U: 404, D: 404, M: 404, Mjs: 404 } },
  // Signed links need no login; a made-up link answers 404 like a missing file, whoever holds it.
  { method: 'GET', url: '/ks/file/signed/:id', call: '/ks/file/signed/no-such-file?u=u-enterprise&e=1&s=abc', expect: { anon: 404, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/common/common/upload/file-attachment', payload: {}, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/common/common/attachment/list', call: '/ks/common/common/attachment/list?gnCoding=credit-apply', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/common/common/fj-list', call: '/ks/common/common/fj-list?gnCoding=credit-apply', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/common/common/att-description', call: '/ks/common/common/att-description?gnCoding=credit-apply', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // Chunked upload: any logged-in user; a task that is not the caller's (here: none) answers 404.
  { method: 'POST', url: '/ks/upload/v1/upload-task', payload: {}, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/upload/v1/chunk-upload', payload: {}, expect: { anon: 401, U: 400, D: 400, M: 400, Mjs: 400 } },
  { method: 'GET', url: '/ks/upload/v1/upload-progress', call: '/ks/upload/v1/upload-progress?uploadId=no-such-upload', expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/upload/v1/file-merge', payload: { uploadId: 'no-such-upload', fileName: 'a.pdf', md5: '0'.repeat(32) }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/upload/v1/upload-cancel', payload: { uploadId: 'no-such-upload' }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/authority/manager/assignable-list', payload: { id: 'no-such-record' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  // 权限设置 (docs/administration.md): every user asks for their own buttons; M and D read and set them.
  { method: 'POST', url: '/ks/common/buttons/table-button', payload: { nodeId: 'credit-record-list' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/common/buttons/form-button', payload: { nodeId: 'credit-apply' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/trade/buttons', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/authority/node/functions', call: '/ks/authority/node/functions?role=U&systemCoding=credit_eval', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  // A system that does not exist: the row never changes the demo menus' roles.
  { method: 'PUT', url: '/ks/authority/node/save-functions', payload: { role: 'U', systemCoding: 'no_such_system', menuIds: [] }, expect: { anon: 401, U: 403, D: 404, M: 404, Mjs: 403 } },
  { method: 'GET', url: '/ks/authority/node/buttons', call: '/ks/authority/node/buttons?role=U&nodeId=credit-record-list', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  // Every button kept: the default, nothing stored.
  { method: 'PUT', url: '/ks/authority/node/save-buttons', payload: { role: 'U', nodeId: 'credit-hidden', codes: ['add', 'export', 'edit', 'submit', 'revoke', 'audit', 'assign', 'spread', 'send', 'publish', 'delete', 'save'] }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 } },
  // 审核级别与审核方式 (docs/administration.md): administrators save, developers read. The save clears the
  // plan of 等级设置 (a node without records) and the way then has no levels to apply to.
  { method: 'POST', url: '/ks/authority/audit-levels/detail', payload: { nodeId: 'credit-apply' }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/authority/audit-levels/overview', payload: {}, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/authority/audit-levels/auditors', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/authority/audit-levels/save', payload: { nodeId: 'credit-level', levels: [] }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 403 } },
  { method: 'POST', url: '/ks/authority/audit-levels/way', payload: { nodeId: 'credit-level', sign: 'all' }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 403 } },
  // Dictionary manager (owner: H4, docs/dictionaries.md): administrators and developers only.
  { method: 'GET', url: '/ks/base/dictionary/manager/list', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/base/dictionary/manager/detail', call: '/ks/base/dictionary/manager/detail?displayCode=region', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/base/dictionary/manager/usage', call: '/ks/base/dictionary/manager/usage?displayCode=region', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/base/dictionary/manager/versions', call: '/ks/base/dictionary/manager/versions?displayCode=region', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/base/dictionary/manager/version', call: '/ks/base/dictionary/manager/version?displayCode=region&version=1', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'GET', url: '/ks/base/dictionary/manager/template', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  // D creates it, so M then finds it existing (409).
  { method: 'POST', url: '/ks/base/dictionary/manager', payload: { displayCode: 'accessCheck', name: '权限检查', items: [{ label: '甲', value: 'a' }] }, expect: { anon: 401, U: 403, D: 200, M: 409, Mjs: 403 } },
  // A save from version 1 succeeds once (D); M then holds a stale version (409).
  { method: 'PUT', url: '/ks/base/dictionary/manager', payload: { displayCode: 'accessCheck', name: '权限检查', version: 1, items: [{ label: '乙', value: 'b' }] }, expect: { anon: 401, U: 403, D: 200, M: 409, Mjs: 403 } },
  { method: 'POST', url: '/ks/base/dictionary/manager/rollback', payload: { displayCode: 'accessCheck', version: 1 }, expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 403 } },
  { method: 'POST', url: '/ks/base/dictionary/manager/import', payload: {}, expect: { anon: 401, U: 403, D: 400, M: 400, Mjs: 403 } },
  // Deleted by D, so M finds nothing (404).
  { method: 'DELETE', url: '/ks/base/dictionary/manager', payload: { displayCode: 'accessCheck' }, expect: { anon: 401, U: 403, D: 200, M: 404, Mjs: 403 } },
  // Card style templates (owner: H6, docs/style-templates.md): administrators and developers only.
  { method: 'GET', url: '/ks/config/structure/style-template/list', expect: { anon: 401, U: 403, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/config/structure/style-template/save', payload: { name: '权限检查模板', style: { titleKey: 'xmmc', width: '50%', contents: [] } }, expect: { anon: 401, U: 403, D: 200, M: 409, Mjs: 403 } },
  { method: 'POST', url: '/ks/config/structure/style-template/delete', payload: { id: 999999 }, expect: { anon: 401, U: 403, D: 404, M: 404, Mjs: 403 } },
  // Logout is last: it revokes the token the table uses for that role.
  // 专家抽取 (docs/projects.md): administrators draw; anyone logged in reads a project's draws (names as the opening allows)
  { method: 'POST', url: '/ks/expert/draw/options', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/expert/draw/add', payload: { projectId: 'trade-project-list-0001', sessionStart: '2031-03-01T01:00:00.000Z', sessionEnd: '2031-03-01T02:00:00.000Z', specialty: 'sl', count: 1, bidders: [] }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/expert/draw/list', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/expert/draw/project', payload: { projectId: 'trade-project-list-0001' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/expert/draw/replace', payload: { drawId: 'no-such-draw', expertId: 'x' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/expert/draw/recheck', payload: { drawId: 'no-such-draw' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  // 专家评审 (docs/bidding.md "专家评审"): experts are U accounts linked to pool experts; U here is an enterprise (no expert: 403)
  { method: 'POST', url: '/ks/trade/review/projects', payload: {}, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/trade/review/project', payload: { xmId: 'trade-project-list-0004' }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/trade/review/sheet', payload: { xmId: 'trade-project-list-0004', bidId: 'no-such-bid', part: 'JS', expertUserId: 'u-expert1' }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/trade/review/sheet/save', payload: { xmId: 'trade-project-list-0004', bidId: 'no-such-bid', part: 'JS', scores: {} }, expect: { anon: 401, U: 403, D: 403, M: 403, Mjs: 403 } },
  { method: 'POST', url: '/ks/trade/review/sheet/submit', payload: { xmId: 'trade-project-list-0004', bidId: 'no-such-bid', part: 'JS', scores: {} }, expect: { anon: 401, U: 403, D: 403, M: 403, Mjs: 403 } },
  { method: 'POST', url: '/ks/trade/review/template/save', payload: { xmId: 'trade-project-list-0003', template: { ZS: [{ key: 'zz', name: '资质' }], JS: [{ key: 'fa', name: '方案', max: 60 }], SW: [{ key: 'jg', name: '报价', max: 40, kind: 'price' }] } }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/trade/review/render-result', payload: { xmId: 'no-such-project' }, expect: { anon: 401, U: 404, D: 403, M: 404, Mjs: 404 } },
  // 评审文件 (docs/bidding.md): the demo project's reviewers are its drawn experts and administrators; an enterprise is no
  // expert (403); nothing is stored — the file does not exist (404), the administrator has uploaded nothing to announce (400)
  { method: 'POST', url: '/ks/trade/review/batch-upload', payload: { xmId: 'trade-project-list-0004', files: [{ fileId: 'no-such-file' }] }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/message/v1/publish/upload-notice', payload: { xmId: 'trade-project-list-0004' }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 400 } },
  { method: 'POST', url: '/ks/trade/review/files', payload: { xmId: 'trade-project-list-0004' }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 200 } },
  // 文件检测 (issue 49, docs/bidding.md "文件检测"): trade-bd-file-0001 is 华建's bid file (ent-001, passed, detected in
  // the demo data). U owns it; D reads but never starts; Mjs (江苏) does not manage 华建 (浙江): 404 as for any
  // record outside the scope, and a start it may not make answers isSuccess false (200). U starting 秦川's
  // (0002) is refused the same way; M queues it (no poller runs here, the job stays queued).
  { method: 'POST', url: '/ks/file/detection', payload: { xmId: 'trade-bd-file-0002', gnCoding: 'trade-bd-file' }, expect: { anon: 401, U: 200, D: 403, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/file/detection/status', payload: { xmId: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/file/detection/result', payload: { id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file', systemCoding: 'trade_service' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/file/detection/score', payload: { id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/file/detection/directories', payload: { id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/file/detection/achievement', payload: { id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/file/detection/parse-data', payload: { id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  // 投标文件's catalogue rows (fixtures/calls/trade_service.json) over the list node trade-bd-files: a project's
  // bid files (each sees what the list shows them), one bid file's attachments, a save (an id that is not there: 404).
  { method: 'POST', url: '/ks/xmrc/v1/bd-files', payload: { xmId: 'trade-project-list-0004' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/xmrc/v1/bd/attachments', payload: { id: 'trade-bd-file-0001' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  // The spec's two shapeless calls, catalogue rows (docs/guarantees.md "监督视图与企业的申请"): each caller sees what
  // the node's list shows them (an enterprise its own, an administrator its scope), so every login reads 200.
  { method: 'POST', url: '/ks/monitor/get-view-list', payload: { status: 'published' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/basic/enterprise/applications', payload: { bhlx: '投标保函' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 招标文件's catalogue rows (docs/bidding.md "投标文件"): nothing stored (the save and delete name a file that does not exist)
  { method: 'POST', url: '/ks/trade/file/files', payload: { xmbh: 'XM-2026-001' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/trade/file/save', payload: { id: 'no-such-trade-file', version: 1, data: { wjmc: '招标文件' } }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/trade/file/delete', payload: { id: 'no-such-trade-file', version: 1 }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  // 招标文件's downloads (docs/bidding.md "招标文件的下载记录"): trade-bid-file-0002 is 华建's (admin_js: not of its region)
  { method: 'POST', url: '/ks/trade/file/records', payload: { id: 'trade-bid-file-0002' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/trade/file/download-status', payload: { id: 'trade-bid-file-0002' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  // 造价文件分析: the demo 造价文件 of 华建's bid (files: M and D read every file)
  { method: 'POST', url: '/ks/analyse/xml_analysis', payload: { fileId: 'demo-bd-zjwj-1' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  { method: 'POST', url: '/ks/xmrc/v1/bd/save', payload: { id: 'no-such-bid-file', version: 1, data: { tbbj: 1 } }, expect: { anon: 401, U: 404, D: 404, M: 404, Mjs: 404 } },
  // public: the totals of a bid file whose audit passed
  { method: 'POST', url: '/ks/file/detection/publicity', payload: { id: 'trade-bd-file-0001', gnCoding: 'trade-bd-file' }, expect: { anon: 200, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 开标步骤 (docs/bidding.md): administrators fill and move; the project's enterprise and developers read (admin_js: not a project of its region)
  { method: 'POST', url: '/ks/bid/steps/state', payload: { xmId: 'trade-project-list-0004' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/bid/steps/projects', payload: {}, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
  // 签到 (docs/bidding.md "签到"): readers of the project's steps read the list; only administrators sign in (no such expert: 404, nothing stored)
  { method: 'POST', url: '/ks/bid/steps/sign-ins', payload: { xmId: 'trade-project-list-0004' }, expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 404 } },
  { method: 'POST', url: '/ks/bid/steps/sign-in', payload: { xmId: 'trade-project-list-0004', kind: 'expert', id: 'no-such-expert', signedIn: true }, expect: { anon: 401, U: 403, D: 403, M: 404, Mjs: 404 } },
  { method: 'POST', url: '/ks/bid/steps/save', payload: { xmId: 'trade-project-list-0004', step: 'bidSignZj', data: { zjqdrs: 5 } }, expect: { anon: 401, U: 403, D: 403, M: 200, Mjs: 404 } },
  // from = to is refused (只能进入下一步): the table leaves the demo project where it is
  { method: 'POST', url: '/ks/bid/steps/move', payload: { xmId: 'trade-project-list-0004', from: 'bidSignZj', to: 'bidSignZj' }, expect: { anon: 401, U: 403, D: 403, M: 400, Mjs: 404 } },
  { method: 'GET', url: '/ks/common/logout', expect: { anon: 401, U: 200, D: 200, M: 200, Mjs: 200 } },
];
