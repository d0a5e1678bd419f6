import { Type, type Static } from '@sinclair/typebox';
import { OUTSIDE_MESSAGES, type OutsideService } from './outside-services';

/**
 * A session after its login (spec 002 §7: `POST /authentication/login/login-mode`, `GET
 * /auth/v1/authorization/check-login` and `/login`, `POST /auth/v1/authorization/refresh`): the ways
 * to log in, and what a token's session is, how long it lives and how it is extended. Sessions are
 * opaque tokens of the sessions table (docs/api.md "Login and session"); docs/accounts.md "会话".
 */

export const SESSION_RULES = {
  /**
   * A refresh moves the expiry to now + TOKEN_TTL_MINUTES but never further than this many days
   * after the login (or one TTL, when the TTL is longer): a token that leaked cannot be kept alive
   * for ever by refreshing it.
   */
  maxDays: 7,
  /** The back office offers 延长登录 this many minutes before the session expires. */
  remindMinutes: 5,
} as const;

export const SESSION_MESSAGES = {
  alive: '登录有效',
  refreshed: '登录有效期已延长',
  atLimit: `登录已达最长有效期（${SESSION_RULES.maxDays}天），请保存工作后重新登录`,
} as const;

/** The ways to log in the login page may offer; those of an outside service are off until one is configured. */
export const LOGIN_MODES: ReadonlyArray<{ mode: string; name: string; outside?: OutsideService }> = [
  { mode: 'password', name: '账号登录' },
  { mode: 'sms', name: '短信登录' },
  { mode: 'ca', name: 'CA证书登录', outside: 'ca' },
  { mode: 'wechat', name: '微信扫码登录', outside: 'wechat' },
];

/** What `mode` answers: on, or off with the message of its outside service. */
export const loginModeState = (m: (typeof LOGIN_MODES)[number]) => ({ mode: m.mode, name: m.name, enabled: !m.outside, message: m.outside ? OUTSIDE_MESSAGES[m.outside] : '' });

export const LoginModes = Type.Object({
  modes: Type.Array(Type.Object({ mode: Type.String(), name: Type.String(), enabled: Type.Boolean(), message: Type.String() })),
  defaultMode: Type.String(),
});
export type LoginModes = Static<typeof LoginModes>;

/** The body of a POST that takes no fields: `{}`. */
export const NoFields = Type.Object({}, { additionalProperties: false });

const When = Type.Union([Type.String(), Type.Null()]);

/** `check-login`: whether the bearer token's session is alive; never a 401 (asking is not using it). */
export const CheckLogin = Type.Object({
  loggedIn: Type.Boolean(),
  expiresAt: When,
  refreshableUntil: When,
});
export type CheckLogin = Static<typeof CheckLogin>;

/** `GET /auth/v1/authorization/login`: the login the token stands for. */
export const AuthorizationLogin = Type.Object({
  userCode: Type.String(),
  userName: Type.String(),
  loginRoleType: Type.String(),
  loginAt: Type.String(),
  expiresAt: Type.String(),
  refreshableUntil: Type.String({ description: 'the latest a refresh can move the expiry to' }),
});
export type AuthorizationLogin = Static<typeof AuthorizationLogin>;

export const RefreshedSession = Type.Object({ expiresAt: Type.String(), refreshableUntil: Type.String() });
export type RefreshedSession = Static<typeof RefreshedSession>;

/** The latest expiry a session logged in at `loginAt` may reach (ISO), for a TTL of `ttlMinutes`. */
export function refreshableUntil(loginAt: string, ttlMinutes: number): string {
  const minutes = Math.max(SESSION_RULES.maxDays * 24 * 60, ttlMinutes);
  return new Date(Date.parse(loginAt) + minutes * 60_000).toISOString();
}
