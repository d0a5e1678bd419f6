import { Type, type Static } from '@sinclair/typebox';
import { pagingFields } from './paging';

/**
 * SMS verification codes (docs/accounts.md "SMS codes"): the rules and the refusals, once for the
 * server (server/account/sms/) and the pages that ask for a code.
 */
export const SMS_RULES = {
  /** Digits in a code. */
  length: 6,
  /** How long a code is valid. */
  ttlMinutes: 5,
  /** Wrong answers before the code is void. */
  maxTries: 5,
  /** One code per phone within this many seconds, whatever it is for. */
  resendSeconds: 60,
  /** Codes one client address may ask for per hour. */
  perAddressHourly: 10,
} as const;

/**
 * What a code is for: a code asked for one purpose never answers another. `login` logs in by SMS;
 * `verify` proves a signed-in user still holds the bound phone before changing it; `secret` resets
 * a signed-in user's password; `progress` shows the registration a phone submitted (查询进度).
 */
export const SMS_PURPOSES = ['register', 'activate', 'reset', 'phone', 'login', 'verify', 'secret', 'progress'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** What each message is for, in the words of the code's text and of the 短信发件箱 page (`notice`: an audit's notice). */
export const SMS_PURPOSE_NAMES: Record<SmsPurpose | 'notice', string> = {
  register: '企业注册',
  activate: '账号激活',
  reset: '找回密码',
  phone: '更换手机号',
  login: '短信登录',
  verify: '验证原手机号',
  secret: '重置登录密码',
  progress: '查询注册进度',
  notice: '审核通知',
};

export const SMS_MESSAGES = {
  phone: '请输入正确的手机号码',
  code: `请输入${SMS_RULES.length}位数字验证码`,
  resend: `验证码发送过于频繁，请${SMS_RULES.resendSeconds}秒后再试`,
  addressLimit: '获取验证码次数过多，请1小时后再试',
  missing: '验证码已失效，请重新获取',
  wrong: (left: number) => `验证码错误，还可尝试${left}次`,
  voided: '验证码错误次数过多，已失效，请重新获取',
  sent: '验证码已发送，请注意查收',
  sendFailed: '短信发送失败，请稍后再试',
  outboxOff: '已配置短信服务，发件箱不可用',
} as const;

/** Mainland mobile numbers (the `mobile` validator's rule). */
export const PHONE_PATTERN = '^1[3-9][0-9]{9}$';
export const isPhone = (s: string): boolean => new RegExp(PHONE_PATTERN).test(s);
export const isSmsCode = (s: string): boolean => new RegExp(`^[0-9]{${SMS_RULES.length}}$`).test(s);

/** A phone as pages, answers and the operation log show it: 138****8000 ('' for none). */
export const maskPhone = (phone: string | null | undefined): string => (phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '');

/** The text a code is sent in. */
export const smsText = (purpose: SmsPurpose, code: string): string => {
  return `您正在进行${SMS_PURPOSE_NAMES[purpose]}操作，验证码为${code}，${SMS_RULES.ttlMinutes}分钟内有效。如非本人操作，请忽略本短信。`;
};

// Phones and codes are plain strings in the schemas: a wrong one gets the Chinese refusal above
// from the service, not a schema error.
export const Phone = Type.String({ minLength: 1, maxLength: 20 });
export const SmsCode = Type.String({ minLength: 1, maxLength: 12 });
export const CaptchaFields = {
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  captcha: Type.String({ minLength: 1, maxLength: 16 }),
};

export const OutboxListBody = Type.Object(
  {
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    ...pagingFields(),
  },
  { additionalProperties: false },
);
export type OutboxListBody = Static<typeof OutboxListBody>;

export const OutboxRow = Type.Object({ id: Type.String(), phone: Type.String(), purpose: Type.String(), text: Type.String(), createdAt: Type.String() });
export type OutboxRow = Static<typeof OutboxRow>;
export const OutboxPage = Type.Object({ records: Type.Array(OutboxRow), total: Type.Integer(), enabled: Type.Boolean() });
export type OutboxPage = Static<typeof OutboxPage>;
