import type { FastifyInstance } from 'fastify';
import { issueCaptcha } from '../auth/captcha';
import { call, encryptedLogin, type Answer, type TestServer } from './harness';

/** What a login with a captcha sends besides the encrypted values. */
export interface CaptchaPart {
  captchaId?: string;
  captcha?: string;
}

/** A login attempt from `remoteAddress`, with the captcha fields when given. */
export async function loginWith(
  app: FastifyInstance,
  creds: { username: string; password: string },
  remoteAddress: string,
  captcha: CaptchaPart = {},
): Promise<Answer<{ token: string }>> {
  const payload = { ...(await encryptedLogin(app, creds)), ...captcha };
  return call(app, { method: 'POST', url: '/ks/common/login', payload, remoteAddress });
}

/**
 * A captcha whose answer the test knows: stored through the same code as `GET /ks/common/captcha`
 * (only the text is chosen), answered in lower case to show the comparison ignores case.
 */
export async function solvedCaptcha(s: TestServer, address: string, text = 'ACEF'): Promise<Required<CaptchaPart>> {
  const issued = await issueCaptcha(s.ctx.db, address, text);
  if (!issued) throw new Error('captcha refused');
  return { captchaId: issued.captchaId, captcha: text.toLowerCase() };
}

/** The envelope of the two captcha refusals. */
export const CAPTCHA_REQUIRED = { code: 10020, message: '请输入验证码', data: null };
export const CAPTCHA_INVALID = { code: 10021, message: '验证码错误或已过期，请重新输入', data: null };
export const TOO_MANY = { code: 429, message: '登录失败次数过多，请15分钟后再试', data: null };
export const WRONG = { code: 400, message: '用户名或密码错误', data: null };
