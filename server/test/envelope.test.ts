import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { call, startTestServer, type TestServer } from './harness';

/** Things that must never reach a client: stack frames, file paths, SQL and driver text. */
const LEAKS = [/\bat .+\(.+:\d+:\d+\)/, /\.ts:\d+/, /node_modules/, /\bselect\b/i, /\bfrom\b.*"?settings"?/i, /no such table/i, /does not exist/i, /SqliteError|error:/i, /stack/i];

const expectNoLeak = (text: string) => {
  for (const pattern of LEAKS) expect(text).not.toMatch(pattern);
};

describe('the response envelope', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('wraps a success as { code: 200, message, data }', async () => {
    const res = await call<{ platformName: string }>(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'message']);
    expect(res.body.code).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.data.platformName).toBe('公共资源交易与信用评价平台');
  });

  it('answers an unknown /ks path with a 404 envelope in Chinese', async () => {
    const res = await call(s.app, { method: 'GET', url: '/ks/no/such/call?x=1' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: '接口不存在: GET /ks/no/such/call', data: null });
  });

  it('answers a known path called with the wrong method with 404 too', async () => {
    const res = await call(s.app, { method: 'DELETE', url: '/ks/common/login' });
    expect(res.body.code).toBe(404);
    expect(res.body.message).toBe('接口不存在: DELETE /ks/common/login');
  });

  it('answers malformed JSON with 400 请求格式不正确 and no parser text', async () => {
    const res = await call(s.app, {
      method: 'POST',
      url: '/ks/common/login',
      payload: '{"logValue": "a", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: '请求格式不正确', data: null });
    expect(res.text).not.toMatch(/JSON|Unexpected|position/);
  });

  it('answers a body of the wrong content type with 400 请求格式不正确', async () => {
    const res = await call(s.app, {
      method: 'POST',
      url: '/ks/common/login',
      payload: 'logValue=a&passWord=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body).toEqual({ code: 400, message: '请求格式不正确', data: null });
  });

  describe('schema rejection names the field in Chinese', () => {
    const login = (payload: unknown) => call(s.app, { method: 'POST', url: '/ks/common/login', payload });

    it('a missing field', async () => {
      const res = await login({ passWord: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: '缺少必填字段 logValue', data: null });
    });

    it('a field of the wrong type', async () => {
      const res = await login({ logValue: 12345, passWord: 'x' });
      expect(res.body).toEqual({ code: 400, message: '字段 logValue 类型错误，应为字符串', data: null });
    });

    it('an extra field', async () => {
      const res = await login({ logValue: 'a', passWord: 'b', isAdmin: true });
      expect(res.body).toEqual({ code: 400, message: '不支持的字段 isAdmin', data: null });
    });

    it('an empty required value', async () => {
      const token = await s.login('U');
      const res = await call(s.app, { method: 'POST', url: '/ks/menu/v1/menus/main-menus', token, payload: { systemCoding: '' } });
      expect(res.body).toEqual({ code: 400, message: '字段 systemCoding 不能为空', data: null });
    });
  });
});

describe('a database failure', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('answers 500 服务器内部错误 without stack trace or SQL text', async () => {
    // The platform call reads the settings table; without it the driver throws an SQL error.
    await sql`DROP TABLE settings`.execute(s.ctx.db);
    const res = await call(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, message: '服务器内部错误，请稍后重试', data: null });
    expectNoLeak(res.text);
  });

  it('keeps the envelope for an error raised during the session check', async () => {
    await sql`DROP TABLE sessions`.execute(s.ctx.db);
    const res = await call(s.app, { method: 'GET', url: '/ks/individual/info', token: 'anything' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, message: '服务器内部错误，请稍后重试', data: null });
    expectNoLeak(res.text);
  });
});
