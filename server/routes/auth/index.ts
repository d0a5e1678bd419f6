import { Type } from '@sinclair/typebox';
import { CaptchaData, LoginBody, LoginData, PublicKeyData, ResponseCode, UserInfo } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { ApiError, badRequest } from '../../http/errors';
import { caller } from '../../http/access';
import { loggedCaptcha, logout, openSession, passwordLogin, practicingOf } from '../../auth/login';
import { enterpriseNameOf, findUserById } from '../../db/repos/users';
import { maskPhone } from '../../../schemas/sms';
import { smsLoginAccount } from '../../account/sms-login';
import authorizationRoutes from './authorization';

/** Login, logout, public key, captcha and user info. */
export default function authRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, loginKey } = ctx;

  app.get(
    '/ks/common/login/public-key',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: '登录加密公钥', response: responses(PublicKeyData) } },
    async () => ok({ publicKey: (await loginKey.get()).publicKey }),
  );

  app.get(
    '/ks/common/captcha',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: '登录验证码（SVG 图片）', response: responses(CaptchaData) } },
    async (request, reply) => {
      const captcha = await loggedCaptcha(db, request.ip);
      void reply.header('Cache-Control', 'no-store');
      return ok(captcha);
    },
  );

  app.post(
    '/ks/common/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: '登录', body: LoginBody, response: responses(LoginData) },
    },
    async (request) => {
      const body = request.body;
      const [username, password] = await Promise.all([loginKey.decrypt(body.logValue), loginKey.decrypt(body.passWord)]);
      if (username === null || password === null) throw badRequest('登录信息解密失败，请刷新页面后重试');
      // 短信登录: the values are the phone and its code (docs/accounts.md "SMS login").
      if (body.loginMode === 'sms') {
        const user = await smsLoginAccount(db, username, password, request.ip);
        return ok(await openSession(db, ctx.tokenTtlMinutes, user, { address: request.ip, mode: 'sms', loginRoleType: body.loginRoleType ?? null }), '登录成功');
      }
      const login = { username, password, address: request.ip, captchaId: body.captchaId, captcha: body.captcha, loginRoleType: body.loginRoleType ?? null };
      return ok(await passwordLogin(db, ctx.tokenTtlMinutes, login, request.log), '登录成功');
    },
  );

  app.get(
    '/ks/common/logout',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '退出登录（服务端吊销令牌）', response: responses(Type.Null()) } },
    async (request) => {
      await logout(db, caller(request));
      return ok(null, '已退出登录');
    },
  );

  app.get(
    '/ks/individual/info',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '当前用户信息', response: responses(UserInfo) } },
    async (request) => {
      const me = caller(request);
      const user = await findUserById(db, me.id);
      if (!user) throw new ApiError('unauthenticated', '登录状态已失效，请重新登录', ResponseCode.SESSION_REVOKED);
      const enterpriseName = await enterpriseNameOf(db, user.enterprise_id);
      return ok({
        id: user.id,
        userName: user.user_name,
        photo: user.photo,
        loginRoleType: user.login_role_type,
        roles: [user.login_role_type],
        enterpriseId: user.enterprise_id,
        ...(enterpriseName ? { enterpriseName } : {}),
        phone: maskPhone(user.phone),
        codeStatus: user.code_status,
        practicingStatus: practicingOf(user),
      });
    },
  );

  authorizationRoutes(app, ctx);
}
