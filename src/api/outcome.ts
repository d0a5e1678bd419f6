import { CODE, SESSION_END_CODES } from './codes';

/**
 * What the shell does with one API response: the error catalogue of spec 000 §8 as a pure
 * function, so the rules are tested without a network or a DOM. The client performs the outcome.
 */
export type Outcome =
  | { kind: 'ok' }
  /** 10000 / 10001 / 10017: dialog, then after 500 ms storage cleared and /login. */
  | { kind: 'sessionEnd'; message: string }
  /** HTTP 401 or 未登录: storage cleared and the site root reloaded after 500 ms. */
  | { kind: 'notLoggedIn' }
  /** 418: after confirming, company info with type=1. */
  | { kind: 'companyInfo'; message: string }
  | { kind: 'timeout' }
  /** On the login page and root the message belongs in the login form, not a dialog. */
  | { kind: 'inline'; message: string }
  /** Dialog type 1 (error, 5xx) or 2 (warning, everything else). */
  | { kind: 'dialog'; message: string; dialogType: 1 | 2 }
  /** 502 (gateway restarting) is not shown: the spec excludes it from the HTTP failure rule. */
  | { kind: 'silent'; message: string };

export interface ResponseFacts {
  /** HTTP status; undefined when no response arrived (network failure, timeout). */
  httpStatus?: number;
  /** Parsed body, if any. */
  body?: unknown;
  timedOut?: boolean;
  /** Current location pathname; decides whether messages go to the login form. */
  pathname: string;
}

/** HTTP timeout of spec 000 §9. */
export const HTTP_TIMEOUT_MS = 300_000;

export const REQUEST_FAILED = '请求失败，请联系管理员！';
export const TIMEOUT_MESSAGE = '请求超时';
export const NOT_LOGGED_IN = '未登录';
export const DEFAULT_SESSION_END = '登录状态已失效，请重新登录';
export const COMPANY_INFO_PATH = '/system/companyInfo?type=1';

/** Paths whose errors are shown in the login form (the login variant's root is the login page). */
export const LOGIN_PATHS: readonly string[] = ['/', '/login'];

interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
}

const envelopeOf = (body: unknown): EnvelopeLike | null =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as EnvelopeLike) : null;

/** Decides what to do with a response (success or failure) per the error catalogue. */
export function decideOutcome(facts: ResponseFacts): Outcome {
  if (facts.timedOut) return { kind: 'timeout' };
  const env = envelopeOf(facts.body);
  const code = typeof env?.code === 'number' ? env.code : undefined;
  const serverMessage = typeof env?.message === 'string' && env.message.trim() ? env.message : undefined;
  const status = facts.httpStatus;

  if (code !== undefined && SESSION_END_CODES.includes(code)) {
    return { kind: 'sessionEnd', message: serverMessage ?? DEFAULT_SESSION_END };
  }
  if (status === 401 || code === CODE.NOT_LOGGED_IN || serverMessage === NOT_LOGGED_IN) {
    return { kind: 'notLoggedIn' };
  }
  if (status === 418 || code === CODE.COMPANY_INFO_REQUIRED) {
    return { kind: 'companyInfo', message: serverMessage ?? '请先完善企业信息' };
  }
  const httpOk = status !== undefined && status >= 200 && status < 300;
  if (httpOk && code === CODE.OK) return { kind: 'ok' };

  const message = serverMessage ?? REQUEST_FAILED;
  if (status === 502) return { kind: 'silent', message };
  if (LOGIN_PATHS.includes(facts.pathname)) return { kind: 'inline', message };
  return { kind: 'dialog', message, dialogType: status !== undefined && status >= 500 ? 1 : 2 };
}
