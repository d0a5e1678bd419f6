import type { LoginData, UserInfo } from '../../schemas/auth';
import { get, post } from './client';

/** The RSA public key the login values are encrypted with. */
export const fetchPublicKey = () => get<{ publicKey: string }>('/ks/common/login/public-key').then((d) => d.publicKey);

/** Logs in with already encrypted values. */
export const login = (body: { logValue: string; passWord: string; loginRoleType?: string }) => post<LoginData>('/ks/common/login', body);

/** Revokes the token on the server. */
export const logout = () => get<null>('/ks/common/logout');

export const fetchUserInfo = () => get<UserInfo>('/ks/individual/info');
