import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, PENDING_SECONDS } from '../auth/rate-limit';
import { attemptLogin, encryptedLogin, startTestServer, type TestServer } from './harness';

const TOO_MANY = { code: 429, message: '登录失败次数过多，请15分钟后再试', data: null };

describe('login rate limiting', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('uses the documented limits', () => {
    expect(LOGIN_LIMITS).toEqual({ perAccount: 5, perAddress: 20, windowMinutes: 15 });
    expect(PENDING_SECONDS).toBe(30);
  });

  it('refuses an account after 5 failures, even with the right password and from another address', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attemptLogin(s.app, { username: 'developer', password: `guess-${i}` }, '10.1.0.1');
      expect(res.body.message).toBe('用户名或密码错误');
    }
    const right = await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, '10.1.0.1');
    expect(right.status).toBe(429);
    expect(right.body).toEqual(TOO_MANY);
    const elsewhere = await attemptLogin(s.app, { username: 'DEVELOPER', password: 'Dev@2026' }, '10.1.0.2');
    expect(elsewhere.body).toEqual(TOO_MANY);
    // Other accounts are not affected.
    const other = await attemptLogin(s.app, { username: 'admin', password: 'Admin@2026' }, '10.1.0.1');
    expect(other.body.code).toBe(200);
  });

  it('lets the account in again once the failures are older than the window', async () => {
    const old = new Date(Date.now() - (LOGIN_LIMITS.windowMinutes + 1) * 60_000).toISOString();
    await s.ctx.db.updateTable('login_attempts').set({ at: old }).where('attempt_key', '=', 'account:developer').execute();
    const res = await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, '10.1.0.1');
    expect(res.body.code).toBe(200);
  });

  it('refuses an address after 20 failures, whatever the account', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await attemptLogin(s.app, { username: `ghost-${i}`, password: 'x' }, '10.2.0.1');
      expect(res.body.message).toBe('用户名或密码错误');
    }
    const blocked = await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.2.0.1');
    expect(blocked.body).toEqual(TOO_MANY);
    const fromAnotherAddress = await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.2.0.2');
    expect(fromAnotherAddress.body.code).toBe(200);
  });

  it('allows no more than 5 password checks for an account even when the guesses arrive at once', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => attemptLogin(s.app, { username: 'admin', password: `burst-${i}` }, `10.4.0.${i + 1}`)),
    );
    const checked = guesses.filter((g) => g.body.message === '用户名或密码错误').length;
    const refused = guesses.filter((g) => g.status === 429).length;
    expect(checked + refused).toBe(15);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect((await attemptLogin(s.app, { username: 'admin', password: 'Admin@2026' }, '10.4.1.1')).body).toEqual(TOO_MANY);
  });

  it('lets simultaneous right logins of one account all in (no lock-up between them)', async () => {
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, `10.8.${round}.${i + 1}`)),
      );
      expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200]);
    }
  });

  it('does not count successful logins toward the address limit', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 2; i++) {
      expect((await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, '10.5.0.1')).body.code).toBe(200);
    }
  });

  it('answers a very long account name like any wrong one, and counts it', async () => {
    const long = 'x'.repeat(180);
    for (let i = 0; i < 5; i++) {
      expect((await attemptLogin(s.app, { username: long, password: 'x' }, '10.6.0.1')).body).toEqual({ code: 400, message: '用户名或密码错误', data: null });
    }
    expect((await attemptLogin(s.app, { username: long, password: 'x' }, '10.6.0.1')).body).toEqual(TOO_MANY);
  });

  it('counts attempts a crash left in progress for 30 seconds only, and a success clears them', async () => {
    const pending = (n: number, at: string) =>
      s.ctx.db.insertInto('login_attempts').values(Array.from({ length: n }, () => ({ attempt_key: 'pending:account:enterprise', at }))).execute();
    // Five attempts still "in progress" take the account's whole allowance.
    await pending(5, new Date().toISOString());
    expect((await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.7.0.1')).body).toEqual(TOO_MANY);
    // Once they are older than PENDING_SECONDS they were cut off, not guesses: the account is free.
    await s.ctx.db.updateTable('login_attempts').set({ at: new Date(Date.now() - (PENDING_SECONDS + 1) * 1000).toISOString() }).where('attempt_key', '=', 'pending:account:enterprise').execute();
    expect((await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.7.0.1')).body.code).toBe(200);
    // Fresh leftovers are cleared by a success: three of them plus four failures do not lock it.
    await pending(3, new Date().toISOString());
    expect((await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.7.0.1')).body.code).toBe(200);
    for (let i = 0; i < 4; i++) await attemptLogin(s.app, { username: 'enterprise', password: 'bad' }, '10.7.0.1');
    expect((await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.7.0.1')).body.code).toBe(200);
  });

  it('clears the account counter on success', async () => {
    for (let i = 0; i < 4; i++) await attemptLogin(s.app, { username: 'enterprise2', password: 'bad' }, '10.3.0.1');
    expect((await attemptLogin(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, '10.3.0.1')).body.code).toBe(200);
    // Without the reset these four would make nine failures and lock the account.
    for (let i = 0; i < 4; i++) await attemptLogin(s.app, { username: 'enterprise2', password: 'bad' }, '10.3.0.1');
    expect((await attemptLogin(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, '10.3.0.1')).body.code).toBe(200);
    // The counter starts again from zero: five fresh failures lock it.
    for (let i = 0; i < 5; i++) await attemptLogin(s.app, { username: 'enterprise2', password: 'bad' }, '10.3.0.1');
    expect((await attemptLogin(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, '10.3.0.1')).body).toEqual(TOO_MANY);
  });
});

describe('client address behind no proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per guess', async () => {
    const s = await startTestServer();
    try {
      const answers: number[] = [];
      for (let i = 0; i < 22; i++) {
        const payload = await encryptedLogin(s.app, { username: `nobody${i}`, password: 'wrong-password' });
        const res = await s.app.inject({
          method: 'POST',
          url: '/ks/common/login',
          payload,
          headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
          remoteAddress: '192.0.2.77',
        });
        answers.push((res.json() as { code: number }).code);
      }
      expect(answers.slice(0, 20).every((c) => c === 400)).toBe(true);
      expect(answers.slice(20)).toEqual([429, 429]);
    } finally {
      await s.close();
    }
  });
});
