import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';

// Issue 10, row 7: values a database cannot keep as sent. A lone UTF-16 surrogate has no UTF-8
// form (both databases stored U+FFFD and answered 200), JSON's 1e309 parses to Infinity (stored as
// null), and record data keys outside 1–128 characters were stored although the schema forbids them.

const LIST_NODE = 'credit-record-list';

describe('values that cannot be stored as sent are refused with a message naming the field', () => {
  let s: TestServer;
  let d = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [d, u] = await Promise.all([s.login('D'), s.login('U')]);
  });
  afterAll(async () => s.close());

  const raw = async (method: 'POST' | 'PUT', url: string, token: string, body: string) => {
    const res = await s.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: body });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: unknown } };
  };

  it('a lone surrogate in a menu or system name is refused, and nothing is stored', async () => {
    const add = await raw('POST', '/ks/config/structure/add', d, '{"systemCoding":"credit_eval","title":"坏\\ud800名称"}');
    expect([add.status, add.body.message]).toEqual([400, '字段 title 含有无效的字符（孤立代理项）']);
    const menus = await s.ctx.db.selectFrom('menus').select('title').where('title', 'like', '坏%').execute();
    expect(menus).toEqual([]);

    const low = await raw('PUT', '/ks/config/structure/edit', d, '{"id":"credit-record-list","title":"名\\udc00称"}');
    expect([low.status, low.body.message]).toEqual([400, '字段 title 含有无效的字符（孤立代理项）']);

    const rename = await raw('PUT', '/ks/config/structure/system-name', d, '{"systemCoding":"credit_eval","systemName":"信用\\udbff","title":"信用"}');
    expect([rename.status, rename.body.message]).toEqual([400, '字段 systemName 含有无效的字符（孤立代理项）']);
    const created = await raw('POST', '/ks/config/new/node/system', d, '{"systemName":"新系统","title":"\\ud83d","gnCoding":"sys_x"}');
    expect([created.status, created.body.message]).toEqual([400, '字段 title 含有无效的字符（孤立代理项）']);

    // A surrogate pair (an emoji, a CJK extension B character) is a character like any other.
    const pair = await call<{ id: string; title: string }>(s.app, { method: 'POST', url: '/ks/config/structure/add', token: d, payload: { systemCoding: 'credit_eval', title: '表情😀𠀀' } });
    expect(pair.status).toBe(200);
    expect(pair.body.data.title).toBe('表情😀𠀀');
  });

  it('a lone surrogate anywhere in record data, value or key, is refused with the path', async () => {
    const inValue = await raw('POST', '/ks/monitor/record/save', u, `{"nodeId":"${LIST_NODE}","data":{"list":[{"name":"ok"},{"name":"a\\udc01"}]}}`);
    expect([inValue.status, inValue.body.message]).toEqual([400, '字段 data.list.1.name 含有无效的字符（孤立代理项）']);
    const inKey = await raw('POST', '/ks/monitor/record/save', u, `{"nodeId":"${LIST_NODE}","data":{"k\\ud800":"v"}}`);
    expect([inKey.status, inKey.body.message]).toEqual([400, '字段 data.k\\uD800 含有无效的字符（孤立代理项）']);
    // In a list filter too (the search bar sends whatever the field holds).
    const list = await raw('POST', '/ks/monitor/table-list', u, `{"nodeId":"${LIST_NODE}","filters":{"qymc":"\\ud800"}}`);
    expect([list.status, list.body.message]).toEqual([400, '字段 filters.qymc 含有无效的字符（孤立代理项）']);
  });

  it('a NUL character, which PostgreSQL cannot store (it answered 500 there), is refused everywhere', async () => {
    const title = await raw('POST', '/ks/config/structure/add', d, '{"systemCoding":"credit_eval","title":"a\\u0000b"}');
    expect([title.status, title.body.message]).toEqual([400, '字段 title 含有无效的字符（空字符 U+0000）']);
    const read = await raw('POST', '/ks/menu/v1/menus/main-menus', u, '{"systemCoding":"\\u0000"}');
    expect([read.status, read.body.message]).toEqual([400, '字段 systemCoding 含有无效的字符（空字符 U+0000）']);
    const key = await raw('POST', '/ks/monitor/record/save', u, `{"nodeId":"${LIST_NODE}","data":{"a\\u0000":"v"}}`);
    expect([key.status, key.body.message]).toEqual([400, '字段 data.a\\u0000 含有无效的字符（空字符 U+0000）']);
    // In a query string too (DELETE calls take theirs there).
    const del = await s.app.inject({ method: 'DELETE', url: '/ks/config/structure/del?id=%00', headers: { authorization: `Bearer ${d}` } });
    expect([del.statusCode, (del.json() as { message: string }).message]).toEqual([400, '字段 id 含有无效的字符（空字符 U+0000）（查询参数）']);
    // Other control characters are text like any other, stored and read back as sent.
    const ok = await call<{ id: string }>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: LIST_NODE, data: { mc: '\u0001\u001f\u007f' } } });
    expect(ok.status).toBe(200);
    const got = await call<{ data: Record<string, unknown> }>(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: LIST_NODE, id: ok.body.data.id } });
    expect(got.body.data.data.mc).toBe('\u0001\u001f\u007f');
  });

  it('a number JSON cannot hold (1e309 is Infinity) is refused instead of being stored as null', async () => {
    for (const n of ['1e309', '-1e309']) {
      const res = await raw('POST', '/ks/monitor/record/save', u, `{"nodeId":"${LIST_NODE}","data":{"pf":${n}}}`);
      expect([res.status, res.body.message]).toEqual([400, '字段 data.pf 数值超出范围']);
    }
    const big = await raw('POST', '/ks/monitor/record/save', u, `{"nodeId":"${LIST_NODE}","data":{"pf":1e308}}`);
    expect(big.status).toBe(200);
    const page = await raw('POST', '/ks/monitor/table-list', u, `{"nodeId":"${LIST_NODE}","curPage":1e309}`);
    expect([page.status, page.body.message]).toEqual([400, '字段 curPage 数值超出范围']);
  });

  it('record data keys must be 1–128 characters, and the message names the key', async () => {
    const count = async () => Number((await s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const empty = await call(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: LIST_NODE, data: { '': 'x' } } });
    expect([empty.status, empty.body.message]).toEqual([400, '字段 data 中的字段名不能为空']);
    const long = 'k'.repeat(5000);
    const tooLong = await call(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: LIST_NODE, data: { [long]: 'x' } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(`字段 data 中的字段名 ${'k'.repeat(32)}… 长度不能超过 128 个字符`);
    expect(await count()).toBe(before);
    const limit = 'k'.repeat(128);
    const ok = await call<{ id: string }>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: LIST_NODE, data: { [limit]: 'x', 字: 'y' } } });
    expect(ok.status).toBe(200);
    const got = await call<{ data: Record<string, unknown> }>(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: LIST_NODE, id: ok.body.data.id } });
    expect(got.body.data.data).toEqual({ [limit]: 'x', 字: 'y' });
  });
});
