import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

// Issue 44 §10 (docs/security.md "Numbers"), on SQLite or, with DATABASE_URL, PostgreSQL: a number
// the double it becomes cannot give back (1e-400 was stored as 0, a 30-digit integer as
// 1.2345678901234568e+29) is refused with the field named, and nothing is stored; every number a
// double does give back is stored and read back as sent.

const LIST_NODE = 'credit-record-list';

describe('numbers are stored exactly or refused with the field named', () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  const raw = async (url: string, body: string) => {
    const res = await s.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${u}`, 'content-type': 'application/json' }, payload: body });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: { id?: string; data?: Record<string, unknown> } } };
  };
  const count = async () => Number((await s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const save = (data: string) => raw('/ks/monitor/record/save', `{"nodeId":"${LIST_NODE}","data":${data}}`);

  it('refuses what a double cannot hold, naming the field, and stores nothing', async () => {
    const before = await count();
    const refused: Array<[string, string]> = [
      ['{"pf":1e-400}', 'pf'],
      ['{"pf":123456789012345678901234567890}', 'pf'],
      ['{"pf":-123456789012345678901234567890}', 'pf'],
      ['{"qymc":"x","pf":9007199254740993}', 'pf'],
      ['{"pf":1.0000000000000001}', 'pf'],
      ['{"pf":0.12345678901234567891}', 'pf'],
      ['{"pf":1.23456789e-320}', 'pf'],
      ['{"pf":1E-400}', 'pf'],
      ['{"list":[1,{"a":[0.5,2.5e-330]}]}', 'list.1.a.1'],
      ['{"say \\"hi\\", 1e-999":"1e-999","n":1e-999}', 'n'],
      ['{"q\\"u":[1e-999]}', 'q"u.0'],
    ];
    for (const [data, field] of refused) {
      const res = await save(data);
      expect([data, res.status, res.body.message]).toEqual([data, 400, `字段 data.${field} 的数值超出可精确保存的范围`]);
    }
    // Overflow keeps the input guard's words.
    expect((await save('{"pf":1e400}')).body.message).toBe('字段 data.pf 数值超出范围');
    // Outside record data too: a paging number and the body's top level.
    const page = await raw('/ks/monitor/table-list', `{"nodeId":"${LIST_NODE}","curPage":1.00000000000000001}`);
    expect([page.status, page.body.message]).toEqual([400, '字段 curPage 的数值超出可精确保存的范围']);
    expect((await raw('/ks/monitor/table-list', '1e-400')).body.message).toBe('字段 请求体 的数值超出可精确保存的范围');
    expect(await count()).toBe(before);
  });

  it('stores every number a double gives back, and strings that look like numbers, as sent', async () => {
    const sent = '{"a":0.1,"b":1e308,"c":1234567890123456,"d":0.30000000000000004,"e":1e21,"f":-0,"g":0e-999,"h":2.2250738585072014e-308,"i":9007199254740991,"j":1000.000,"k":"1e-400","l":"123456789012345678901234567890","m":[1.5E+3]}';
    const saved = await save(sent);
    expect([saved.status, saved.body.message]).toEqual([200, '保存成功']);
    const got = await raw('/ks/monitor/record/detail', `{"nodeId":"${LIST_NODE}","id":"${saved.body.data.id}"}`);
    expect(got.body.data.data).toMatchObject({
      a: 0.1,
      b: 1e308,
      c: 1234567890123456,
      d: 0.30000000000000004,
      e: 1e21,
      f: 0,
      g: 0,
      h: 2.2250738585072014e-308,
      i: 9007199254740991,
      j: 1000,
      k: '1e-400',
      l: '123456789012345678901234567890',
      m: [1500],
    });
  });
});
