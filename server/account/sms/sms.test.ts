import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { checkCode, sendCode } from './codes';
import { httpSender, httpSmsConfig, outboxSender, smsSenderFromEnv } from './sender';

// SMS codes (docs/accounts.md "SMS codes"), on SQLite or, with DATABASE_URL, PostgreSQL.

describe('SMS codes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ fixtures: false });
  });
  afterAll(async () => s.close());
  afterEach(() => vi.useRealTimers());

  const send = (phone: string, code: string, address = '10.0.0.1') => sendCode(s.ctx.db, outboxSender, { phone, purpose: 'reset', address }, code);
  const check = (phone: string, code: string, consume = true) => checkCode(s.ctx.db, { phone, purpose: 'reset', code, consume });

  it('stores only a hash, sends the text to the outbox, and a right code is used once', async () => {
    await send('13800000001', '123456');
    const row = await s.ctx.db.selectFrom('sms_codes').selectAll().where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain('123456');
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const sent = await s.ctx.db.selectFrom('sms_outbox').select('text').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    expect(sent.text).toContain('验证码为123456，5分钟内有效');
    await expect(check('13800000001', '123456')).resolves.toBeUndefined();
    await expect(check('13800000001', '123456')).rejects.toThrow('验证码已失效，请重新获取');
  });

  it('refuses a second code to one phone within 60 seconds, and allows it after', async () => {
    await send('13800000002', '111111');
    await expect(send('13800000002', '222222', '10.0.0.2')).rejects.toThrow('验证码发送过于频繁，请60秒后再试');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await send('13800000002', '333333');
    // the newer code replaces the older one
    await expect(check('13800000002', '111111', false)).rejects.toThrow('验证码错误，还可尝试4次');
    await expect(check('13800000002', '333333')).resolves.toBeUndefined();
  });

  it('voids a code after 5 wrong answers, even if the right one follows', async () => {
    await send('13800000003', '654321');
    for (let left = 4; left >= 1; left--) await expect(check('13800000003', '000000')).rejects.toThrow(`验证码错误，还可尝试${left}次`);
    await expect(check('13800000003', '000000')).rejects.toThrow('验证码错误次数过多，已失效，请重新获取');
    await expect(check('13800000003', '654321')).rejects.toThrow('验证码已失效，请重新获取');
  });

  it('a code expires after 5 minutes', async () => {
    await send('13800000004', '222333');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    await expect(check('13800000004', '222333')).rejects.toThrow('验证码已失效，请重新获取');
  });

  it('limits one address to 10 codes an hour, whatever the phones', async () => {
    for (let i = 0; i < 10; i++) await send(`1390000000${i}`, '123123', '10.9.9.9');
    await expect(send('13900000010', '123123', '10.9.9.9')).rejects.toThrow('获取验证码次数过多，请1小时后再试');
    await send('13900000010', '123123', '10.9.9.8');
  });

  it('refuses a wrong phone or a code that is not 6 digits', async () => {
    await expect(send('12345', '123456')).rejects.toThrow('请输入正确的手机号码');
    await expect(check('13800000001', '12ab56')).rejects.toThrow('请输入6位数字验证码');
  });

  it('the HTTP gateway: configured by SMS_HTTP_URL, one JSON POST per message, a failure frees the phone', async () => {
    expect(smsSenderFromEnv({}).kind).toBe('outbox');
    const config = httpSmsConfig({ SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_TOKEN: 't0k', SMS_SIGN_NAME: '测试平台' });
    expect(config).toMatchObject({ url: 'https://sms.example/send', token: 't0k', signName: '测试平台' });
    const calls: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    let status = 200;
    const sender = httpSender(config!, async (url, init) => {
      calls.push({ url, headers: init.headers, body: init.body });
      return { ok: status < 300, status };
    });
    await sendCode(s.ctx.db, sender, { phone: '13700000001', purpose: 'register', address: '10.1.1.1' }, '778899');
    expect(calls[0].url).toBe('https://sms.example/send');
    expect(calls[0].headers.Authorization).toBe('Bearer t0k');
    expect(JSON.parse(calls[0].body)).toMatchObject({ phone: '13700000001', signName: '测试平台' });
    expect(JSON.parse(calls[0].body).text).toContain('778899');
    status = 500;
    await expect(sendCode(s.ctx.db, sender, { phone: '13700000002', purpose: 'register', address: '10.1.1.1' })).rejects.toThrow('短信发送失败，请稍后再试');
    status = 200;
    await sendCode(s.ctx.db, sender, { phone: '13700000002', purpose: 'register', address: '10.1.1.1' });
  });
});
