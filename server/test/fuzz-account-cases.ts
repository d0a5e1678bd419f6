import { OUTSIDE_CALLS } from '../../schemas/outside-services';
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
    // the calls of outside services not configured (暂未开通): whatever comes, a 4xx
    ...Object.fromEntries(
      OUTSIDE_CALLS.filter((c) => c.method === 'POST').map((c): [string, RouteCase] => [`POST ${c.url}`, { family, who: c.access === 'public' ? 'anon' : 'U', base: () => ({ certificate: 'MIIB', entName: '模糊测试企业' }) }]),
    ),
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
    // the spec's other names of the registration steps, and SMS login's code (never a solved captcha)
    'POST /ks/register/phone-code': { family, who: 'anon', base: () => ({ phone: PHONE, captchaId: 'fuzz', captcha: 'AAAA' }) },
    'POST /ks/register/register-code': { family, who: 'anon', base: () => ({ phone: PHONE, code: '123456' }) },
    'POST /ks/register/user-register': {
      family,
      who: 'anon',
      base: () => ({ creditCode: USCC, entName: '模糊测试企业', contactName: '联系人', phone: PHONE, code: '123456', secret: 'eA==' }),
    },
    'POST /ks/common/login/sms/phone-code': { family, who: 'anon', base: () => ({ phone: PHONE, captchaId: 'fuzz', captcha: 'AAAA' }) },
    'POST /ks/register/sms/progress-code': { family, who: 'anon', base: () => ({ phone: PHONE, captchaId: 'fuzz', captcha: 'AAAA' }) },
    // U has no bound phone: no fuzzed request sends a code, verifies a phone or resets a password
    'POST /ks/individual/verify-phone': { family, who: 'U', base: () => ({ code: '123456' }) },
    'POST /ks/individual/login/reset-secret': { family, who: 'U', base: () => ({ code: '123456', secret: 'eA==' }) },
    'POST /ks/authentication/login/login-mode': { family, who: 'anon', base: () => ({}) },
    // a refresh extends the fuzz suite's own session of U: harmless, and checked to stay a 2xx
    'POST /ks/auth/v1/authorization/refresh': { family, who: 'U', base: () => ({}) },
    'POST /ks/individual/send-sms': { family, who: 'U', base: () => ({ phone: '1360000', purpose: 'phone' }) },
    'PUT /ks/individual/login/update-phone': { family, who: 'U', base: () => ({ phone: PHONE, code: '123456' }) },
    // 管理权限 and 人员信息: missing accounts and a taken login name, so no fuzzed request changes one.
    'POST /ks/authority/manager/list': { family, who: 'M', base: () => ({ keyWord: '管理', curPage: 1, pageSize: 10 }) },
    'PUT /ks/authority/manager/scope': { family, who: 'M', base: () => ({ userId: 'no-such-account', systems: ['credit_eval'], regions: ['330000'] }) },
    'POST /ks/authority/users/list': { family, who: 'M', base: () => ({ keyWord: '企业', role: 'U', curPage: 1, pageSize: 10 }) },
    'POST /ks/authority/users/create': { family, who: 'M', base: () => ({ username: 'admin', userName: '模糊测试', role: 'D' }) },
    'PUT /ks/authority/users/disable': { family, who: 'M', base: () => ({ id: 'no-such-account', disabled: true }) },
    'POST /ks/authority/users/reset-secret': { family, who: 'M', base: () => ({ id: 'no-such-account' }) },
    'PUT /ks/authority/users/role': { family, who: 'M', base: () => ({ id: 'no-such-account', role: 'D' }) },
    'POST /ks/common/sms/outbox': { family, who: 'M', base: () => ({ phone: PHONE, curPage: 1, pageSize: 10 }) },
    'POST /ks/individual/info/portrait': { family, who: 'U', part: 'multipart', base: () => ({ fields: { note: '头像' }, fileField: 'file', fileName: '头像.png' }), skip: ['fileField'] },
  };
}
