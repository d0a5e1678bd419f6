import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './harness';
import { addAdmin } from '../routes/records/test-kit';

// The session after its login (docs/accounts.md "会话"): login modes, check-login, login, refresh.
// Both dialects. The server runs with a 60-minute TTL so the 7-day limit is far from it.

interface Check {
  loggedIn: boolean;
  expiresAt: string | null;
  refreshableUntil: string | null;
}
interface Login {
  userCode: string;
  userName: string;
  loginRoleType: string;
  loginAt: string;
  expiresAt: string;
  refreshableUntil: string;
}

const DAY = 24 * 60 * 60_000;

describe('sessions: check-login, login, refresh, login modes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ tokenTtlMinutes: 60 });
  });
  afterAll(async () => s.close());

  const check = (token?: string) => call<Check>(s.app, { method: 'GET', url: '/ks/auth/v1/authorization/check-login', token });
  const refresh = (token: string) => call<{ expiresAt: string; refreshableUntil: string }>(s.app, { method: 'POST', url: '/ks/auth/v1/authorization/refresh', token, payload: {} });
  const sessionOf = async (userId: string) => s.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirstOrThrow();
  const list = (token: string) => call(s.app, { method: 'POST', url: '/ks/monitor/table-list', token, payload: { nodeId: 'credit-record-list', pageSize: 1 } });

  it('offers 账号登录 and 短信登录; CA and WeChat are off with their 暂未开通 message', async () => {
    const res = await call<{ modes: Array<{ mode: string; enabled: boolean; message: string }>; defaultMode: string }>(s.app, { method: 'POST', url: '/ks/authentication/login/login-mode', payload: {} });
    expect(res.body.data.defaultMode).toBe('password');
    expect(res.body.data.modes.map((m) => [m.mode, m.enabled, m.message])).toEqual([
      ['password', true, ''],
      ['sms', true, ''],
      ['ca', false, 'CA 证书登录暂未开通，请使用账号密码登录'],
      ['wechat', false, '微信扫码登录暂未开通，请使用账号密码登录'],
    ]);
    // the body is an empty object: an unknown field is refused
    expect((await call(s.app, { method: 'POST', url: '/ks/authentication/login/login-mode', payload: { mode: 'ca' } })).status).toBe(400);
  });

  it('check-login says whether a token is alive and why not, always with HTTP 200', async () => {
    const none = await check();
    expect([none.status, none.body.message, none.body.data]).toEqual([200, '未登录', { loggedIn: false, expiresAt: null, refreshableUntil: null }]);
    expect((await check('not-a-token')).body.message).toBe('登录状态已失效，请重新登录');

    const who = await addAdmin(s.ctx.db, 'check-owner', 'Check@2026');
    const token = await s.login(who);
    const alive = await check(token);
    const row = await sessionOf(who.id);
    expect([alive.status, alive.body.message, alive.body.data]).toEqual([200, '登录有效', { loggedIn: true, expiresAt: row.expires_at, refreshableUntil: new Date(Date.parse(row.created_at) + 7 * DAY).toISOString() }]);

    await s.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', row.id).execute();
    const expired = await check(token);
    expect([expired.status, expired.body.message, expired.body.data.loggedIn]).toEqual([200, '登录已过期，请重新登录', false]);

    const other = await s.login(who);
    await s.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', who.id).execute();
    expect((await check(other)).body.message).toBe('账号已被停用，请联系管理员');
    await s.ctx.db.updateTable('users').set({ disabled: 0 }).where('id', '=', who.id).execute();
    await call(s.app, { method: 'GET', url: '/ks/common/logout', token: other });
    const out = await check(other);
    expect([out.status, out.body.message, out.body.data.loggedIn]).toEqual([200, '登录状态已失效，请重新登录', false]);
  });

  it('login reads the session of the token; without one it is 401', async () => {
    expect((await call(s.app, { method: 'GET', url: '/ks/auth/v1/authorization/login' })).status).toBe(401);
    const token = await s.login('U');
    const res = await call<Login>(s.app, { method: 'GET', url: '/ks/auth/v1/authorization/login', token });
    expect(res.body.data).toMatchObject({ userCode: 'u-enterprise', userName: '华建工程有限公司', loginRoleType: 'U' });
    const expiresIn = Date.parse(res.body.data.expiresAt) - Date.parse(res.body.data.loginAt);
    expect(expiresIn).toBe(60 * 60_000);
    expect(Date.parse(res.body.data.refreshableUntil) - Date.parse(res.body.data.loginAt)).toBe(7 * DAY);
  });

  it('refresh moves the expiry to a full TTL from now, keeps the token, and writes the op log', async () => {
    const who = await addAdmin(s.ctx.db, 'refresh-owner', 'Refresh@2026');
    const token = await s.login(who);
    expect((await list(token)).status).toBe(200);
    const row = await sessionOf(who.id);
    await s.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 2 * 60_000).toISOString() }).where('id', '=', row.id).execute();
    const before = Date.now();
    const res = await refresh(token);
    expect([res.status, res.body.message]).toEqual([200, '登录有效期已延长']);
    const stored = await sessionOf(who.id);
    expect(stored.expires_at).toBe(res.body.data.expiresAt);
    expect(Date.parse(stored.expires_at) - before).toBeGreaterThanOrEqual(59 * 60_000);
    // the same token goes on, on list calls too (they start from a remembered session)
    expect((await list(token)).status).toBe(200);
    expect((await check(token)).body.data.expiresAt).toBe(stored.expires_at);
    const line = await s.ctx.db.selectFrom('op_log').select(['target_id', 'detail']).where('action', '=', 'session.refresh').where('user_id', '=', who.id).executeTakeFirstOrThrow();
    expect(line.target_id).toBe(row.id);
    expect(JSON.parse(line.detail)).toMatchObject({ to: stored.expires_at });
  });

  it('never extends a session past 7 days after its login, nor one that ended', async () => {
    const who = await addAdmin(s.ctx.db, 'refresh-limit', 'Refresh@2026');
    const token = await s.login(who);
    const row = await sessionOf(who.id);
    const loginAt = Date.now() - 7 * DAY + 30 * 60_000;
    await s.ctx.db.updateTable('sessions').set({ created_at: new Date(loginAt).toISOString(), expires_at: new Date(Date.now() + 60_000).toISOString() }).where('id', '=', row.id).execute();
    // 30 minutes are left of the 7 days: the expiry goes there and no further
    const last = await refresh(token);
    expect(last.body.data.expiresAt).toBe(new Date(loginAt + 7 * DAY).toISOString());
    const refused = await refresh(token);
    expect([refused.status, refused.body.message]).toEqual([400, '登录已达最长有效期（7天），请保存工作后重新登录']);
    await call(s.app, { method: 'GET', url: '/ks/common/logout', token });
    const ended = await refresh(token);
    expect([ended.status, ended.body.code]).toEqual([401, 10001]);
    expect((await s.ctx.db.selectFrom('sessions').select('revoked_at').where('id', '=', row.id).executeTakeFirstOrThrow()).revoked_at).not.toBeNull();
  });
});
