import { Type, type Static } from '@sinclair/typebox';
import { pagingFields } from './paging';
import { USCC_MESSAGES, usccProblem } from './validators';
import { CaptchaFields, Phone, SmsCode } from './sms';

/**
 * Enterprise registration, approval and activation (spec 002 §7 "Registration and activation"),
 * the forgotten password, the phone change and the portrait (docs/accounts.md): rules, messages
 * and call shapes, once for the server and the pages.
 */

/** How long a verified original phone lets the session change the phone (`POST /individual/verify-phone`). */
export const PHONE_VERIFIED_MINUTES = 10;

export const REGISTRATION_MESSAGES = {
  usccEmpty: USCC_MESSAGES.empty,
  usccLength: USCC_MESSAGES.length,
  usccLower: USCC_MESSAGES.lower,
  usccChars: USCC_MESSAGES.chars,
  usccCheck: USCC_MESSAGES.check,
  // Says nothing of whether the code is taken: that is told after the SMS code (docs/accounts.md "Lookups without login").
  usccValid: '统一社会信用代码格式正确',
  usccTaken: '该统一社会信用代码已注册，请直接登录',
  usccPending: '该统一社会信用代码已提交注册申请，请等待审核',
  phoneTaken: '该手机号已被注册',
  phonePending: '该手机号已提交注册申请，请等待审核',
  entName: '请输入企业名称（不超过100个字）',
  contactName: '请输入联系人姓名（不超过32个字）',
  captcha: '图形验证码错误或已过期，请重新输入',
  submitted: '注册申请已提交，请等待管理员审核',
  notFound: '未查询到注册申请，请核对统一社会信用代码或手机号',
  pending: '注册申请正在审核中，审核通过后方可激活',
  rejected: '注册申请未通过审核，请修改后重新注册',
  activatedAlready: '账号已激活，请直接登录',
  // One refusal for every registration that cannot be activated with this code and phone, whatever the reason.
  activateNone: '未找到可激活的注册申请，请核对统一社会信用代码和注册手机号，或先查询注册进度',
  progressPhone: '请输入注册时填写的手机号',
  phoneValid: '手机号格式正确',
  codeOk: '验证码正确',
  activated: '账号激活成功，请使用统一社会信用代码和注册时设置的密码登录',
  suggestion: '请填写审核建议',
  decided: '该申请已审核，请刷新后查看',
  approved: '已审核通过，已短信通知企业激活账号',
  rejectedDone: '已驳回，已短信通知企业',
  resetDone: '密码重置成功，请使用新密码登录',
  phoneUnknown: '该手机号未注册',
  phoneSame: '新手机号不能与当前手机号相同',
  phoneChanged: '手机号修改成功',
  phoneUnbound: '当前账号未绑定手机号',
  verifyFirst: '请先验证原手机号',
  phoneVerified: `原手机号验证成功，请在${PHONE_VERIFIED_MINUTES}分钟内完成更换`,
  phoneAmbiguous: '该手机号绑定了多个账号，请使用账号密码登录',
  portraitMissing: '请选择头像图片',
  portraitType: '头像仅支持JPG、PNG、WEBP格式的图片',
  portraitSize: '头像图片不能超过2MB',
  portraitSaved: '头像已更新',
} as const;

export const PORTRAIT_MAX_BYTES = 2 * 1024 * 1024;
export const PORTRAIT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The one USCC check (schemas/validators.ts), as the registration pages have always imported it. */
export { usccProblem };

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected', 'activated'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_TEXT: Record<RegistrationStatus, string> = {
  pending: '待审核',
  approved: '审核通过（待激活）',
  rejected: '已驳回',
  activated: '已激活',
};

const CreditCode = Type.String({ minLength: 1, maxLength: 32 });
const closed = { additionalProperties: false } as const;

export const EnterpriseVerifyBody = Type.Object({ creditCode: CreditCode }, closed);
export type EnterpriseVerifyBody = Static<typeof EnterpriseVerifyBody>;

/** A code to `phone`, after the image captcha (registration and the forgotten password). */
export const PhoneCodeBody = Type.Object({ phone: Phone, ...CaptchaFields }, closed);
export type PhoneCodeBody = Static<typeof PhoneCodeBody>;
export const PhoneCodeQuery = PhoneCodeBody;
export type PhoneCodeQuery = PhoneCodeBody;

export const PhoneVerifyBody = Type.Object({ phone: Phone, code: SmsCode }, closed);
export type PhoneVerifyBody = Static<typeof PhoneVerifyBody>;

