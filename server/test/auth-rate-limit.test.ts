import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, PENDING_SECONDS } from '../auth/rate-limit';
import { attemptLogin, encryptedLogin, startTestServer, type TestServer } from './harness';
import { CAPTCHA_REQUIRED, loginWith, solvedCaptcha, TOO_MANY, WRONG } from './login-captcha';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('login rate limiting', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  /** A wrong (or right) password from an address, with a fresh captcha once the account needs one. */
  const guess = async (username: string, password: string, address: string, withCaptcha: boolean) =>
    loginWith(s.app, { username, password }, address, withCaptcha ? await solvedCaptcha(s, address) : {});

  it('uses the documented limits', () => {
    expect(LOGIN_LIMITS).toEqual({ perAccountAndAddress: 5, perAddress: 20, captchaAfter: 3, windowMinutes: 15 });
    expect(PENDING_SECONDS).toBe(30);
  });

  it('refuses an account only at the address that failed 5 times: the owner elsewhere still gets in', async () => {
    for (let i = 0; i < 5; i++) {
      // From the fourth attempt on the account needs a captcha; with one the password is checked.
      expect((await guess('admin', `guess-${i}`, '10.1.0.1', i >= 3)).body).toEqual(WRONG);
    }
    // The guesser's address is refused even with the right password and a valid captcha.
    expect((await guess('admin', 'Admin@2026', '10.1.0.1', true)).body).toEqual(TOO_MANY);
    expect((await guess('ADMIN', 'Admin@2026', '10.1.0.1', true)).status).toBe(429);
    // The owner at another address is asked for the captcha, then let in.
    const bare = await loginWith(s.app, { username: 'admin', password: 'Admin@2026' }, '10.1.0.2');
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual(CAPTCHA_REQUIRED);
    const owner = await guess('admin', 'Admin@2026', '10.1.0.2', true);
    expect(owner.body.code).toBe(200);
    expect(owner.body.data.token).toBeTruthy();
    // The owner's login cleared the account's count (no captcha now) but not the guesser's pair.
    expect((await attemptLogin(s.app, { username: 'admin', password: 'Admin@2026' }, '10.1.0.3')).body.code).toBe(200);
    expect((await guess('admin', 'Admin@2026', '10.1.0.1', true)).body).toEqual(TOO_MANY);
    // Other accounts from the guesser's address are not affected.
    expect((await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, '10.1.0.1')).body.code).toBe(200);
  });

  it('lets the pair in again once its failures are older than the window', async () => {
    const old = ago((LOGIN_LIMITS.windowMinutes + 1) * 60_000);
    await s.ctx.db.updateTable('login_attempts').set({ at: old }).where('attempt_key', '=', 'pair:10.1.0.1|admin').execute();
    expect((await attemptLogin(s.app, { username: 'admin', password: 'Admin@2026' }, '10.1.0.1')).body.code).toBe(200);
  });

  it('refuses an address after 20 failures, whatever the account', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await attemptLogin(s.app, { username: `ghost-${i}`, password: 'x' }, '10.2.0.1');
      expect(res.body).toEqual(WRONG);
    }
    const blocked = await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.2.0.1');
    expect(blocked.body).toEqual(TOO_MANY);
    // A captcha does not lift the address limit either.
    expect((await guess('enterprise', 'Ent@2026', '10.2.0.1', true)).body).toEqual(TOO_MANY);
    const fromAnotherAddress = await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.2.0.2');
    expect(fromAnotherAddress.body.code).toBe(200);
  });

  it('allows no more than 5 password checks for an account from one address, even at once and with captchas', async () => {
    const captchas = await Promise.all(Array.from({ length: 12 }, () => solvedCaptcha(s, '10.4.0.1')));
    const guesses = await Promise.all(
      captchas.map((c, i) => loginWith(s.app, { username: 'burst-target', password: `burst-${i}` }, '10.4.0.1', c)),
    );
    const checked = guesses.filter((g) => g.body.message === WRONG.message).length;
    const refused = guesses.filter((g) => g.status === 429).length;
    expect(checked + refused).toBe(12);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAndAddress);
    expect((await guess('burst-target', 'x', '10.4.0.1', true)).body).toEqual(TOO_MANY);
  });

  it('allows no more than 3 password checks without a captcha when guesses come from many addresses at once', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => attemptLogin(s.app, { username: 'enterprise2', password: `burst-${i}` }, `10.4.1.${i + 1}`)),
    );
    const checked = guesses.filter((g) => g.body.message === WRONG.message).length;
    const asked = guesses.filter((g) => g.body.code === CAPTCHA_REQUIRED.code).length;
    expect(checked + asked).toBe(15);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfter);
    // No address reached its limit: the owner gets in with a captcha.
    expect((await attemptLogin(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, '10.4.2.1')).body).toEqual(CAPTCHA_REQUIRED);
    expect((await guess('enterprise2', 'Ent2@2026', '10.4.1.1', true)).body.code).toBe(200);
  });

  it('lets simultaneous right logins of one account all in (no lock-up between them)', async () => {
    // Three at once: attempts in progress count toward the captcha like failures (see rate-limit.ts).
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: LOGIN_LIMITS.captchaAfter }, (_, i) =>
          attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, `10.8.${round}.${i + 1}`),
        ),
      );
      expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200]);
    }
  });

  it('does not count successful logins toward the address limit', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 2; i++) {
      expect((await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, '10.5.0.1')).body.code).toBe(200);
    }
  });

  it('answers a very long account name like any wrong one, and counts it', async () => {
    const long = 'x'.repeat(180);
    for (let i = 0; i < 5; i++) expect((await guess(long, 'x', '10.6.0.1', i >= 3)).body).toEqual(WRONG);
    expect((await guess(long, 'x', '10.6.0.1', true)).body).toEqual(TOO_MANY);
  });

  it('counts attempts a crash left in progress for 30 seconds only, and a success clears them', async () => {
    const pending = (key: string, n: number, at: string) =>
      s.ctx.db.insertInto('login_attempts').values(Array.from({ length: n }, () => ({ attempt_key: `pending:${key}`, at }))).execute();
    const age = (key: string) =>
      s.ctx.db.updateTable('login_attempts').set({ at: ago((PENDING_SECONDS + 1) * 1000) }).where('attempt_key', '=', `pending:${key}`).execute();
    const right = (withCaptcha = false) => guess('enterprise', 'Ent@2026', '10.7.0.1', withCaptcha);
    // Five attempts of this pair still "in progress" take its whole allowance; other addresses are free.
    await pending('pair:10.7.0.1|enterprise', 5, new Date().toISOString());
    expect((await right(true)).body).toEqual(TOO_MANY);
    expect((await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.7.0.2')).body.code).toBe(200);
    // Once they are older than PENDING_SECONDS they were cut off, not guesses: the pair is free.
    await age('pair:10.7.0.1|enterprise');
    expect((await right()).body.code).toBe(200);
    // Three of the account in progress ask for the captcha, but only while they are fresh.
    await pending('account:enterprise', 3, new Date().toISOString());
    expect((await right()).body).toEqual(CAPTCHA_REQUIRED);
    await age('account:enterprise');
    expect((await right()).body.code).toBe(200);
    // Fresh leftovers are cleared by a success: three of them plus four failures do not lock the pair.
    await pending('pair:10.7.0.1|enterprise', 3, new Date().toISOString());
    expect((await right()).body.code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await guess('enterprise', 'bad', '10.7.0.1', i >= 3)).body).toEqual(WRONG);
    expect((await right(true)).body.code).toBe(200);
  });

  it('clears the account counter and the pair on success', async () => {
    const fail = (i: number) => guess('enterprise2', 'bad', '10.3.0.1', i >= 3);
    for (let i = 0; i < 4; i++) expect((await fail(i)).body).toEqual(WRONG);
    expect((await guess('enterprise2', 'Ent2@2026', '10.3.0.1', true)).body.code).toBe(200);
    // Without the reset these four would make nine failures and lock the pair.
    for (let i = 0; i < 4; i++) expect((await fail(i)).body).toEqual(WRONG);
    expect((await guess('enterprise2', 'Ent2@2026', '10.3.0.1', true)).body.code).toBe(200);
    // The counter starts again from zero: the first login needs no captcha, five fresh failures lock.
    expect((await attemptLogin(s.app, { username: 'enterprise2', password: 'bad' }, '10.3.0.1')).body).toEqual(WRONG);
    for (let i = 1; i < 5; i++) expect((await fail(i)).body).toEqual(WRONG);
    expect((await guess('enterprise2', 'Ent2@2026', '10.3.0.1', true)).body).toEqual(TOO_MANY);
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
