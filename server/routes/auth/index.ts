import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { LoginBody, LoginData, PublicKeyData, ResponseCode, UserInfo, type PracticingStatus } from '../../../schemas';
import type { AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { ApiError, badRequest } from '../../http/errors';
import { caller } from '../../http/access';
import { DUMMY_HASH, verifyPassword } from '../../auth/password';
import { beginLoginAttempt, forget, loginFailed, loginSucceeded } from '../../auth/rate-limit';
import { createSession, revokeSession } from '../../db/repos/sessions';
import { findUserById, findUserByUsername, type UserRow } from '../../db/repos/users';
import { writeOpLog } from '../../db/repos/oplog';

const WRONG_CREDENTIALS = '用户名或密码错误';

const practicing = (u: UserRow): PracticingStatus => JSON.parse(u.practicing_status) as PracticingStatus;

/** Login, logout, public key and user info. */
export default function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, loginKey } = ctx;

  app.get(
    '/ks/common/login/public-key',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: '登录加密公钥', response: responses(PublicKeyData) } },
    async () => ok({ publicKey: (await loginKey.get()).publicKey }),
  );

  app.post(
    '/ks/common/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: '登录', body: LoginBody, response: responses(LoginData) },
    },
    async (request) => {
      const body = request.body as LoginBody;
      const [username, password] = await Promise.all([loginKey.decrypt(body.logValue), loginKey.decrypt(body.passWord)]);
      if (username === null || password === null) throw badRequest('登录信息解密失败，请刷新页面后重试');
      const account = username.trim().toLowerCase();
      const address = request.ip;
      // Counted before the password check, so parallel guesses cannot slip past the limit.
      const attempt = await beginLoginAttempt(db, account, address);
      if (!attempt) throw new ApiError(429, ResponseCode.TOO_MANY_REQUESTS, '登录失败次数过多，请15分钟后再试');
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
        throw new ApiError(403, ResponseCode.ACCOUNT_DISABLED, '账号已被停用，请联系管理员');
      }
      const session = await db.transaction().execute(async (tx) => {
        const s = await createSession(tx, user.id, ctx.tokenTtlMinutes);
        await writeOpLog(tx, { id: user.id, userName: user.user_name, role: user.login_role_type }, {
          action: 'login',
          targetType: 'session',
          targetId: user.id,
          detail: { address, loginRoleType: body.loginRoleType ?? null },
        });
        return s;
      });
      // The session is committed; the limit's bookkeeping must not turn it into an error answer.
      await loginSucceeded(db, account, attempt).catch((err: unknown) => request.log.warn({ err }, 'login-attempt cleanup failed'));
      return ok(
        {
          token: session.token,
          userCode: user.id,
          userName: user.user_name,
          loginRoleType: user.login_role_type,
          codeStatus: user.code_status,
          practicingStatus: practicing(user),
          expiresAt: session.expiresAt,
        },
        '登录成功',
      );
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
      if (!user) throw new ApiError(401, ResponseCode.SESSION_REVOKED, '登录状态已失效，请重新登录');
      return ok({
        id: user.id,
        userName: user.user_name,
        photo: user.photo,
        loginRoleType: user.login_role_type,
        roles: [user.login_role_type],
        enterpriseId: user.enterprise_id,
        codeStatus: user.code_status,
        practicingStatus: practicing(user),
      });
    },
  );
}
