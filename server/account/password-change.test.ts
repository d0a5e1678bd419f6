import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { addAdmin } from '../routes/records/test-kit';

// 修改密码 (docs/accounts.md "Password"), on SQLite or, with DATABASE_URL, PostgreSQL.

describe('the user’s own password (/ks/individual/login/update-secret)', () => {
  let s: TestServer;
  let publicKey = '';
  beforeAll(async () => {
    s = await startTestServer();
    publicKey = ((await s.app.inject({ method: 'GET', url: '/ks/common/login/public-key' })).json() as { data: { publicKey: string } }).data.publicKey;
  });
  afterAll(async () => s.close());

  const enc = (text: string) => crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
  const change = (token: string, oldPassword: string, newPassword: string) =>
    call(s.app, { method: 'PUT', url: '/ks/individual/login/update-secret', token, payload: { oldSecret: enc(oldPassword), newSecret: enc(newPassword) } });
  const alive = async (token: string) => (await call(s.app, { method: 'GET', url: '/ks/individual/info', token })).status === 200;

  it('checks the current password and the rule, then ends every other session; the new password logs in', async () => {
    const who = await addAdmin(s.ctx.db, 'pw-owner', 'Owner@2026');
    const here = await s.login(who);
    const elsewhere = await s.login(who);
    expect((await change(here, 'Wrong@2026', 'Better#2027')).body.message).toBe('原密码不正确');
    for (const weak of ['short1A', 'alllowercase1', 'NoDigitsHere', '12345678901', `Aa1${'x'.repeat(18)}`, 'Has Space1A']) {
      const res = await change(here, 'Owner@2026', weak);
      expect([weak, res.status, res.body.message]).toEqual([weak, 400, '密码长度为8-20位，且须包含大写字母、小写字母、数字和特殊字符中的至少三种']);
    }
    expect((await change(here, 'Owner@2026', 'Owner@2026')).body.message).toBe('新密码不能与原密码相同');
    const done = await change(here, 'Owner@2026', 'Better#2027');
    expect([done.status, done.body.message]).toEqual([200, '密码修改成功，其他设备上的登录已退出']);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
    await expect(s.login(who)).rejects.toThrow();
    expect(await alive(await s.login({ username: who.username, password: 'Better#2027' }))).toBe(true);
    const log = await s.ctx.db.selectFrom('op_log').select(['ok']).where('action', '=', 'password.update').where('user_id', '=', who.id).execute();
    expect(log.map((l) => Number(l.ok)).sort()).toEqual([0, 1]);
  });

  it('refuses the change for a while after 5 wrong current passwords', async () => {
    const who = await addAdmin(s.ctx.db, 'pw-guess', 'Guess@2026');
    const token = await s.login(who);
    for (let i = 0; i < 5; i++) expect((await change(token, `Nope@${i}000`, 'Better#2027')).body.message).toBe('原密码不正确');
    const locked = await change(token, 'Guess@2026', 'Better#2027');
    expect([locked.status, locked.body.message]).toEqual([429, '原密码错误次数过多，请15分钟后再试']);
  });

  it('tells when the password was last set and asks for a new one after 90 days', async () => {
    const who = await addAdmin(s.ctx.db, 'pw-age', 'Aging@2026');
    const token = await s.login(who);
    const fresh = await call<{ days: number; due: boolean }>(s.app, { method: 'GET', url: '/ks/individual/login/update-secret-time', token });
    expect(fresh.body.data).toMatchObject({ days: 0, due: false });
    await s.ctx.db.updateTable('users').set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000).toISOString() }).where('id', '=', who.id).execute();
    const old = await call<{ days: number; due: boolean }>(s.app, { method: 'GET', url: '/ks/individual/login/update-secret-time', token });
    expect(old.body.data).toMatchObject({ days: 91, due: true });
  });

  it('refuses what it cannot decrypt', async () => {
    const token = await s.login('U');
    const res = await call(s.app, { method: 'PUT', url: '/ks/individual/login/update-secret', token, payload: { oldSecret: 'bm90IGVuY3J5cHRlZA==', newSecret: 'eA==' } });
    expect([res.status, res.body.message]).toEqual([400, '密码信息解密失败，请刷新页面后重试']);
  });
});
