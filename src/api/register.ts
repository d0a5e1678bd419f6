import type { AuditDecideBody, AuditListBody, AuditRow, LegalPhone, RegistrationState } from '../../schemas/registration';
import type { LoginData } from '../../schemas/auth';
import type { OutboxListBody, OutboxRow } from '../../schemas/sms';
import { encryptRsaOaep } from '../crypto/rsa-oaep';
import { fetchPublicKey, login } from './auth';
import type { AxiosRequestConfig } from 'axios';
import { get, post, request, requestEnvelope } from './client';

const encrypt = async (password: string) => encryptRsaOaep(await fetchPublicKey(), password);
const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

/**
 * Registration, activation, the forgotten password (public pages) and the phone change, portrait,
 * registration audit and SMS outbox (docs/accounts.md). Every call answers its message; pages show
 * refusals beside the form (quiet: no dialog).
 */
export const registerApi = {
  message: async (config: AxiosRequestConfig): Promise<string> => (await requestEnvelope<null>({ ...config, quiet: true })).message,
  verifyEnterprise: (creditCode: string) => registerApi.message({ method: 'POST', url: '/ks/register/enterprise/verify', data: { creditCode } }),
  sendRegisterCode: (phone: string, captchaId: string, captcha: string) => registerApi.message({ method: 'POST', url: '/ks/register/sms/phone-code', data: { phone, captchaId, captcha } }),
  /** The registration page's check of a typed code (counts a try, does not use the code up). */
  checkRegisterCode: (phone: string, code: string) => registerApi.message({ method: 'POST', url: '/ks/register/register-code', data: { phone, code } }),
  async register(v: { creditCode: string; entName: string; contactName: string; phone: string; code: string; password: string }): Promise<string> {
    const { password, ...rest } = v;
    return registerApi.message({ method: 'POST', url: '/ks/register/registration', data: { ...rest, secret: await encrypt(password) } });
  },
  /** 查询进度: a code to the registered phone (sent only when a request holds it), then the lookup with it. */
  sendProgressCode: (phone: string, captchaId: string, captcha: string) => registerApi.message({ method: 'POST', url: '/ks/register/sms/progress-code', data: { phone, captchaId, captcha } }),
  progress: (keyWord: string, phone: string, code: string) => get<RegistrationState>(`/ks/register/enterprise/registration?${query({ keyWord, phone, code })}`, { quiet: true }),
  sendActivateCode: (creditCode: string, phone: string) => registerApi.message({ method: 'POST', url: '/ks/activate/v1/verify/basic-info', data: { creditCode, phone } }),
  activate: (creditCode: string, code: string) => registerApi.message({ method: 'POST', url: '/ks/activate/v1/activate', data: { creditCode, code } }),
  sendResetCode: (phone: string, captchaId: string, captcha: string) => registerApi.message({ method: 'GET', url: `/ks/common/login/sms/reset-code?${query({ phone, captchaId, captcha })}` }),
  verifyResetCode: (phone: string, code: string) => registerApi.message({ method: 'GET', url: `/ks/common/login/verify-code?${query({ phone, code })}` }),
  async resetSecret(phone: string, code: string, password: string): Promise<string> {
    return registerApi.message({ method: 'POST', url: '/ks/common/login/reset-secret', data: { phone, code, secret: await encrypt(password) } });
  },
  sendLoginCode: (phone: string, captchaId: string, captcha: string) => registerApi.message({ method: 'POST', url: '/ks/common/login/sms/phone-code', data: { phone, captchaId, captcha } }),
  /** 短信登录: the phone and its code travel encrypted like a password login's values. */
  async smsLogin(phone: string, code: string): Promise<LoginData> {
    const key = await fetchPublicKey();
    const [logValue, passWord] = await Promise.all([encryptRsaOaep(key, phone), encryptRsaOaep(key, code)]);
    return login({ logValue, passWord, loginRoleType: '', loginMode: 'sms' });
  },
  sendPhoneCode: (phone: string) => registerApi.message({ method: 'POST', url: '/ks/individual/send-sms', data: { phone } }),
  /** A code to the bound phone: `verify` before a phone change, `secret` for the reset below. */
  sendBoundCode: (purpose: 'verify' | 'secret') => registerApi.message({ method: 'POST', url: '/ks/individual/send-sms', data: { purpose } }),
  legalPhone: () => get<LegalPhone>('/ks/individual/info/legal-phone', { quiet: true }),
  verifyPhone: (code: string) => registerApi.message({ method: 'POST', url: '/ks/individual/verify-phone', data: { code } }),
  async resetSecretBySms(code: string, password: string): Promise<string> {
    return registerApi.message({ method: 'POST', url: '/ks/individual/login/reset-secret', data: { code, secret: await encrypt(password) } });
  },
  updatePhone: (phone: string, code: string) => registerApi.message({ method: 'PUT', url: '/ks/individual/login/update-phone', data: { phone, code } }),
  uploadPortrait: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<{ photo: string }>({ method: 'POST', url: '/ks/individual/info/portrait', data: form, quiet: true });
  },
  auditList: (body: AuditListBody) => post<{ records: AuditRow[]; total: number }>('/ks/register/audit/list', body),
  decide: (body: AuditDecideBody) => registerApi.message({ method: 'POST', url: '/ks/register/audit/decide', data: body }),
  outbox: (body: OutboxListBody) => post<{ records: OutboxRow[]; total: number; enabled: boolean }>('/ks/common/sms/outbox', body),
};