export const RegistrationBody = Type.Object(
  {
    creditCode: CreditCode,
    entName: Type.String({ minLength: 1, maxLength: 200 }),
    contactName: Type.String({ minLength: 1, maxLength: 64 }),
    phone: Phone,
    code: SmsCode,
    /** The password, RSA-OAEP encrypted with the login key (base64), as the login sends it. */
    secret: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  closed,
);
export type RegistrationBody = Static<typeof RegistrationBody>;

/**
 * 查询进度: `keyWord` (the spec's) is the credit code or the phone of the request; `code` is the SMS
 * code (purpose `progress`) sent to the request's phone, which is `phone`, or `keyWord` itself when
 * that is a phone. Without the code nothing is answered (docs/accounts.md "Lookups without login").
 */
export const RegistrationQuery = Type.Object({ keyWord: Type.String({ minLength: 1, maxLength: 32 }), phone: Type.Optional(Phone), code: SmsCode }, closed);
export type RegistrationQuery = Static<typeof RegistrationQuery>;

export const RegistrationState = Type.Object({
  creditCode: Type.String(),
  entName: Type.String(),
  status: Type.String(),
  statusText: Type.String(),
  suggestion: Type.String(),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export type RegistrationState = Static<typeof RegistrationState>;

export const ActivateBasicBody = Type.Object({ creditCode: CreditCode, phone: Phone }, closed);
export type ActivateBasicBody = Static<typeof ActivateBasicBody>;
export const ActivateCodeQuery = Type.Object({ creditCode: CreditCode, code: SmsCode }, closed);
export type ActivateCodeQuery = Static<typeof ActivateCodeQuery>;
export const ActivateBody = ActivateCodeQuery;
export type ActivateBody = ActivateCodeQuery;

export const AuditListBody = Type.Object(
  {
    status: Type.Optional(Type.Union(REGISTRATION_STATUSES.map((s) => Type.Literal(s)))),
    ...pagingFields(),
  },
  closed,
);
export type AuditListBody = Static<typeof AuditListBody>;

export const AuditRow = Type.Object({
  id: Type.String(),
  creditCode: Type.String(),
  entName: Type.String(),
  contactName: Type.String(),
  phone: Type.String(),
  status: Type.String(),
  statusText: Type.String(),
  suggestion: Type.String(),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AuditRow = Static<typeof AuditRow>;
export const AuditPage = Type.Object({ records: Type.Array(AuditRow), total: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;

export const AuditDecideBody = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), pass: Type.Boolean(), suggestion: Type.Optional(Type.String({ maxLength: 500 })) },
  closed,
);
export type AuditDecideBody = Static<typeof AuditDecideBody>;

export const ResetSecretBody = Type.Object({ phone: Phone, code: SmsCode, secret: Type.String({ minLength: 1, maxLength: 1024 }) }, closed);
export type ResetSecretBody = Static<typeof ResetSecretBody>;

export const VerifyCodeQuery = PhoneVerifyBody;
export type VerifyCodeQuery = PhoneVerifyBody;

export const PhoneQuery = Type.Object({ phone: Phone }, closed);
export type PhoneQuery = Static<typeof PhoneQuery>;

/**
 * A code for a signed-in user: `phone` (the default) to the NEW phone of a phone change; `verify`
 * (验证原手机号) and `secret` (重置登录密码) to the phone the account is bound to, so no phone is sent.
 */
export const SEND_SMS_PURPOSES = ['phone', 'verify', 'secret'] as const;
export const SendSmsBody = Type.Object(
  { phone: Type.Optional(Phone), purpose: Type.Optional(Type.Union(SEND_SMS_PURPOSES.map((p) => Type.Literal(p)))) },
  closed,
);
export type SendSmsBody = Static<typeof SendSmsBody>;

export const VerifyPhoneBody = Type.Object({ code: SmsCode }, closed);
export type VerifyPhoneBody = Static<typeof VerifyPhoneBody>;
/** `GET /individual/info/legal-phone`: the bound phone, masked, and whether this session has verified it lately. */
export const LegalPhone = Type.Object({
  phone: Type.String({ description: 'masked (138****8000); empty when none is bound' }),
  bound: Type.Boolean(),
  verifiedUntil: Type.Union([Type.String(), Type.Null()], { description: 'until when this session may change the phone; null: not verified' }),
});
export type LegalPhone = Static<typeof LegalPhone>;
export const UpdatePhoneBody = PhoneVerifyBody;
export type UpdatePhoneBody = PhoneVerifyBody;

export const PortraitData = Type.Object({ photo: Type.String({ description: 'the address the header shows the portrait from (authenticated)' }) });
