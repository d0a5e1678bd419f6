import { Type } from '@sinclair/typebox';
import { CaptchaData, LoginBody, LoginData, PublicKeyData, ResponseCode, UserInfo, type PracticingStatus } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { ApiError, badRequest } from '../../http/errors';
import { caller } from '../../http/access';
import { DUMMY_HASH, verifyPassword } from '../../auth/password';
import { beginLoginAttempt, forget, loginFailed, loginSucceeded } from '../../auth/rate-limit';
import { issueCaptcha, useCaptcha } from '../../auth/captcha';
import { createSession, revokeSession } from '../../db/repos/sessions';
import { findUserById, findUserByUsername, type UserRow } from '../../db/repos/users';
import { writeOpLog } from '../../db/repos/oplog';
import { maskPhone } from '../../../schemas/sms';
import { smsLoginAccount } from '../../account/sms-login';
import authorizationRoutes from './authorization';

const WRONG_CREDENTIALS = '用户名或密码错误';
const TOO_MANY = '登录失败次数过多，请15分钟后再试';
const CAPTCHA_REQUIRED = '请输入验证码';
const CAPTCHA_INVALID = '验证码错误或已过期，请重新输入';

const practicing = (u: UserRow): PracticingStatus => JSON.parse(u.practicing_status) as PracticingStatus;

// eslint-disable-next-line no-control-regex
const CONTROL_CHAR = /[\u0000-\u001f\u007f]/;

/** Login, logout, public key, captcha and user info. */
export default function authRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, loginKey } = ctx;

  /** A new session of `user` with its op-log line, answered as every login answers (password or SMS). */
  const openSession = async (user: UserRow, detail: Record<string, string | null>) => {
    const session = await db.transaction().execute(async (tx) => {
      const s = await createSession(tx, user.id, ctx.tokenTtlMinutes);
      await writeOpLog(tx, { id: user.id, userName: user.user_name, role: user.login_role_type }, { action: 'login', targetType: 'session', targetId: user.id, detail });
      return s;
    });
    const data = {
      token: session.token,
      userCode: user.id,
      userName: user.user_name,
      loginRoleType: user.login_role_type,
      codeStatus: user.code_status,
      practicingStatus: practicing(user),
      expiresAt: session.expiresAt,
    };
    return ok(data, '登录成功');
  };

  app.get(
    '/ks/common/login/public-key',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: '登录加密公钥', response: responses(PublicKeyData) } },
    async () => ok({ publicKey: (await loginKey.get()).publicKey }),
  );

  app.get(
    '/ks/common/captcha',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: '登录验证码（SVG 图片）', response: responses(CaptchaData) } },
    async (request, reply) => {
      const address = request.ip;
      const captcha = await db.transaction().execute(async (tx) => {
        const issued = await issueCaptcha(tx, address);
        if (issued) {
          await writeOpLog(tx, { id: null, userName: '', role: '' }, { action: 'captcha', targetType: 'captcha', targetId: issued.captchaId, detail: { address } });
        }
        return issued;
      });
      if (!captcha) throw new ApiError('too-many', '获取验证码过于频繁，请稍后再试');
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
      if (body.loginMode === 'sms') return openSession(await smsLoginAccount(db, username, password, request.ip), { address: request.ip, mode: 'sms', loginRoleType: body.loginRoleType ?? null });
      const account = username.trim().toLowerCase();
      // No account holds a control character, and PostgreSQL text cannot hold a NUL at all.
      if (CONTROL_CHAR.test(account)) throw badRequest('账号含有无效的字符，请检查后重新输入');
      const address = request.ip;
      // Counted before the password check, so parallel guesses cannot slip past the limit.
      const attempt = await beginLoginAttempt(db, account, address);
      if (!attempt) throw new ApiError('too-many', TOO_MANY);
      // The captcha is settled before the password is looked at; a refusal here is no failure.
      if (attempt.captchaRequired) {
        if (!body.captchaId || !body.captcha?.trim()) {
          // Nothing changed (like a 429), so nothing is logged: these cost a caller nothing to send.
          await forget(db, attempt);
          throw new ApiError('invalid', CAPTCHA_REQUIRED, ResponseCode.CAPTCHA_REQUIRED);
        }
        if (!(await useCaptcha(db, body.captchaId, body.captcha))) {
          await db.transaction().execute(async (tx) => {
            await forget(tx, attempt);
            await writeOpLog(tx, { id: null, userName: account, role: '' }, {
              action: 'login',
              targetType: 'session',
              targetId: account,
              detail: { address, captcha: 'invalid' },
              ok: false,
            });
          });
          throw new ApiError('invalid', CAPTCHA_INVALID, ResponseCode.CAPTCHA_INVALID);
        }
      }
      const user = await findUserByUsername(db, account);
      const passed = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !passed) {
        await db.transaction().execute(async (tx) => {
          await loginFailed(tx, attempt);
          await writeOpLog(tx, { id: user?.id ?? null, userName: account, role: user?.login_role_type ?? '' }, {
            action: 'login',
            targetType: 'session',
            targetId: account,
            detail: { address },
            ok: false,
          });
        });
        throw badRequest(WRONG_CREDENTIALS);
      }
      if (user.disabled) {
        await forget(db, attempt);
        throw new ApiError('forbidden', '账号已被停用，请联系管理员', ResponseCode.ACCOUNT_DISABLED);
      }
      const answer = await openSession(user, { address, loginRoleType: body.loginRoleType ?? null });
      // The session is committed; the limit's bookkeeping must not turn it into an error answer.
      await loginSucceeded(db, account, address, attempt).catch((err: unknown) => request.log.warn({ err }, 'login-attempt cleanup failed'));
      return answer;
    },
  );

  app.get(
    '/ks/common/logout',
    { config: { access: 'user' }, schema: { tags: ['auth'], summary: '退出登录（服务端吊销令牌）', response: responses(Type.Null()) } },
    async (request) => {
      const me = caller(request);
      await db.transaction().execute(async (tx) => {
        await revokeSession(tx, me.sessionId);
        await writeOpLog(tx, { id: me.id, userName: me.userName, role: me.role }, {
          action: 'logout',
          targetType: 'session',
          targetId: me.sessionId,
        });
      });
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
      return ok({
        id: user.id,
        userName: user.user_name,
        photo: user.photo,
        loginRoleType: user.login_role_type,
        roles: [user.login_role_type],
        enterpriseId: user.enterprise_id,
        phone: maskPhone(user.phone),
        codeStatus: user.code_status,
        practicingStatus: practicing(user),
      });
    },
  );

  authorizationRoutes(app, ctx);
}
