import type { RouteCase } from './fuzz-kit';

const USCC = '91350100M000100Y43';
const PHONE = '13600000000';

/**
 * Base requests of the account calls (docs/accounts.md) for server/test/fuzz.test.ts: nothing read
 * back. Codes and captchas are never right, so no fuzzed request registers, resets or sends a code
 * (the SMS limits would otherwise turn the run into 429s).
 */
export function accountCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'account';
  return {
    'POST /ks/register/enterprise/verify': { family, who: 'anon', base: () => ({ creditCode: USCC }) },
    'POST /ks/register/sms/phone-code': { family, who: 'anon', base: () => ({ phone: PHONE, captchaId: 'fuzz', captcha: 'AAAA' }) },
    'POST /ks/register/sms/phone-verify': { family, who: 'anon', base: () => ({ phone: PHONE, code: '123456' }) },
    'POST /ks/register/registration': {
      family,
      who: 'anon',
      base: () => ({ creditCode: USCC, entName: '模糊测试企业', contactName: '联系人', phone: PHONE, code: '123456', secret: 'eA==' }),
    },
    'POST /ks/activate/v1/verify/basic-info': { family, who: 'anon', base: () => ({ creditCode: USCC, phone: PHONE }) },
    'POST /ks/activate/v1/activate': { family, who: 'anon', base: () => ({ creditCode: USCC, code: '123456' }) },
    'POST /ks/register/audit/list': { family, who: 'M', base: () => ({ status: 'pending', curPage: 1, pageSize: 10 }) },
    'POST /ks/register/audit/decide': { family, who: 'M', base: () => ({ id: 'no-such-registration', pass: false, suggestion: '资料不全' }) },
    'POST /ks/common/login/reset-secret': { family, who: 'anon', base: () => ({ phone: PHONE, code: '123456', secret: 'eA==' }) },
    'POST /ks/individual/send-sms': { family, who: 'U', base: () => ({ phone: '1360000' }) },
    'PUT /ks/individual/login/update-phone': { family, who: 'U', base: () => ({ phone: PHONE, code: '123456' }) },
    'POST /ks/common/sms/outbox': { family, who: 'M', base: () => ({ phone: PHONE, curPage: 1, pageSize: 10 }) },
    'POST /ks/individual/info/portrait': { family, who: 'U', part: 'multipart', base: () => ({ fields: { note: '头像' }, fileField: 'file', fileName: '头像.png' }), skip: ['fileField'] },
  };
}
