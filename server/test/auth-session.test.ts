import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';

const info = (s: TestServer, token?: string) => call(s.app, { method: 'GET', url: '/ks/individual/info', token });

describe('sessions and tokens', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('never stores the raw token', async () => {
    const token = await s.login('D');
    const rows = await s.ctx.db.selectFrom('sessions').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The token still opens the session: the server finds it by its hash.
    expect((await info(s, token)).body.code).toBe(200);
  });

  it('gives each login its own token', async () => {
    const [a, b] = [await s.login('M'), await s.login('M')];
    expect(a).not.toBe(b);
    expect((await info(s, a)).body.code).toBe(200);
    expect((await info(s, b)).body.code).toBe(200);
  });

  it('answers a call without a token with HTTP 401 未登录', async () => {
    const res = await info(s);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: '未登录', data: null });
  });

  it('answers a garbage token with 10001', async () => {
    const res = await info(s, 'not-a-real-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 10001, message: '登录状态已失效，请重新登录', data: null });
  });

  it('ignores an Authorization header that is not a Bearer token', async () => {
    const res = await call(s.app, { method: 'GET', url: '/ks/individual/info', headers: { authorization: 'Basic YWRtaW46eA==' } });
    expect(res.body).toEqual({ code: 401, message: '未登录', data: null });
  });

  it('answers an expired token with 10000', async () => {
    const token = await s.login('U');
    await s.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', 'u-enterprise').execute();
    const res = await info(s, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 10000, message: '登录已过期，请重新登录', data: null });
  });

  it('revokes the token on logout: the next call gets 10001', async () => {
    const token = await s.login('U2');
    const out = await call(s.app, { method: 'GET', url: '/ks/common/logout', token });
    expect(out.body).toEqual({ code: 200, message: '已退出登录', data: null });
    const after = await info(s, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 10001, message: '登录状态已失效，请重新登录', data: null });
    // Logging out twice is refused the same way.
    expect((await call(s.app, { method: 'GET', url: '/ks/common/logout', token })).body.code).toBe(10001);
  });

  it('logout ends only that session', async () => {
    const [kept, ended] = [await s.login('D'), await s.login('D')];
    await call(s.app, { method: 'GET', url: '/ks/common/logout', token: ended });
    expect((await info(s, kept)).body.code).toBe(200);
  });

  it('answers 10017 once the account is disabled, and serves public calls as anonymous', async () => {
    const token = await s.login('M');
    await s.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', 'u-admin').execute();
    const res = await info(s, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 10017, message: '账号已被停用，请联系管理员', data: null });
    const platform = await call(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform', token });
    expect(platform.body.code).toBe(200);
    await s.ctx.db.updateTable('users').set({ disabled: 0 }).where('id', '=', 'u-admin').execute();
    expect((await info(s, token)).body.code).toBe(200);
  });
});

describe('token lifetime', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ tokenTtlMinutes: 0 });
  });
  afterAll(async () => s.close());

  it('follows tokenTtlMinutes: a zero-minute token is expired at once', async () => {
    const token = await s.login('U');
    expect((await info(s, token)).body.code).toBe(10000);
  });
});

describe('user info', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('returns the caller: id, userName, photo, loginRoleType, roles, practicingStatus, phone (masked; none here)', async () => {
    const res = await info(s, await s.login('U'));
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      id: 'u-enterprise',
      userName: '华建工程有限公司',
      photo: '',
      loginRoleType: 'U',
      roles: ['U'],
      enterpriseId: 'ent-001',
      // 用户中心 shows the company by name (issue 45 point 13b)
      enterpriseName: '华建工程有限公司',
      codeStatus: 1,
      practicingStatus: { abnormal: false, practiceDetails: [{ region: '西安市', status: '2', reason: '' }] },
      phone: '',
    });
  });

  it('gives each role its own type', async () => {
    for (const [who, role] of [['M', 'M'], ['D', 'D'], ['U2', 'U']] as const) {
      const res = await info(s, await s.login(who));
      expect(res.body.data).toMatchObject({ loginRoleType: role, roles: [role] });
      if (role !== 'U') expect(res.body.data).not.toHaveProperty('enterpriseName');
    }
  });
});
