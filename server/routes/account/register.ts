import { Type } from '@sinclair/typebox';
import {
  ActivateBasicBody,
  ActivateBody,
  ActivateCodeQuery,
  AuditDecideBody,
  AuditListBody,
  AuditPage,
  EnterpriseVerifyBody,
  PhoneCodeBody,
  PhoneVerifyBody,
  REGISTRATION_MESSAGES as M,
  RegistrationBody,
  RegistrationQuery,
  RegistrationState,
} from '../../../schemas/registration';
import { isPhone, SMS_MESSAGES } from '../../../schemas/sms';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { useCaptcha } from '../../auth/captcha';
import { checkCode, sendCode } from '../../account/sms/codes';
import {
  activate,
  assertPhoneFree,
  assertUscc,
  checkActivateCode,
  decideRegistration,
  listRegistrations,
  register,
  registrationState,
  sendActivateCode,
  sendProgressCode,
} from '../../account/registration';

const tags = ['account'];

/**
 * Registration, approval and activation (spec 002 §7 "Registration and activation"; docs/accounts.md).
 * These calls are anonymous: none tells whether a credit code or a phone is registered, or how a
 * request stands, before the caller proved the phone with an SMS code (docs/accounts.md "Lookups
 * without login").
 */
export default function registerRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.post(
    '/ks/register/enterprise/verify',
    { config: { access: 'public' }, schema: { tags, summary: '校验统一社会信用代码的格式与校验位（是否已注册在提交时、短信验证码之后告知）', body: EnterpriseVerifyBody, response: responses(Type.Null()) } },
    async (request) => {
      assertUscc(request.body.creditCode);
      return ok(null, M.usccValid);
    },
  );

  // The spec names two paths for each of the registration page's steps (send the code, check it,
  // submit): each pair is one call under two names, registered over one handler.
  for (const [url, summary] of [
    ['/ks/register/sms/phone-code', '发送注册短信验证码（须先通过图形验证码）'],
    ['/ks/register/phone-code', '发送注册短信验证码（同 /ks/register/sms/phone-code）'],
  ] as const) {
    app.post(url, { config: { access: 'public' }, schema: { tags, summary, body: PhoneCodeBody, response: responses(Type.Null()) } }, async (request) => {
      const { phone, captchaId, captcha } = request.body;
      if (!(await useCaptcha(db, captchaId, captcha))) throw badRequest(M.captcha);
      if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
      // Sent whether or not the phone is taken: that is told once the code proves the phone.
      await sendCode(db, ctx.sms, { phone, purpose: 'register', address: request.ip });
      return ok(null, SMS_MESSAGES.sent);
    });
  }

  for (const [url, summary] of [
    ['/ks/register/sms/phone-verify', '核对注册短信验证码（错误计次，不使用验证码）'],
    ['/ks/register/register-code', '核对注册短信验证码（同 /ks/register/sms/phone-verify；注册页在填完验证码时调用）'],
  ] as const) {
    app.post(url, { config: { access: 'public' }, schema: { tags, summary, body: PhoneVerifyBody, response: responses(Type.Null()) } }, async (request) => {
      await checkCode(db, { phone: request.body.phone, purpose: 'register', code: request.body.code, consume: false });
      await assertPhoneFree(db, request.body.phone);
      return ok(null, M.codeOk);
    });
  }

  for (const [url, summary] of [
    ['/ks/register/registration', '提交企业注册申请（密码以登录公钥加密；待管理员审核）'],
    ['/ks/register/user-register', '提交企业注册申请（同 /ks/register/registration：注册的是企业的登录用户，激活后生效）'],
  ] as const) {
    app.post(url, { config: { access: 'public' }, schema: { tags, summary, body: RegistrationBody, response: responses(Type.Null()) } }, async (request) => {
      await register(db, ctx.loginKey, request.body, request.ip);
      return ok(null, M.submitted);
    });
  }

  app.get(
    '/ks/register/enterprise/registration',
    { config: { access: 'public' }, schema: { tags, summary: '按统一社会信用代码或手机号查询注册申请进度（须注册手机号的查询验证码）', querystring: RegistrationQuery, response: responses(RegistrationState) } },
    async (request, reply) => {
      const state = await registrationState(db, request.query);
      void reply.header('Cache-Control', 'no-store');
      return ok(state);
    },
  );

  app.post(
    '/ks/register/sms/progress-code',
    { config: { access: 'public' }, schema: { tags, summary: '发送查询注册进度的短信验证码（须先通过图形验证码；有注册申请的手机号才收到短信）', body: PhoneCodeBody, response: responses(Type.Null()) } },
    async (request) => {
      const { phone, captchaId, captcha } = request.body;
      if (!(await useCaptcha(db, captchaId, captcha))) throw badRequest(M.captcha);
      await sendProgressCode(db, ctx.sms, phone, request.ip);
      return ok(null, SMS_MESSAGES.sent);
    },
  );

  app.post(
    '/ks/activate/v1/verify/basic-info',
    { config: { access: 'public' }, schema: { tags, summary: '激活：核对企业信息并向注册手机号发送激活码', body: ActivateBasicBody, response: responses(Type.Null()) } },
    async (request) => {
      await sendActivateCode(db, ctx.sms, request.body.creditCode, request.body.phone, request.ip);
      return ok(null, SMS_MESSAGES.sent);
    },
  );

  app.get(
    '/ks/activate/v1/verify/activate-code',
    { config: { access: 'public' }, schema: { tags, summary: '激活：核对激活码（错误计次，不使用激活码）', querystring: ActivateCodeQuery, response: responses(Type.Null()) } },
    async (request) => {
      await checkActivateCode(db, request.query.creditCode, request.query.code, false);
      return ok(null, M.codeOk);
    },
  );

  app.post(
    '/ks/activate/v1/activate',
    { config: { access: 'public' }, schema: { tags, summary: '激活账号：建立企业与企业用户（登录名为统一社会信用代码）', body: ActivateBody, response: responses(Type.Null()) } },
    async (request) => {
      await activate(db, request.body.creditCode, request.body.code);
      return ok(null, M.activated);
    },
  );

  app.post(
    '/ks/register/audit/list',
    { config: { access: ['M'] }, schema: { tags, summary: '注册审核：注册申请列表（新到旧，可按状态筛选）', body: AuditListBody, response: responses(AuditPage) } },
    async (request) => ok(await listRegistrations(db, request.body)),
  );

  app.post(
    '/ks/register/audit/decide',
    { config: { access: ['M'], globalSetting: true }, schema: { tags, summary: '注册审核：通过或驳回（驳回须填写审核建议），短信通知企业', body: AuditDecideBody, response: responses(Type.Null()) } },
    async (request) => ok(null, await decideRegistration(db, ctx.sms, caller(request), request.body)),
  );
}
