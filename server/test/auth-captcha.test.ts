import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA, CAPTCHA_ALPHABET, randomCaptchaText } from '../auth/captcha';
import { verifyPassword } from '../auth/password';
import { LOGIN_LIMITS } from '../auth/rate-limit';
import { call, startTestServer, type TestServer } from './harness';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, loginWith, solvedCaptcha, WRONG } from './login-captcha';

// The real password check, counted: a captcha refusal must not reach it.
vi.mock('../auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../auth/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

describe('login captcha', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());
  beforeEach(() => {
    checks.mockClear();
  });

  const failures = async (key: string) =>
    Number(
      (
        await s.ctx.db
          .selectFrom('login_attempts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('attempt_key', '=', key)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const opLog = (action: string) =>
    s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', action).orderBy('id').execute();
  /** Three wrong passwords from `address`: the account then needs a captcha. */
  const threeFailures = async (username: string, address: string) => {
    for (let i = 0; i < LOGIN_LIMITS.captchaAfter; i++) {
      expect((await loginWith(s.app, { username, password: `wrong-${i}` }, address)).body).toEqual(WRONG);
    }
  };

  it('GET /ks/common/captcha answers an id and an SVG, stores only a hash and logs the issue', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/ks/common/captcha', remoteAddress: '10.20.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { code: number; message: string; data: { captchaId: string; svg: string } };
    expect(body.code).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['captchaId', 'svg']);
    expect(body.data.captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.data.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    // Text is drawn as paths: the answer is nowhere in the image as text, and no script either.
    expect(body.data.svg).not.toMatch(/<text|<script|on\w+=/i);
    const row = await s.ctx.db.selectFrom('login_captchas').selectAll().where('id', '=', body.data.captchaId).executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.address).toBe('10.20.0.1');
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(CAPTCHA.ttlMinutes * 60_000);
    const logged = (await opLog('captcha')).find((r) => r.target_id === body.data.captchaId);
    expect(logged).toMatchObject({ user_id: null, target_type: 'captcha', ok: 1 });
    expect(JSON.parse(logged!.detail)).toEqual({ address: '10.20.0.1' });
  });

  it('draws 4 characters none of which look alike', () => {
    expect(CAPTCHA.length).toBe(4);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8BDQ]/);
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });

  it('asks for no captcha before the third failure, then refuses without checking the password', async () => {
    await threeFailures('enterprise', '10.21.0.1');
    expect(checks).toHaveBeenCalledTimes(3);
    checks.mockClear();
    const loggedBefore = (await opLog('login')).length;
    // Even the right password, from another address, gets no further without the captcha.
    for (const address of ['10.21.0.1', '10.21.0.2']) {
      const res = await loginWith(s.app, { username: 'enterprise', password: 'Ent@2026' }, address);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(CAPTCHA_REQUIRED);
    }
    // An id without an answer, or a blank answer, is no captcha either (and uses nothing up).
    const unused = await solvedCaptcha(s, '10.21.0.1');
    expect((await loginWith(s.app, { username: 'enterprise', password: 'x' }, '10.21.0.1', { captchaId: unused.captchaId })).body).toEqual(CAPTCHA_REQUIRED);
    expect((await loginWith(s.app, { username: 'enterprise', password: 'x' }, '10.21.0.1', { ...unused, captcha: '  ' })).body).toEqual(CAPTCHA_REQUIRED);
    expect(checks).not.toHaveBeenCalled();
    // No failure counted, nothing left pending, no session, nothing logged.
    expect(await failures('account:enterprise')).toBe(3);
    expect(await failures('pair:10.21.0.1|enterprise')).toBe(3);
    expect(await failures('pending:account:enterprise')).toBe(0);
    expect((await opLog('login')).length).toBe(loggedBefore);
    // The unused captcha still works.
    expect((await loginWith(s.app, { username: 'enterprise', password: 'Ent@2026' }, '10.21.0.2', unused)).body.code).toBe(200);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong captcha without checking the password, uses it up and logs the attempt', async () => {
    await threeFailures('developer', '10.22.0.1');
    checks.mockClear();
    const c = await solvedCaptcha(s, '10.22.0.1', 'HJKM');
    const res = await loginWith(s.app, { username: 'developer', password: 'Dev@2026' }, '10.22.0.1', { ...c, captcha: 'HJKN' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(CAPTCHA_INVALID);
    expect(checks).not.toHaveBeenCalled();
    expect(await failures('account:developer')).toBe(3);
    // One guess per image: the right answer is refused afterwards.
    expect((await loginWith(s.app, { username: 'developer', password: 'Dev@2026' }, '10.22.0.1', c)).body).toEqual(CAPTCHA_INVALID);
    expect(await s.ctx.db.selectFrom('login_captchas').select('id').where('id', '=', c.captchaId).executeTakeFirst()).toBeUndefined();
    const last = (await opLog('login')).at(-1)!;
    expect(last).toMatchObject({ user_name: 'developer', target_id: 'developer', ok: 0 });
    expect(JSON.parse(last.detail)).toEqual({ address: '10.22.0.1', captcha: 'invalid' });
    // An unknown id is refused the same way.
    expect((await loginWith(s.app, { username: 'developer', password: 'Dev@2026' }, '10.22.0.1', { captchaId: 'no-such-id', captcha: 'ACEF' })).body).toEqual(CAPTCHA_INVALID);
    expect(checks).not.toHaveBeenCalled();
  });

  it('accepts the right captcha in any case once, and never again', async () => {
    // developer still needs a captcha (previous test).
    const c = await solvedCaptcha(s, '10.22.0.1', 'WXY7');
    expect(c.captcha).toBe('wxy7');
    // With the captcha the password is checked: a wrong one is a failure like any other.
    expect((await loginWith(s.app, { username: 'developer', password: 'nope' }, '10.22.0.1', c)).body).toEqual(WRONG);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(await failures('account:developer')).toBe(4);
    // A used captcha cannot be reused, even with the right password.
    expect((await loginWith(s.app, { username: 'developer', password: 'Dev@2026' }, '10.22.0.1', c)).body).toEqual(CAPTCHA_INVALID);
    expect(checks).toHaveBeenCalledTimes(1);
    const fresh = await solvedCaptcha(s, '10.22.0.1', 'WXY7');
    const ok = await loginWith(s.app, { username: 'developer', password: 'Dev@2026' }, '10.22.0.1', { ...fresh, captcha: ' Wxy7 ' });
    expect(ok.body.code).toBe(200);
    // The success cleared the account: the next login needs no captcha.
    expect(await failures('account:developer')).toBe(0);
    expect((await loginWith(s.app, { username: 'developer', password: 'Dev@2026' }, '10.22.0.9')).body.code).toBe(200);
  });

  it('refuses an expired captcha', async () => {
    await threeFailures('enterprise2', '10.23.0.1');
    const c = await solvedCaptcha(s, '10.23.0.1');
    await s.ctx.db.updateTable('login_captchas').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', c.captchaId).execute();
    expect((await loginWith(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, '10.23.0.1', c)).body).toEqual(CAPTCHA_INVALID);
    // A captcha issued later removes the expired rows of every address.
    const fresh = await solvedCaptcha(s, '10.23.0.2');
    const expired = await s.ctx.db.selectFrom('login_captchas').select('id').where('expires_at', '<=', new Date().toISOString()).execute();
    expect(expired).toEqual([]);
    expect((await loginWith(s.app, { username: 'enterprise2', password: 'Ent2@2026' }, '10.23.0.2', fresh)).body.code).toBe(200);
  });

  it('lets one address hold at most 30 unexpired captchas', async () => {
    const get = (address: string) => call(s.app, { method: 'GET', url: '/ks/common/captcha', remoteAddress: address });
    for (let i = 0; i < CAPTCHA.perAddress; i++) expect((await get('10.24.0.1')).body.code).toBe(200);
    const refused = await get('10.24.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, message: '获取验证码过于频繁，请稍后再试', data: null });
    expect((await get('10.24.0.2')).body.code).toBe(200);
    // Once they expire the address gets new ones.
    await s.ctx.db.updateTable('login_captchas').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('address', '=', '10.24.0.1').execute();
    expect((await get('10.24.0.1')).body.code).toBe(200);
  });

  it('keeps the captcha fields of the login body short', async () => {
    const res = await loginWith(s.app, { username: 'admin', password: 'x' }, '10.25.0.1', { captchaId: 'a', captcha: 'x'.repeat(17) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('字段 captcha 长度不能超过 16 个字符');
  });

  it('logs every login attempt that reached a decision, with the address', async () => {
    const before = (await opLog('login')).length;
    await loginWith(s.app, { username: 'admin', password: 'wrong' }, '10.26.0.1');
    await loginWith(s.app, { username: 'admin', password: 'Admin@2026' }, '10.26.0.1');
    const rows = (await opLog('login')).slice(before);
    expect(rows.map((r) => [r.user_name, r.ok, JSON.parse(r.detail).address])).toEqual([
      ['admin', 0, '10.26.0.1'],
      ['平台管理员', 1, '10.26.0.1'],
    ]);
  });
});
