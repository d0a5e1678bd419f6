import { ResponseCode } from '../../../schemas';
import { AuthorizationLogin, CheckLogin, LOGIN_MODES, LoginModes, NoFields, RefreshedSession, SESSION_MESSAGES, SESSION_RULES, loginModeState } from '../../../schemas/session';
import type { ApiApp, AppContext } from '../../context';
import { bearerTokenHash, caller, SESSION_END_MESSAGES, sessionFailure } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { findSession } from '../../db/repos/sessions';
import { refreshSession, sessionLogin } from '../../auth/authorization';

const tags = ['auth'];

/**
 * The ways to log in and the session after it (spec 002 §7; docs/accounts.md "会话"): `check-login`
 * asks whether a token is alive, `login` reads its session, `refresh` extends it.
 */
export default function authorizationRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.post(
    '/ks/authentication/login/login-mode',
    { config: { access: 'public' }, schema: { tags, summary: '登录方式：账号登录、短信登录（CA 证书、微信扫码暂未开通）', body: NoFields, response: responses(LoginModes) } },
    async () => ok({ modes: LOGIN_MODES.map(loginModeState), defaultMode: 'password' }),
  );

  app.get(
    '/ks/auth/v1/authorization/check-login',
    // Public on purpose: a dead token is answered `loggedIn: false` with the reason, not with the
    // 401 that would end the caller's session in the client.
    { config: { access: 'public' }, schema: { tags, summary: '令牌的登录是否有效（不返回 401；附过期时间与可延长到的时间）', response: responses(CheckLogin) } },
    async (request) => {
      const me = request.user;
      if (me) {
        const s = await sessionLogin(db, me, ctx.tokenTtlMinutes);
        return ok({ loggedIn: true, expiresAt: s.expiresAt, refreshableUntil: s.refreshableUntil }, SESSION_MESSAGES.alive);
      }
      const dead = { loggedIn: false, expiresAt: null, refreshableUntil: null };
      const tokenHash = bearerTokenHash(request);
      if (!tokenHash) return ok(dead, '未登录');
      const failure = sessionFailure(await findSession(db, ctx.dialect, tokenHash)) ?? ResponseCode.SESSION_REVOKED;
      return ok(dead, SESSION_END_MESSAGES[failure]);
    },
  );

  app.get(
    '/ks/auth/v1/authorization/login',
    { config: { access: 'user' }, schema: { tags, summary: '当前令牌的登录：用户、登录时间、过期时间、最长可延长到的时间', response: responses(AuthorizationLogin) } },
    async (request) => ok(await sessionLogin(db, caller(request), ctx.tokenTtlMinutes)),
  );

  app.post(
    '/ks/auth/v1/authorization/refresh',
    { config: { access: 'user' }, schema: { tags, summary: `延长登录：过期时间改为现在起一个有效期（不超过登录后 ${SESSION_RULES.maxDays} 天），令牌不变`, body: NoFields, response: responses(RefreshedSession) } },
    async (request) => ok(await refreshSession(db, caller(request), ctx.tokenTtlMinutes), SESSION_MESSAGES.refreshed),
  );
}
