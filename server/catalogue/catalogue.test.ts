import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueCall, SystemCatalogue, TryCallAnswer } from '../../schemas/catalogue';
import { STALE_CONFIG_MESSAGE, type SystemExportBundle } from '../../schemas';
import { call, startTestServer, type TestServer } from '../test/harness';
import { NODE, seedRecord } from '../routes/records/test-kit';

// The call catalogue as configuration (docs/api.md "Business-call catalogue"), on SQLite and on
// PostgreSQL (DATABASE_URL): a saved row is served at once, its access rule, parameter and answer
// mapping hold, clashes are refused with nothing stored, 试调用 runs as each demo role, and the
// system bundle carries the rows.

const row = (over: Partial<CatalogueCall> & Pick<CatalogueCall, 'path' | 'operation'>): CatalogueCall => ({
  method: 'POST',
  access: 'user',
  nodeId: NODE,
  params: [],
  fixed: [],
  answer: { envelope: 'data' },
  summary: '测试接口',
  ...over,
});

/** A public GET list with the spec's parameter names and answer names. */
const OPEN_LIST = row({
  path: '/ks/credit/open/list',
  method: 'GET',
  access: 'public',
  operation: 'list',
  params: [
    { from: 'name', to: 'qymc', as: 'filter' },
    { from: 'page', to: 'curPage', as: 'body' },
    { from: 'size', to: 'pageSize', as: 'body' },
  ],
  answer: { envelope: 'result', rows: 'list', total: 'count', renames: [{ from: 'qymc', to: 'enterpriseName' }] },
  summary: '公开的信用记录列表',
});
const MY_DETAIL = row({ path: '/ks/credit/mine/detail', operation: 'detail', params: [{ from: 'recordId', to: 'id', as: 'body' }], answer: { envelope: 'data', renames: [{ from: 'qymc', to: 'enterpriseName' }] } });
const ADMIN_LIST = row({ path: '/ks/credit/admin-only/list', access: ['M'], operation: 'list' });
const AA_LIST = row({ path: '/ks/credit/aa/list', operation: 'list', fixed: [{ field: 'xydj', value: 'AA' }] });
const EXPORT = row({ path: '/ks/credit/open/export', operation: 'export', summary: '导出' });

interface Page {
  records: Array<Record<string, unknown>>;
  total: number;
}

