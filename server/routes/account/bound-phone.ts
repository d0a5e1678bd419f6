import { Type } from '@sinclair/typebox';
import { ACCOUNT_MESSAGES, SignedInResetBody } from '../../../schemas/account';
import { LegalPhone, PHONE_VERIFIED_MINUTES, REGISTRATION_MESSAGES as M, VerifyPhoneBody } from '../../../schemas/registration';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { legalPhone, verifyBoundPhone } from '../../account/bound-phone';
import { resetSecretSignedIn } from '../../account/recovery';

const tags = ['account'];

/**
 * What a signed-in user proves with the phone the account is bound to (docs/accounts.md "Phone"):
 * 验证原手机号 before a phone change, and the password reset without the current password. The
 * codes come from `POST /ks/individual/send-sms` with purpose `verify` / `secret`.
 */
export default function boundPhoneRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    '/ks/individual/info/legal-phone',
    { config: { access: 'user' }, schema: { tags, summary: '已绑定的手机号（脱敏）及本次登录是否已验证原手机号', response: responses(LegalPhone) } },
    async (request) => ok(await legalPhone(db, caller(request))),
  );

  app.post(
    '/ks/individual/verify-phone',
    { config: { access: 'user' }, schema: { tags, summary: `验证原手机号：发往已绑定手机号的验证码；通过后本次登录 ${PHONE_VERIFIED_MINUTES} 分钟内可更换手机号`, body: VerifyPhoneBody, response: responses(LegalPhone) } },
    async (request) => {
      const me = caller(request);
      await verifyBoundPhone(db, me, request.body.code);
      return ok(await legalPhone(db, me), M.phoneVerified);
    },
  );

  app.post(
    '/ks/individual/login/reset-secret',
    {
      config: { access: 'user' },
      schema: { tags, summary: '登录后忘记原密码：以已绑定手机号的验证码设置新密码（以登录公钥加密）；其他会话全部退出', body: SignedInResetBody, response: responses(Type.Null()) },
    },
    async (request) => {
      await resetSecretSignedIn(db, ctx.loginKey, caller(request), request.body);
      return ok(null, ACCOUNT_MESSAGES.resetSignedIn);
    },
  );
}
