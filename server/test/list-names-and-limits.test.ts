import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';

// Issue 10, row 6: names the request chooses (filter codes, sort fields) that are also the names of
// Object.prototype members, page numbers far beyond any list, and record data nested far deeper
// than any form produces. None of them may reach a 500.

const LIST_NODE = 'credit-record-list';
const CARD_NODE = 'trade-project-list';
const PROTOTYPE_NAMES = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', '__defineGetter__'];

/** `{"a":{"a":…1…}}` nested `levels` deep, as raw JSON (a JS object this deep is built the same way). */
const nestedJson = (levels: number, key = 'a') => `${`{"${key}":`.repeat(levels)}1${'}'.repeat(levels)}`;

describe('request-chosen names and sizes in list and record calls', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u] = await Promise.all([s.login('M'), s.login('U')]);
  });
  afterAll(async () => s.close());

  const raw = async (url: string, token: string, body: string) => {
    const res = await s.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: body });
    // The export answers a file when it succeeds.
    const json = /^application\/json/.test(String(res.headers['content-type']));
    return { status: res.statusCode, body: (json ? res.json() : { code: res.statusCode, message: '', data: null }) as { code: number; message: string; data: unknown } };
  };

  it('a filter named like an Object.prototype member is a filter like any other, never a 500', async () => {
    for (const name of PROTOTYPE_NAMES) {
      // Raw JSON: a JS object literal would treat "__proto__" as the prototype, not as a key.
      const filters = `{"${name}":"x"}`;
      const strict = await raw('/ks/monitor/table-list', m, `{"nodeId":"${LIST_NODE}","filters":${filters}}`);
      expect(strict.status, `table-list ${name}: ${strict.body.message}`).toBe(400);
      if (name === '__proto__') expect(strict.body.message).toBe('请求格式不正确');
      else expect(strict.body.message).toBe(`不支持的查询条件：${name}`);

      // Loose lists (dynamic list, card list, export) compare an unknown code as an equals filter.
      for (const [url, node] of [['/ks/monitor/dynamic-table-list', LIST_NODE], ['/ks/monitor/dynamic-table-list', CARD_NODE], ['/ks/monitor/export', CARD_NODE]]) {
        const res = await raw(url, u, `{"nodeId":"${node}","filters":${filters}}`);
        if (name === '__proto__') {
          expect([res.status, res.body.message]).toEqual([400, '请求格式不正确']);
          continue;
        }
        expect(res.status, `${url} ${node} ${name}`).toBe(200);
        if (url !== '/ks/monitor/export') expect((res.body.data as { total: number }).total).toBe(0);
      }
    }
  });

  it('a sortField named like an Object.prototype member sorts by that data key', async () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const [url, node] of [['/ks/monitor/table-list', LIST_NODE], ['/ks/monitor/dynamic-table-list', CARD_NODE], ['/ks/monitor/export', LIST_NODE]]) {
        const res = await raw(url, u, JSON.stringify({ nodeId: node, sortField: name, sortOrder: 'asc' }));
        expect(res.status, `${url} sortField ${name}: ${res.body.message}`).toBe(200);
      }
    }
  });

  it('an enterprise user without an enterprise gets an empty list, not a 500 (PostgreSQL refuses a NUL in a parameter)', async () => {
    await s.ctx.db.updateTable('users').set({ enterprise_id: null }).where('id', '=', 'u-enterprise2').execute();
    try {
      const token = await s.login('U2');
      for (const url of ['/ks/monitor/table-list', '/ks/monitor/dynamic-table-list']) {
        const res = await call<{ total: number }>(s.app, { method: 'POST', url, token, payload: { nodeId: LIST_NODE, filters: { qymc: '华' } } });
        expect([res.status, res.body.data?.total], url).toEqual([200, 0]);
      }
    } finally {
      await s.ctx.db.updateTable('users').set({ enterprise_id: 'ent-002' }).where('id', '=', 'u-enterprise2').execute();
    }
  });

  it('a date range or a multiple choice of only a comma is no filter (it was a 500)', async () => {
    const all = await call<{ total: number }>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token: m, payload: { nodeId: LIST_NODE, pageSize: 1 } });
    for (const filters of [{ pjrq: ',' }, { pjnf: ',' }, { pjnf: ' , ,' }, { status: ',' }]) {
      const res = await call<{ total: number }>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token: m, payload: { nodeId: LIST_NODE, pageSize: 1, filters } });
      expect([res.status, res.body.data?.total], JSON.stringify(filters)).toEqual([200, all.body.data.total]);
    }
  });

  it('page numbers and sizes are bounded with the usual message', async () => {
    const cases: Array<[object, string]> = [
      [{ curPage: 1e17 }, '字段 curPage 不能大于 100000'],
      [{ curPage: 100001 }, '字段 curPage 不能大于 100000'],
      [{ curPage: 0 }, '字段 curPage 不能小于 1'],
      [{ pageSize: 101 }, '字段 pageSize 不能大于 100'],
      [{ curPage: 1.5 }, '字段 curPage 类型错误，应为整数'],
    ];
    for (const url of ['/ks/monitor/table-list', '/ks/monitor/dynamic-table-list', '/ks/monitor/export']) {
      for (const [extra, message] of cases) {
        const res = await call(s.app, { method: 'POST', url, token: u, payload: { nodeId: LIST_NODE, ...extra } });
        expect([res.status, res.body.message], `${url} ${JSON.stringify(extra)}`).toEqual([400, message]);
      }
    }
    const last = await call<{ records: unknown[]; curPage: number }>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token: u, payload: { nodeId: LIST_NODE, curPage: 100000, pageSize: 100 } });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ records: [], curPage: 100000 });
  });

  it('record data nested beyond 32 levels is refused before anything walks it (1 001 and 10 000 levels)', async () => {
    for (const levels of [33, 1001, 10000]) {
      const res = await raw('/ks/monitor/record/save', u, `{"nodeId":"${LIST_NODE}","data":{"x":${nestedJson(levels - 2)}}}`);
      expect(res.status, res.body.message).toBe(400);
      expect(res.body.message).toMatch(/^字段 data\.x\.a.* 数据嵌套层级过深（最多 32 层）$/);
    }
    // 32 levels (the body counts as the first) are stored and read back as sent.
    const ok = await raw('/ks/monitor/record/save', u, `{"nodeId":"${LIST_NODE}","data":{"x":${nestedJson(30)}}}`);
    expect(ok.body.code, ok.body.message).toBe(200);
    const id = (ok.body.data as { id: string }).id;
    const got = await call<{ data: Record<string, unknown> }>(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: LIST_NODE, id } });
    expect(JSON.stringify(got.body.data.data)).toBe(`{"x":${nestedJson(30)}}`);
    // The same limit guards every call, e.g. a list's filters.
    const deepFilter = await raw('/ks/monitor/table-list', u, `{"nodeId":"${LIST_NODE}","filters":{"qymc":${nestedJson(40)}}}`);
    expect([deepFilter.status, deepFilter.body.message]).toEqual([400, expect.stringMatching(/^字段 filters\.qymc\.a.* 数据嵌套层级过深（最多 32 层）$/)]);
    // The server still answers.
    const after = await call(s.app, { method: 'POST', url: '/ks/monitor/table-list', token: u, payload: { nodeId: LIST_NODE, pageSize: 1 } });
    expect(after.status).toBe(200);
  });
});
