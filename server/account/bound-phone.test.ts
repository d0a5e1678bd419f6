import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { accountKit } from '../test/account-kit';

// 验证原手机号 before a phone change, and the signed-in password reset by SMS (docs/accounts.md
// "Phone", "Password"): POST /ks/individual/send-sms (purpose verify | secret), POST
// /ks/individual/verify-phone, GET /ks/individual/info/legal-phone, POST
// /ks/individual/login/reset-secret. Both dialects.

interface LegalPhone {
  phone: string;
  bound: boolean;
  verifiedUntil: string | null;
}

describe('the bound phone of a signed-in user', () => {
  let s: TestServer;
  let k: ReturnType<typeof accountKit>;
  beforeAll(async () => {
    s = await startTestServer();
    k = accountKit(s);
  });
  afterAll(async () => s.close());

  const withPhone = (username: string, phone: string | null) => k.accountWithPhone(username, phone);
  const legal = async (token: string) => (await call<LegalPhone>(s.app, { method: 'GET', url: '/ks/individual/info/legal-phone', token })).body.data;
  const alive = async (token: string) => (await call(s.app, { method: 'GET', url: '/ks/individual/info', token })).status === 200;
  const put = (url: string, payload: unknown, token: string) => call(s.app, { method: 'PUT', url, payload, token });

  it('a phone change needs the original phone verified by this session, once, within 10 minutes', async () => {
    const who = await withPhone('verify-owner', '13700002001');
    const token = await s.login(who);
    const other = await s.login(who);
    expect(await legal(token)).toEqual({ phone: '137****2001', bound: true, verifiedUntil: null });
    // nothing for a new phone before the old one is verified
    expect((await k.post('/ks/individual/send-sms', { phone: '13700002002' }, token)).body.message).toBe('请先验证原手机号');
    expect((await put('/ks/individual/login/update-phone', { phone: '13700002002', code: '123456' }, token)).body.message).toBe('请先验证原手机号');

    const sent = await k.post('/ks/individual/send-sms', { purpose: 'verify' }, token, '10.8.0.1');
    expect(sent.body.message).toBe('验证码已发送，请注意查收');
    const code = await k.lastCode('13700002001');
    const outbox = await s.ctx.db.selectFrom('sms_outbox').select('text').where('phone', '=', '13700002001').executeTakeFirstOrThrow();
    expect(outbox.text).toContain('您正在进行验证原手机号操作');
    expect((await k.post('/ks/individual/verify-phone', { code: k.wrong(code) }, token)).body.message).toBe('验证码错误，还可尝试4次');
    const verified = await k.post<LegalPhone>('/ks/individual/verify-phone', { code }, token);
    expect([verified.status, verified.body.message]).toEqual([200, '原手机号验证成功，请在10分钟内完成更换']);
    const until = Date.parse(verified.body.data.verifiedUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // the proof is this session's: another login of the same account has proved nothing
    expect((await legal(other)).verifiedUntil).toBeNull();
    expect((await k.post('/ks/individual/send-sms', { phone: '13700002002' }, other)).body.message).toBe('请先验证原手机号');

    expect((await k.post('/ks/individual/send-sms', { phone: '13700002002' }, token, '10.8.0.1')).body.message).toBe('验证码已发送，请注意查收');
    const changed = await put('/ks/individual/login/update-phone', { phone: '13700002002', code: await k.lastCode('13700002002') }, token);
    expect(changed.body.message).toBe('手机号修改成功');
    // used up: the next change verifies the new phone first
    expect(await legal(token)).toEqual({ phone: '137****2002', bound: true, verifiedUntil: null });
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'detail']).where('user_id', '=', who.id).where('action', 'in', ['phone.verify', 'phone.update']).orderBy('id').execute();
    expect(log.map((l) => [l.action, (JSON.parse(l.detail) as { phone: string }).phone])).toEqual([
      ['phone.verify', '137****2001'],
      ['phone.update', '137****2002'],
    ]);

    // a verification 11 minutes old no longer counts
    await k.ageCodes('13700002002');
    await k.post('/ks/individual/send-sms', { purpose: 'verify' }, token, '10.8.0.2');
    await k.post('/ks/individual/verify-phone', { code: await k.lastCode('13700002002') }, token);
    const session = await s.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', who.id).where('phone_verified_at', 'is not', null).executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('sessions').set({ phone_verified_at: new Date(Date.now() - 11 * 60_000).toISOString() }).where('id', '=', session.id).execute();
    expect((await legal(token)).verifiedUntil).toBeNull();
    expect((await k.post('/ks/individual/send-sms', { phone: '13700002003' }, token)).body.message).toBe('请先验证原手机号');
  });

  it('voids the verification code after 5 wrong answers', async () => {
    const who = await withPhone('verify-guess', '13700002011');
    const token = await s.login(who);
    await k.post('/ks/individual/send-sms', { purpose: 'verify' }, token, '10.8.0.3');
    const code = await k.lastCode('13700002011');
    for (let left = 4; left >= 1; left--) expect((await k.post('/ks/individual/verify-phone', { code: k.wrong(code) }, token)).body.message).toBe(`验证码错误，还可尝试${left}次`);
    expect((await k.post('/ks/individual/verify-phone', { code: k.wrong(code) }, token)).body.message).toBe('验证码错误次数过多，已失效，请重新获取');
    expect((await k.post('/ks/individual/verify-phone', { code }, token)).body.message).toBe('验证码已失效，请重新获取');
    expect((await legal(token)).verifiedUntil).toBeNull();
  });

  it('an account without a phone binds its first one with the new phone code alone', async () => {
    const who = await withPhone('first-phone', null);
    const token = await s.login(who);
    expect(await legal(token)).toEqual({ phone: '', bound: false, verifiedUntil: null });
    expect((await k.post('/ks/individual/send-sms', { purpose: 'verify' }, token)).body.message).toBe('当前账号未绑定手机号');
    expect((await k.post('/ks/individual/verify-phone', { code: '123456' }, token)).body.message).toBe('当前账号未绑定手机号');
    await k.post('/ks/individual/send-sms', { phone: '13700002021' }, token, '10.8.0.4');
    expect((await put('/ks/individual/login/update-phone', { phone: '13700002021', code: await k.lastCode('13700002021') }, token)).body.message).toBe('手机号修改成功');
    expect((await legal(token)).phone).toBe('137****2021');
  });

  it('resets the password of a signed-in user with the bound phone: other sessions end, this one stays', async () => {
    const who = await withPhone('secret-owner', '13700002031');
    const token = await s.login(who);
    const other = await s.login(who);
    const noPhone = await s.login(await withPhone('secret-nophone', null));
    expect((await k.post('/ks/individual/login/reset-secret', { code: '123456', secret: await k.enc('Forgot#2027') }, noPhone)).body.message).toBe('当前账号未绑定手机号');

    await k.post('/ks/individual/send-sms', { purpose: 'secret' }, token, '10.8.0.5');
    const code = await k.lastCode('13700002031');
    // a weak password is refused before the code is looked at, so it does not cost the code
    expect((await k.post('/ks/individual/login/reset-secret', { code, secret: await k.enc('weakweak') }, token)).body.message).toBe('密码长度为8-20位，且须包含大写字母、小写字母、数字和特殊字符中的至少三种');
    expect((await k.post('/ks/individual/login/reset-secret', { code, secret: 'eA==' }, token)).body.message).toBe('密码信息解密失败，请刷新页面后重试');
    const done = await k.post('/ks/individual/login/reset-secret', { code, secret: await k.enc('Forgot#2027') }, token);
    expect([done.status, done.body.message]).toEqual([200, '密码重置成功，其他设备上的登录已退出']);
    expect(await alive(token)).toBe(true);
    expect(await alive(other)).toBe(false);
    await expect(s.login(who)).rejects.toThrow();
    expect(await alive(await s.login({ username: who.username, password: 'Forgot#2027' }))).toBe(true);
    const line = await s.ctx.db.selectFrom('op_log').select('detail').where('user_id', '=', who.id).where('action', '=', 'password.reset').executeTakeFirstOrThrow();
    expect(JSON.parse(line.detail)).toEqual({ sessionsRevoked: 1, signedIn: true });
    expect((await k.post('/ks/individual/login/reset-secret', { code, secret: await k.enc('Again#2028') }, token)).body.message).toBe('验证码已失效，请重新获取');
  });

  it('a reset code stops at 5 wrong answers, and a code of another purpose never resets', async () => {
    const who = await withPhone('secret-guess', '13700002041');
    const token = await s.login(who);
    await k.post('/ks/individual/send-sms', { purpose: 'verify' }, token, '10.8.0.6');
    const verifyCode = await k.lastCode('13700002041');
    expect((await k.post('/ks/individual/login/reset-secret', { code: verifyCode, secret: await k.enc('Guess#2027') }, token)).body.message).toBe('验证码已失效，请重新获取');
    await k.ageCodes('13700002041');
    await k.post('/ks/individual/send-sms', { purpose: 'secret' }, token, '10.8.0.6');
    const code = await k.lastCode('13700002041');
    const secret = await k.enc('Guess#2027');
    for (let left = 4; left >= 1; left--) expect((await k.post('/ks/individual/login/reset-secret', { code: k.wrong(code), secret }, token)).body.message).toBe(`验证码错误，还可尝试${left}次`);
    expect((await k.post('/ks/individual/login/reset-secret', { code: k.wrong(code), secret }, token)).body.message).toBe('验证码错误次数过多，已失效，请重新获取');
    expect((await k.post('/ks/individual/login/reset-secret', { code, secret }, token)).body.message).toBe('验证码已失效，请重新获取');
    expect(await s.login(who)).toMatch(/.{20,}/);
  });
});
