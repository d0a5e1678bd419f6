import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLogin, call, encryptedLogin, startTestServer, type TestServer } from './harness';

describe('login', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('hands out an RSA-2048 public key in PEM (SPKI) form', async () => {
    const res = await call<{ publicKey: string }>(s.app, { method: 'GET', url: '/ks/common/login/public-key' });
    expect(res.body.code).toBe(200);
    const pem = res.body.data.publicKey;
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
    const { createPublicKey } = await import('node:crypto');
    const key = createPublicKey(pem);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('returns token, userCode, codeStatus and practicingStatus for the right credentials', async () => {
    const res = await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.0.1.1');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe('登录成功');
    expect(res.body.data).toMatchObject({
      userCode: 'u-enterprise',
      userName: '华建工程有限公司',
      loginRoleType: 'U',
      codeStatus: 1,
      practicingStatus: { abnormal: false, practiceDetails: [{ region: '西安市', status: '2', reason: '' }] },
    });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('accepts the account name in any letter case and with surrounding spaces', async () => {
    const res = await attemptLogin(s.app, { username: '  Admin ', password: 'Admin@2026' }, '10.0.1.2');
    expect(res.body.code).toBe(200);
  });

  it('gives the same answer for an unknown account and for a wrong password', async () => {
    const unknownUser = await attemptLogin(s.app, { username: 'nobody', password: 'Ent@2026' }, '10.0.1.3');
    const wrongPassword = await attemptLogin(s.app, { username: 'developer', password: 'wrong' }, '10.0.1.3');
    expect(unknownUser.body).toEqual({ code: 400, message: '用户名或密码错误', data: null });
    expect(wrongPassword.status).toBe(unknownUser.status);
    expect(wrongPassword.text).toBe(unknownUser.text);
  });

  it('tells the user to refresh when the values cannot be decrypted', async () => {
    const good = await encryptedLogin(s.app, { username: 'admin', password: 'Admin@2026' });
    const plain = await call(s.app, { method: 'POST', url: '/ks/common/login', payload: { logValue: 'admin', passWord: 'Admin@2026' } });
    expect(plain.body).toEqual({ code: 400, message: '登录信息解密失败，请刷新页面后重试', data: null });
    // One good value is not enough: both must be encrypted with the server's key.
    const half = await call(s.app, { method: 'POST', url: '/ks/common/login', payload: { ...good, passWord: 'QUJD' } });
    expect(half.body.message).toBe('登录信息解密失败，请刷新页面后重试');
  });

  it('refuses an account name holding a control character, on either database, and counts no attempt', async () => {
    for (const username of ['\u0000', 'a\u0000b', 'admin\u001b']) {
      const res = await attemptLogin(s.app, { username, password: 'x' }, '10.0.1.9');
      expect([res.status, res.body.message]).toEqual([400, '账号含有无效的字符，请检查后重新输入']);
    }
    expect((await attemptLogin(s.app, { username: 'admin', password: 'Admin@2026' }, '10.0.1.9')).body.code).toBe(200);
  });

  it('refuses a disabled account even with the right password', async () => {
    await s.ctx.db.updateTable('users').set({ disabled: 1 }).where('username', '=', 'enterprise2').execute();
    const res = await attemptLogin(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, '10.0.1.4');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 10017, message: '账号已被停用，请联系管理员', data: null });
    expect(await s.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', 'u-enterprise2').execute()).toEqual([]);
  });
});
