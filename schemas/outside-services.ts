import { Type } from '@sinclair/typebox';

/**
 * Calls of spec 002 §7 that need a service outside the platform: CA certificate login, WeChat
 * scan login and binding. Issue 17 leaves them out until a
 * provider is configured; until then each answers 404 with a clear 暂未开通 message (never a
 * 5xx, never a silent success). docs/accounts.md "暂未开通的外部服务".
 */
export const OUTSIDE_MESSAGES = {
  ca: 'CA 证书登录暂未开通，请使用账号密码登录',
  wechat: '微信扫码登录暂未开通，请使用账号密码登录',
  wechatBinding: '微信绑定暂未开通',
  wechatVerify: '微信扫码验证暂未开通，请使用短信验证码验证',
} as const;
export type OutsideService = keyof typeof OUTSIDE_MESSAGES;

export interface OutsideCall {
  method: 'GET' | 'POST';
  url: string;
  service: OutsideService;
  /** who may call it: the login calls and the public pages' lock calls are public */
  access: 'public' | 'user';
  summary: string;
}

export const OUTSIDE_CALLS: readonly OutsideCall[] = [
  { method: 'POST', url: '/ks/ca/v1/login', service: 'ca', access: 'public', summary: 'CA 证书登录（暂未开通）' },
  { method: 'POST', url: '/ks/ca/v1/qrcode', service: 'ca', access: 'public', summary: 'CA 扫码登录二维码（暂未开通）' },
  { method: 'POST', url: '/ks/ca/v1/scan-status', service: 'ca', access: 'public', summary: 'CA 扫码状态（暂未开通）' },
  { method: 'POST', url: '/ks/ca/caLogin', service: 'ca', access: 'public', summary: 'CA 登录（暂未开通）' },
  { method: 'POST', url: '/ks/ca/ent-info', service: 'ca', access: 'public', summary: 'CA 证书企业信息（暂未开通）' },
  { method: 'POST', url: '/ks/ca/ca-login', service: 'ca', access: 'public', summary: 'CA 证书登录校验（暂未开通）' },
  { method: 'GET', url: '/ks/common/login/wechat/qrcode', service: 'wechat', access: 'public', summary: '微信扫码登录二维码（暂未开通）' },
  { method: 'POST', url: '/ks/common/login/wechat/scan-status', service: 'wechat', access: 'public', summary: '微信扫码状态（暂未开通）' },
  { method: 'POST', url: '/ks/individual/wechat-remove', service: 'wechatBinding', access: 'user', summary: '解除微信绑定（暂未开通）' },
  // Without a WeChat provider no account can have a binding: an empty list would read as "none yet".
  { method: 'GET', url: '/ks/individual/info/wechat-list', service: 'wechatBinding', access: 'user', summary: '已绑定的微信（暂未开通）' },
  { method: 'GET', url: '/ks/individual/verify-qrcode', service: 'wechatVerify', access: 'user', summary: '微信扫码验证身份（暂未开通；可用短信验证码验证原手机号）' },
];

/** Whatever the spec's callers send: an object of at most 20 short fields, none of it read. */
export const OutsideBody = Type.Object({}, { additionalProperties: Type.Union([Type.String({ maxLength: 4096 }), Type.Number(), Type.Boolean(), Type.Null()]), maxProperties: 20 });