describe('call catalogue as configuration', () => {
  let s: TestServer;
  const tokens: Record<'U' | 'U2' | 'D' | 'M', string> = { U: '', U2: '', D: '', M: '' };
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const read = async (systemCoding: string) =>
    (await call<SystemCatalogue>(s.app, { method: 'GET', url: `/ks/config/structure/calls?systemCoding=${systemCoding}`, token: tokens.D })).body.data;
  const save = async (systemCoding: string, calls: CatalogueCall[], version?: number) =>
    call<{ version: number; problems?: string[]; currentVersion?: number }>(s.app, {
      method: 'POST',
      url: '/ks/config/structure/calls/save',
      token: tokens.D,
      payload: { systemCoding, version: version ?? (await read(systemCoding)).version, calls },
    });
  /** Adds rows to credit_eval's list, keeping the demo rows. */
  const addToCredit = async (...calls: CatalogueCall[]) => {
    const now = await read('credit_eval');
    const res = await save('credit_eval', [...now.calls.filter((c) => !calls.some((n) => n.path === c.path && n.method === c.method)), ...calls], now.version);
    expect([res.status, res.body.message]).toEqual([200, '保存成功']);
    return res.body.data.version;
  };

  it('serves a saved row at once: a public GET with parameter and answer mapping, published records only, for anyone', async () => {
    const published = await seedRecord(s.ctx.db, 'published', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '华建测试公示企业', xydj: 'A' } });
    const draft = await seedRecord(s.ctx.db, 'draft', { data: { qymc: '华建测试草稿企业' } });
    const before = await call(s.app, { method: 'GET', url: '/ks/credit/open/list?name=华建' });
    expect([before.status, before.body.message]).toEqual([404, '接口不存在: GET /ks/credit/open/list']);
    await addToCredit(OPEN_LIST);
    for (const token of [undefined, tokens.U, tokens.M]) {
      const res = await s.app.inject({ method: 'GET', url: `/ks/credit/open/list?name=${encodeURIComponent('华建测试')}&page=1&size=5`, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { code: number; result: { list: Array<Record<string, unknown>>; count: number; pageSize: number }; data?: unknown };
      expect(body.data).toBeUndefined();
      expect(body.result.pageSize).toBe(5);
      const ids = body.result.list.map((r) => r.id);
      expect(ids).toContain(published.id);
      expect(ids).not.toContain(draft.id);
      expect(body.result.list.every((r) => r.status === 'published' && String(r.enterpriseName).includes('华建测试') && !('qymc' in r))).toBe(true);
      expect(body.result.count).toBe(body.result.list.length);
    }
    // A query value the list does not offer is refused in the engine's words, naming the query string.
    const bad = await call(s.app, { method: 'GET', url: '/ks/credit/open/list?size=abc' });
    expect([bad.status, bad.body.message]).toEqual([400, '字段 pageSize 类型错误，应为整数（查询参数）']);
  });

  it('the spec body of 信用记录列表 works: qymc is a filter on the enterprise name', async () => {
    for (const token of [tokens.U, tokens.M]) {
      const res = await call<Page>(s.app, { method: 'POST', url: '/ks/credit/record/list', token, payload: { qymc: '华建' } });
      expect(res.status).toBe(200);
      expect(res.body.data.records.length).toBeGreaterThan(0);
      expect(res.body.data.records.every((r) => String(r.qymc).includes('华建'))).toBe(true);
    }
    const all = await call<Page>(s.app, { method: 'POST', url: '/ks/credit/record/list', token: tokens.M, payload: {} });
    const some = await call<Page>(s.app, { method: 'POST', url: '/ks/credit/record/list', token: tokens.M, payload: { qymc: '华建' } });
    expect(some.body.data.total).toBeLessThan(all.body.data.total);
  });

  it('holds each row to its access: user rows need a login, role rows the role; details rename fields and hide other enterprises', async () => {
    await addToCredit(MY_DETAIL, ADMIN_LIST, AA_LIST);
    const mine = await seedRecord(s.ctx.db, 'draft', { data: { qymc: '华建工程有限公司', xmmc: '目录详情' } });
    const theirs = await seedRecord(s.ctx.db, 'draft', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '秦川建设集团' } });
    const detail = (token: string | undefined, recordId: string) => call<{ id: string; data: Record<string, unknown> }>(s.app, { method: 'POST', url: MY_DETAIL.path, token, payload: { recordId } });
    const got = await detail(tokens.U, mine.id);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ id: mine.id, data: { enterpriseName: '华建工程有限公司', xmmc: '目录详情' } });
    expect(got.body.data.data).not.toHaveProperty('qymc');
    expect([(await detail(tokens.U, theirs.id)).status, (await detail(tokens.U, theirs.id)).body.message]).toEqual([404, '记录不存在']);
    expect([(await detail(undefined, mine.id)).status, (await detail(undefined, mine.id)).body.message]).toEqual([401, '未登录']);
    const adminList = (token?: string) => call(s.app, { method: 'POST', url: ADMIN_LIST.path, token, payload: { pageSize: 1 } });
    expect((await adminList()).status).toBe(401);
    expect((await adminList(tokens.U)).status).toBe(403);
    expect((await adminList(tokens.D)).status).toBe(403);
    expect((await adminList(tokens.M)).status).toBe(200);
    // The row's fixed condition applies whatever the caller sends.
    const aa = await call<Page>(s.app, { method: 'POST', url: AA_LIST.path, token: tokens.M, payload: { pageSize: 100 } });
    expect(aa.body.data.records.length).toBeGreaterThan(0);
    expect(new Set(aa.body.data.records.map((r) => r.xydj))).toEqual(new Set(['AA']));
  });

  it('refuses clashes — an engine route, another system’s row, a duplicate — and unsafe rows, storing nothing', async () => {
    const before = await read('trade_service');
    const TRADE = row({ path: '/ks/trade/catalogue-test/list', operation: 'list', nodeId: 'trade-project-list' });
    const cases: Array<[CatalogueCall[], string]> = [
      [[{ ...TRADE, path: '/ks/monitor/table-list' }], '接口 POST /ks/monitor/table-list 与平台接口 POST /ks/monitor/table-list 冲突，请换一个路径'],
      [[{ ...TRADE, method: 'GET', path: '/ks/file/download/abc' }], '接口 GET /ks/file/download/abc 与平台接口 GET /ks/file/download/:id 冲突，请换一个路径'],
      [[{ ...TRADE, path: '/ks/credit/record/list' }], '接口 POST /ks/credit/record/list 已被系统 credit_eval 使用，请换一个路径'],
      [[TRADE, { ...TRADE, summary: '又一条' }], '接口 POST /ks/trade/catalogue-test/list 在列表中重复（第 1 条与第 2 条）'],
      [[{ ...TRADE, operation: 'delete', access: 'public' }], '接口 POST /ks/trade/catalogue-test/list：「删除记录」会修改数据，不能公开访问'],
      [[{ ...TRADE, nodeId: NODE }], `接口 POST /ks/trade/catalogue-test/list：节点 ${NODE} 不是系统 trade_service 的菜单`],
    ];
    for (const [calls, message] of cases) {
      const res = await save('trade_service', calls, before.version);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(res.body.data.problems).toContain(message);
    }
    expect(await read('trade_service')).toEqual(before);
    expect((await call(s.app, { method: 'POST', url: TRADE.path, token: tokens.M, payload: {} })).status).toBe(404);
  });

  it('first saves of a never-saved catalogue at once: one is stored, the others are told it moved (409), none fails', async () => {
    const FIRST = row({ path: '/ks/trade/first-race/list', operation: 'list', nodeId: 'trade-project-list' });
    // trade_service's demo rows (fixtures/calls/trade_service.json) are its version 1: gone, it is never saved again
    for (const table of ['catalogue_calls', 'call_catalogue_versions', 'call_catalogues'] as const) await s.ctx.db.deleteFrom(table).where('system_coding', '=', 'trade_service').execute();
    expect((await read('trade_service')).version).toBe(0);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => save('trade_service', [{ ...FIRST, summary: `第 ${n} 份` }], 0)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === STALE_CONFIG_MESSAGE)).toBe(true);
    const stored = await read('trade_service');
    expect([stored.version, stored.calls.length]).toEqual([1, 1]);
  });

  it('saves versions with their history and an op-log line, and refuses a stale version with the display groups’ message', async () => {
    const TRADE = row({ path: '/ks/trade/versioned/list', operation: 'list', nodeId: 'trade-project-list' });
    const first = await save('trade_service', [TRADE]);
    expect(first.status).toBe(200);
    const second = await save('trade_service', [{ ...TRADE, summary: '第二版' }]);
    expect(second.body.data.version).toBe(first.body.data.version + 1);
    const stale = await save('trade_service', [], first.body.data.version);
    expect([stale.status, stale.body.message]).toEqual([409, STALE_CONFIG_MESSAGE]);
    expect(stale.body.data).toMatchObject({ currentVersion: second.body.data.version, savedBy: '配置开发者' });
    const history = await call<Array<{ version: number; calls: number }>>(s.app, { method: 'GET', url: '/ks/config/structure/calls/history?systemCoding=trade_service', token: tokens.M });
    expect(history.body.data.slice(0, 2).map((h) => h.version)).toEqual([second.body.data.version, first.body.data.version]);
    const old = await call<SystemCatalogue>(s.app, { method: 'GET', url: `/ks/config/structure/calls/history/version?systemCoding=trade_service&version=${first.body.data.version}`, token: tokens.M });
    expect(old.body.data.calls[0].summary).toBe('测试接口');
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'user_name']).where('action', '=', 'save-call-catalogue').where('target_id', '=', 'trade_service').execute();
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect((await call(s.app, { method: 'GET', url: '/ks/config/structure/calls?systemCoding=trade_service', token: tokens.U })).status).toBe(403);
    expect((await call(s.app, { method: 'GET', url: '/ks/config/structure/calls?systemCoding=no_such', token: tokens.D })).status).toBe(404);
  });

  it('试调用 runs an unsaved row as each demo role and anonymous, with the answer each would get', async () => {
    const tryAs = async (as: 'M' | 'D' | 'U' | 'anonymous', c: CatalogueCall, input: Record<string, unknown> = {}) =>
      (await call<TryCallAnswer>(s.app, { method: 'POST', url: '/ks/config/structure/calls/try', token: tokens.D, payload: { systemCoding: 'credit_eval', call: c, as, input } })).body.data;
    const adminOnly = { ...ADMIN_LIST, path: '/ks/credit/unsaved/list' };
    expect((await tryAs('U', adminOnly)).status).toBe(403);
    expect((await tryAs('anonymous', adminOnly)).status).toBe(401);
    const asM = await tryAs('M', adminOnly, { pageSize: 2 });
    expect(asM.status).toBe(200);
    expect((asM.body as { data: Page }).data.records.length).toBe(2);
    // The enterprise sees its own records only, the administrator every enterprise's.
    const mine = await tryAs('U', { ...adminOnly, access: 'user' }, { pageSize: 100 });
    expect((mine.body as { data: Page }).data.records.every((r) => r.enterpriseId === 'ent-001')).toBe(true);
    const open = await tryAs('anonymous', { ...OPEN_LIST, path: '/ks/credit/unsaved/open' }, { size: '3' });
    expect(open.status).toBe(200);
    expect((open.body as { result: { list: Array<{ status: string }> } }).result.list.every((r) => r.status === 'published')).toBe(true);
    const file = await tryAs('M', { ...EXPORT, path: '/ks/credit/unsaved/export' }, { fileName: '试调用导出' });
    expect(file.contentType).toContain('spreadsheetml');
    expect((file.body as { fileName: string }).fileName).toMatch(/^试调用导出-\d{8}\.xlsx$/);
    expect((file.body as { size: number }).size).toBeGreaterThan(1000);
    const refused = await tryAs('D', { ...adminOnly, access: 'user' }, { nodeId: 'trade-project-list' });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([400, '不支持的字段 nodeId']);
    expect((await call(s.app, { method: 'POST', url: '/ks/config/structure/calls/try', token: tokens.U, payload: { systemCoding: 'credit_eval', call: adminOnly, as: 'M', input: {} } })).status).toBe(403);
  });

  it('a system bundle carries its calls; importing one whose calls clash is refused with the message', async () => {
    const TRADE = row({ path: '/ks/trade/bundled/list', operation: 'list', nodeId: 'trade-project-list', access: 'public', method: 'GET' });
    await save('trade_service', [TRADE]);
    const exported = await call<SystemExportBundle>(s.app, { method: 'GET', url: '/ks/config/structure/export?systemCoding=trade_service', token: tokens.D });
    expect(exported.body.data.calls).toEqual([TRADE]);
    // The same calls under another system code: their paths are trade_service's.
    const copy = JSON.parse(JSON.stringify(exported.body.data).replaceAll('trade-', 'tcopy-').replaceAll('"trade_service"', '"trade_copy"')) as SystemExportBundle;
    const clash = await call<{ conflicts: Array<{ type: string; message: string }> }>(s.app, { method: 'POST', url: '/ks/config/structure/import', token: tokens.D, payload: { bundle: copy } });
    expect(clash.status).toBe(409);
    expect(clash.body.data.conflicts).toContainEqual({ type: 'call', id: 'GET /ks/trade/bundled/list', message: '接口 GET /ks/trade/bundled/list 已被系统 trade_service 使用，请换一个路径' });
    expect(await read('trade_copy').catch(() => null)).toBeNull();
    const moved = JSON.parse(JSON.stringify(copy).replaceAll('/ks/trade/', '/ks/tcopy/')) as SystemExportBundle;
    const imported = await call(s.app, { method: 'POST', url: '/ks/config/structure/import', token: tokens.D, payload: { bundle: moved } });
    expect(imported.status).toBe(200);
    const stored = await read('trade_copy');
    expect(stored).toMatchObject({ version: 1, calls: [{ ...TRADE, path: '/ks/tcopy/bundled/list', nodeId: 'tcopy-project-list' }] });
    const served = await call<{ total: number }>(s.app, { method: 'GET', url: '/ks/tcopy/bundled/list' });
    expect(served.status).toBe(200);
  });
});
