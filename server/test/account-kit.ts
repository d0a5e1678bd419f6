import crypto from 'node:crypto';
import { call, type Answer, type TestServer } from './harness';
import { solvedCaptcha } from './login-captcha';
import { addAdmin } from '../routes/records/test-kit';

/** Helpers of the account tests: encrypted passwords, solved captchas and codes read from the outbox. */
export function accountKit(s: TestServer) {
  let publicKey = '';
  const enc = async (text: string) => {
    if (!publicKey) publicKey = ((await s.app.inject({ method: 'GET', url: '/ks/common/login/public-key' })).json() as { data: { publicKey: string } }).data.publicKey;
    return crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
  };
  /** The code of the newest outbox message to `phone`. */
  const lastCode = async (phone: string) => {
    const row = await s.ctx.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    return /验证码为(\d{6})/.exec(row.text)?.[1] ?? '';
  };
  const post = <T = unknown>(url: string, payload: unknown, token?: string, remoteAddress?: string): Promise<Answer<T>> => call<T>(s.app, { method: 'POST', url, payload, token, remoteAddress });
  const get = <T = unknown>(url: string, query: Record<string, string>, token?: string): Promise<Answer<T>> => call<T>(s.app, { method: 'GET', url: `${url}?${new URLSearchParams(query).toString()}`, token });
  return {
    enc,
    lastCode,
    post,
    get,
    captcha: (address = '127.0.0.1') => solvedCaptcha(s, address),
    /** An administrator bound to `phone` (or to none), as a phone change or an activation leaves an account. */
    async accountWithPhone(username: string, phone: string | null, password = 'Phone@2026') {
      const who = await addAdmin(s.ctx.db, username, password);
      await s.ctx.db.updateTable('users').set({ phone }).where('id', '=', who.id).execute();
      return who;
    },
    /** Moves the phone's codes 2 minutes back, so the next one is not refused as within 60 s. */
    async ageCodes(phone: string) {
      const rows = await s.ctx.db.selectFrom('sms_codes').select(['id', 'created_at']).where('phone', '=', phone).execute();
      for (const r of rows) await s.ctx.db.updateTable('sms_codes').set({ created_at: new Date(Date.parse(r.created_at) - 120_000).toISOString() }).where('id', '=', r.id).execute();
    },
    /** 短信登录 as the login page sends it: the phone and the code, both encrypted. */
    async smsLogin(phone: string, code: string, remoteAddress?: string): Promise<Answer<{ token: string; userCode: string }>> {
      return post('/ks/common/login', { loginMode: 'sms', logValue: await enc(phone), passWord: await enc(code), loginRoleType: '' }, undefined, remoteAddress);
    },
    /** A code that is not `code` (a wrong answer). */
    wrong: (code: string) => (code === '000000' ? '111111' : '000000'),
    /** Sends the registration code to `phone` (with a solved captcha) and returns it. */
    async registerCode(phone: string, address?: string) {
      const res = await post('/ks/register/sms/phone-code', { phone, ...(await solvedCaptcha(s, address ?? '127.0.0.1')) }, undefined, address);
      if (res.body.code !== 200) throw new Error(res.body.message);
      return lastCode(phone);
    },
  };
}
