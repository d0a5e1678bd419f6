import type { LoginData, UserInfo } from '../../schemas/auth';
import type { AuthorizationLogin, CheckLogin, LoginModes, RefreshedSession } from '../../schemas/session';
import { get, post } from './client';

/** The RSA public key the login values are encrypted with. */
export const fetchPublicKey = () => get<{ publicKey: string }>('/ks/common/login/public-key').then((d) => d.publicKey);

/** Logs in with already encrypted values (`loginMode: 'sms'`: the phone and its code). */
export const login = (body: { logValue: string; passWord: string; loginRoleType?: string; loginMode?: 'password' | 'sms' }) => post<LoginData>('/ks/common/login', body);

/** Revokes the token on the server. */
export const logout = () => get<null>('/ks/common/logout');

export const fetchUserInfo = () => get<UserInfo>('/ks/individual/info');

/** The ways to log in the server offers (账号登录, 短信登录; CA and WeChat are off). */
export const fetchLoginModes = () => post<LoginModes>('/ks/authentication/login/login-mode', {}, { quiet: true });

/** The session behind the token (docs/accounts.md "会话"); quiet: the callers show their own state. */
export const sessionApi = {
  check: () => get<CheckLogin>('/ks/auth/v1/authorization/check-login', { quiet: true }),
  login: () => get<AuthorizationLogin>('/ks/auth/v1/authorization/login', { quiet: true }),
  refresh: () => post<RefreshedSession>('/ks/auth/v1/authorization/refresh', {}, { quiet: true }),
};
