import { Type, type Static } from '@sinclair/typebox';

export const PracticeDetail = Type.Object({
  region: Type.String(),
  /** '0' unknown, '1' abnormal, '2' normal */
  status: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]),
  reason: Type.String(),
});

export const PracticingStatus = Type.Object({
  abnormal: Type.Boolean(),
  practiceDetails: Type.Array(PracticeDetail),
});
export type PracticingStatus = Static<typeof PracticingStatus>;

export const PublicKeyData = Type.Object({ publicKey: Type.String() });

export const LoginBody = Type.Object(
  {
    logValue: Type.String({ minLength: 1, maxLength: 2048, title: '登录账号' }),
    passWord: Type.String({ minLength: 1, maxLength: 2048, title: '登录密码' }),
    loginRoleType: Type.Optional(Type.String({ maxLength: 8, title: '登录角色类型' })),
    /**
     * `sms` (短信登录): `logValue` is the encrypted phone and `passWord` the encrypted code of
     * `POST /ks/common/login/sms/phone-code`; absent or `password`: account and password.
     */
    loginMode: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('sms')], { title: '登录方式' })),
    /** Required once the account had 3 failed logins in the window (`GET /ks/common/captcha`). */
    captchaId: Type.Optional(Type.String({ maxLength: 64, title: '验证码编号' })),
    captcha: Type.Optional(Type.String({ maxLength: 16, title: '验证码' })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** A login captcha: its id (sent back with the answer) and the image, an SVG document. */
export const CaptchaData = Type.Object({ captchaId: Type.String(), svg: Type.String() });
export type CaptchaData = Static<typeof CaptchaData>;

export const LoginData = Type.Object({
  token: Type.String(),
  userCode: Type.String(),
  userName: Type.String(),
  loginRoleType: Type.String(),
  codeStatus: Type.Integer(),
  practicingStatus: PracticingStatus,
  expiresAt: Type.String(),
});
export type LoginData = Static<typeof LoginData>;

export const UserInfo = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  photo: Type.String(),
  loginRoleType: Type.String(),
  roles: Type.Array(Type.String()),
  enterpriseId: Type.Union([Type.String(), Type.Null()]),
  /** the name of the user's enterprise (用户中心 shows it, not the id); absent without one */
  enterpriseName: Type.Optional(Type.String()),
  codeStatus: Type.Integer(),
  practicingStatus: PracticingStatus,
  /** the bound mobile number, masked (138****8000); empty when none (docs/accounts.md) */
  phone: Type.Optional(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

export const PlatformInfo = Type.Object({
  platformName: Type.String(),
  describe: Type.String(),
  filingsCoding: Type.String(),
  /** The deployment's region key: picks the floating bar's customer-service links (schemas/customer-service.ts). */
  region: Type.Optional(Type.String({ maxLength: 32 })),
  /** A weather provider is configured: the header shows the weather (GET /ks/common/weather, docs/shell.md "天气"). */
  weather: Type.Optional(Type.Boolean()),
  /** Days a form's draft is kept in the browser (DRAFT_DAYS of the deployment; docs/forms.md "草稿"). */
  draftDays: Type.Optional(Type.Integer({ minimum: 1 })),
  /** 开标大厅: the external bid-opening hall the public header opens in a new window (docs/portal.md). */
  bidHallUrl: Type.Optional(Type.String({ maxLength: 500, pattern: '^https?://' })),
  version: Type.String(),
});

/** Days a draft is kept when the deployment sets none (DRAFT_DAYS). */
export const DEFAULT_DRAFT_DAYS = 7;
export type PlatformInfo = Static<typeof PlatformInfo>;
