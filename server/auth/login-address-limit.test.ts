import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from './rate-limit';
import { attemptLogin, startTestServer, type TestServer } from '../test/harness';
import { TOO_MANY, WRONG } from '../test/login-captcha';

// Issue 44 point 12 "the login limit per address": what limits logins per remote address is
// LOGIN_LIMITS.perAddress (server/auth/rate-limit.ts): 20 failed logins in a sliding 15-minute
// window, whatever the accounts. Both dialects.

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('the login limit per address', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  const wrong = (account: string, address: string) => attemptLogin(s.app, { username: account, password: 'not-the-password' }, address);
  const failures = (address: string) => s.ctx.db.selectFrom('login_attempts').select('id').where('attempt_key', '=', `address:${address}`).orderBy('id').execute();
  const age = async (ids: number[], minutes: number) => {
    if (ids.length) await s.ctx.db.updateTable('login_attempts').set({ at: minutesAgo(minutes) }).where('id', 'in', ids).execute();
  };

  it('a parallel burst of wrong passwords from one address over 40 accounts gets 20 password checks, the rest 429', async () => {
    const address = '10.12.0.1';
    // Real accounts among made-up ones: an unknown name costs the address like a wrong password.
    const accounts = Array.from({ length: 40 }, (_, i) => (i % 10 === 0 ? ['admin', 'developer', 'enterprise', 'enterprise2'][i / 10] : `spray-${i}`));
    const answers = await Promise.all(accounts.map((a) => wrong(a, address)));
    const checked = answers.filter((a) => a.body.message === WRONG.message).length;
    expect({ checked, refused: answers.filter((a) => a.status === 429 && a.body.message === TOO_MANY.message).length }).toEqual({ checked: LOGIN_LIMITS.perAddress, refused: 20 });
    // The right password of an account the burst never named is refused too, from that address only.
    expect((await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, address)).body).toEqual(TOO_MANY);
    expect((await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, '10.12.0.2')).body.code).toBe(200);
    expect(await failures(address)).toHaveLength(LOGIN_LIMITS.perAddress);
  });

  it('holds across the window: refused until the failures are 15 minutes old, then freed one by one, and refusals do not count', async () => {
    const address = '10.12.1.1';
    // The address's 20 failures, as the burst above leaves them (written directly: a login costs a scrypt check).
    await s.ctx.db.insertInto('login_attempts').values(Array.from({ length: LOGIN_LIMITS.perAddress }, () => ({ attempt_key: `address:${address}`, at: minutesAgo(0) }))).execute();
    const ids = (await failures(address)).map((r) => Number(r.id));
    // Refused while blocked; the refusals themselves add nothing to the count.
    for (let i = 0; i < 3; i++) expect((await wrong(`slide-more-${i}`, address)).body).toEqual(TOO_MANY);
    expect(await failures(address)).toHaveLength(LOGIN_LIMITS.perAddress);
    // All 20 are 14 minutes old: still inside the window, still refused.
    await age(ids, LOGIN_LIMITS.windowMinutes - 1);
    expect((await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, address)).body).toEqual(TOO_MANY);
    // A sliding window, not a bucket that empties at once: when 3 of them leave it, 3 new guesses
    // are checked and the fourth is refused.
    await age(ids.slice(0, 3), LOGIN_LIMITS.windowMinutes + 1);
    for (let i = 0; i < 3; i++) expect((await wrong(`slide-next-${i}`, address)).body).toEqual(WRONG);
    expect((await wrong('slide-last', address)).body).toEqual(TOO_MANY);
    // A successful login from the address (the guesser's own account) gives it no fresh allowance.
    await age(ids.slice(3, 4), LOGIN_LIMITS.windowMinutes + 1);
    expect((await attemptLogin(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, address)).body.code).toBe(200);
    expect((await wrong('slide-after-success-1', address)).body).toEqual(WRONG);
    expect((await wrong('slide-after-success-2', address)).body).toEqual(TOO_MANY);
    // Once every failure is older than the window the address is free again.
    await age((await failures(address)).map((r) => Number(r.id)), LOGIN_LIMITS.windowMinutes + 1);
    expect((await attemptLogin(s.app, { username: 'enterprise', password: 'Ent@2026' }, address)).body.code).toBe(200);
  });
});
