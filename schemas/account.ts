import { Type, type Static } from '@sinclair/typebox';
import { SmsCode } from './sms';

/**
 * The user's own password (spec 002 §7 "Authentication and accounts": `PUT
 * /individual/login/update-secret`, `GET /individual/login/update-secret-time`): the strength rule,
 * the messages and the call shapes, once for the server and the user centre. docs/accounts.md.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** Days after which the user centre asks for a new password. */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** Wrong current passwords within the window before the change is refused for a while. */
export const PASSWORD_CHANGE_TRIES = 5;
export const PASSWORD_CHANGE_WINDOW_MINUTES = 15;

export const ACCOUNT_MESSAGES = {
  rule: `密码长度为${PASSWORD_MIN}-${PASSWORD_MAX}位，且须包含大写字母、小写字母、数字和特殊字符中的至少三种`,
  wrongOld: '原密码不正确',
  same: '新密码不能与原密码相同',
  mismatch: '两次输入的新密码不一致',
  tooMany: `原密码错误次数过多，请${PASSWORD_CHANGE_WINDOW_MINUTES}分钟后再试`,
  undecryptable: '密码信息解密失败，请刷新页面后重试',
  changed: '密码修改成功，其他设备上的登录已退出',
  due: `您的密码已超过${PASSWORD_MAX_AGE_DAYS}天未修改，为了账号安全，请及时修改密码`,
  resetSignedIn: '密码重置成功，其他设备上的登录已退出',
} as const;

/** The kinds of characters a password mixes; it needs three of the four. */
const KINDS = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

/** The rule's message when `password` breaks it, else null (spaces and control characters are not allowed at all). */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return ACCOUNT_MESSAGES.rule;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(password)) return ACCOUNT_MESSAGES.rule;
  return KINDS.filter((k) => k.test(password)).length >= 3 ? null : ACCOUNT_MESSAGES.rule;
}

/** Both passwords travel RSA-OAEP encrypted with the login key (base64), as the login's do. */
export const UpdateSecretBody = Type.Object(
  {
    oldSecret: Type.String({ minLength: 1, maxLength: 1024 }),
    newSecret: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type UpdateSecretBody = Static<typeof UpdateSecretBody>;

/** `POST /individual/login/reset-secret`: the code sent to the bound phone and the new password, encrypted as above. */
export const SignedInResetBody = Type.Object(
  { code: SmsCode, secret: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type SignedInResetBody = Static<typeof SignedInResetBody>;

export const SecretTime = Type.Object({
  changedAt: Type.String({ description: 'when the password was last set (account creation when never changed)' }),
  days: Type.Integer({ description: 'whole days since' }),
  due: Type.Boolean({ description: `${PASSWORD_MAX_AGE_DAYS} days or more: the user centre asks for a new one` }),
  temporary: Type.Optional(Type.Boolean({ description: 'a temporary password an administrator set: it must be changed' })),
});
export type SecretTime = Static<typeof SecretTime>;
