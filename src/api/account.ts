import type { SecretTime } from '../../schemas/account';
import { encryptRsaOaep } from '../crypto/rsa-oaep';
import { fetchPublicKey } from './auth';
import { get, request } from './client';

/** The user's own password (docs/accounts.md "Password"): both values RSA-OAEP encrypted with the login key, as at login. */
export const accountApi = {
  async updateSecret(oldPassword: string, newPassword: string): Promise<string> {
    const key = await fetchPublicKey();
    const [oldSecret, newSecret] = await Promise.all([encryptRsaOaep(key, oldPassword), encryptRsaOaep(key, newPassword)]);
    await request<null>({ method: 'PUT', url: '/ks/individual/login/update-secret', data: { oldSecret, newSecret }, quiet: true });
    return '密码修改成功，其他设备上的登录已退出';
  },
  secretTime: () => get<SecretTime>('/ks/individual/login/update-secret-time', { quiet: true }),
};
