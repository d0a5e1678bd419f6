import { Type } from '@sinclair/typebox';
import { PhoneCodeBody, PhoneCodeQuery, PhoneQuery, REGISTRATION_MESSAGES as M, ResetSecretBody, SendSmsBody, VerifyCodeQuery } from '../../../schemas/registration';
import { OutboxListBody, OutboxPage, SMS_MESSAGES } from '../../../schemas/sms';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { useCaptcha } from '../../auth/captcha';
import { checkCode, sendCode } from '../../account/sms/codes';
import { assertNewPhone, resetSecret, sendResetCode } from '../../account/recovery';
import { listOutbox } from '../../account/sms/outbox';
import { sendLoginCode } from '../../account/sms-login';
import { boundPhone } from '../../account/bound-phone';
import { isPhone } from '../../../schemas/sms';

const tags = ['account'];

/**
 * The forgotten password, SMS login codes, a logged-in user's codes, and the development outbox
 * (docs/accounts.md). The anonymous calls answer alike whether or not an account holds the phone
 * (docs/accounts.md "Lookups without login").
 */
export default function smsRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    '/ks/common/valida/phone',
    { config: { access: 'public' }, schema: { tags, summary: '校验手机号格式（找回密码前；不告知是否已绑定账号）', querystring: PhoneQuery, response: responses(Type.Null()) } },
    async (request) => {
      if (!isPhone(request.query.phone)) throw badRequest(SMS_MESSAGES.phone);
      return ok(null, M.phoneValid);
    },
  );

  app.get(
    '/ks/common/login/sms/reset-code',
    { config: { access: 'public' }, schema: { tags, summary: '发送找回密码短信验证码（须先通过图形验证码）', querystring: PhoneCodeQuery, response: responses(Type.Null()) } },
    async (request, reply) => {
      const { phone, captchaId, captcha } = request.query;
      if (!(await useCaptcha(db, captchaId, captcha))) throw badRequest(M.captcha);
      await sendResetCode(db, ctx.sms, phone, request.ip);
      void reply.header('Cache-Control', 'no-store');
      return ok(null, SMS_MESSAGES.sent);
    },
  );

  app.get(
    '/ks/common/login/verify-code',
    { config: { access: 'public' }, schema: { tags, summary: '核对找回密码短信验证码（错误计次，不使用验证码）', querystring: VerifyCodeQuery, response: responses(Type.Null()) } },
    async (request, reply) => {
      await checkCode(db, { phone: request.query.phone, purpose: 'reset', code: request.query.code, consume: false });
      void reply.header('Cache-Control', 'no-store');
      return ok(null, M.codeOk);
    },
  );

  app.post(
    '/ks/common/login/reset-secret',
    { config: { access: 'public' }, schema: { tags, summary: '找回密码：短信验证码与新密码（以登录公钥加密）；该账号的全部会话退出', body: ResetSecretBody, response: responses(Type.Null()) } },
    async (request) => {
      await resetSecret(db, ctx.loginKey, request.body);
      return ok(null, M.resetDone);
    },
  );

  app.post(
    '/ks/common/login/sms/phone-code',
    { config: { access: 'public' }, schema: { tags, summary: '发送短信登录验证码（须先通过图形验证码；绑定一个可用账号的手机号才收到短信）', body: PhoneCodeBody, response: responses(Type.Null()) } },
    async (request) => {
      const { phone, captchaId, captcha } = request.body;
      if (!(await useCaptcha(db, captchaId, captcha))) throw badRequest(M.captcha);
      await sendLoginCode(db, ctx.sms, phone, request.ip);
      return ok(null, SMS_MESSAGES.sent);
    },
  );

  app.post(
    '/ks/individual/send-sms',
    {
      config: { access: 'user' },
      schema: { tags, summary: '登录用户的短信验证码：purpose=phone（默认）发往新手机号；verify（验证原手机号）、secret（重置密码）发往已绑定的手机号', body: SendSmsBody, response: responses(Type.Null()) },
    },
    async (request) => {
      const me = caller(request);
      const purpose = request.body.purpose ?? 'phone';
      let phone: string;
      if (purpose === 'phone') {
        phone = request.body.phone ?? '';
        await assertNewPhone(db, me, phone);
      } else {
        phone = await boundPhone(db, me);
      }
      await sendCode(db, ctx.sms, { phone, purpose, address: request.ip, actor: { id: me.id, userName: me.userName, role: me.role } });
      return ok(null, SMS_MESSAGES.sent);
    },
  );

  app.post(
    '/ks/common/sms/outbox',
    { config: { access: ['M'], globalSetting: true }, schema: { tags, summary: '短信发件箱（仅开发与测试；配置短信服务后不可用）', body: OutboxListBody, response: responses(OutboxPage) } },
    async (request) => {
      if (ctx.sms.kind !== 'outbox') return ok({ records: [], total: 0, enabled: false }, SMS_MESSAGES.outboxOff);
      return ok({ ...(await listOutbox(db, request.body)), enabled: true });
    },
  );
}
