import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ResponseCode, type CaptchaData, type LoginData, type PracticingStatus } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { ApiError, badRequest } from '../errors';
import { createSession, revokeSession } from '../db/repos/sessions';
import { findUserByUsername, type UserRow } from '../db/repos/users';
import { writeOpLog } from '../db/repos/oplog';
import { DUMMY_HASH, verifyPassword } from './password';
import { beginLoginAttempt, forget, loginFailed, loginSucceeded } from './rate-limit';
import { issueCaptcha, useCaptcha } from './captcha';

/** Sessions opened and closed: password login, the captcha it may ask for, logout (docs/accounts.md). */

const WRONG_CREDENTIALS = '用户名或密码错误';
const TOO_MANY = '登录失败次数过多，请15分钟后再试';
const CAPTCHA_REQUIRED = '请输入验证码';
const CAPTCHA_INVALID = '验证码错误或已过期，请重新输入';

export const practicingOf = (u: UserRow): PracticingStatus => JSON.parse(u.practicing_status) as PracticingStatus;

// eslint-disable-next-line no-control-regex
const CONTROL_CHAR = /[\u0000-\u001f\u007f]/;

/** A new session of `user` with its op-log line, in one transaction; answered alike for password and SMS logins. */
export async function openSession(db: Kysely<Database>, ttlMinutes: number, user: UserRow, detail: Record<string, string | null>): Promise<LoginData> {
  const session = await db.transaction().execute(async (tx) => {
    const s = await createSession(tx, user.id, ttlMinutes);
    await writeOpLog(tx, { id: user.id, userName: user.user_name, role: user.login_role_type }, { action: 'login', targetType: 'session', targetId: user.id, detail });
    return s;
  });
  return {
    token: session.token,
    userCode: user.id,
    userName: user.user_name,
    loginRoleType: user.login_role_type,
    codeStatus: user.code_status,
    practicingStatus: practicingOf(user),
    expiresAt: session.expiresAt,
  };
}

/** A captcha for `address`, logged; too-many when the address holds its limit of unexpired ones. */
export async function loggedCaptcha(db: Kysely<Database>, address: string): Promise<CaptchaData> {
  const captcha = await db.transaction().execute(async (tx) => {
    const issued = await issueCaptcha(tx, address);
    if (issued) {
      await writeOpLog(tx, { id: null, userName: '', role: '' }, { action: 'captcha', targetType: 'captcha', targetId: issued.captchaId, detail: { address } });
    }
    return issued;
  });
  if (!captcha) throw new ApiError('too-many', '获取验证码过于频繁，请稍后再试');
  return captcha;
}

export interface PasswordLogin {
  /** As decrypted: trimmed and lower-cased here. */
  username: string;
  password: string;
  address: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
  loginRoleType: string | null;
}

/**
 * A password login under the rate limits (server/auth/rate-limit.ts) and, after failures, the
 * captcha: the session opened, or the refusal thrown with its Chinese message and code.
 */
export async function passwordLogin(db: Kysely<Database>, ttlMinutes: number, login: PasswordLogin, log: Pick<FastifyBaseLogger, 'warn'>): Promise<LoginData> {
  const account = login.username.trim().toLowerCase();
  const { address } = login;
  // No account holds a control character, and PostgreSQL text cannot hold a NUL at all.
  if (CONTROL_CHAR.test(account)) throw badRequest('账号含有无效的字符，请检查后重新输入');
  // Counted before the password check, so parallel guesses cannot slip past the limit.
  const attempt = await beginLoginAttempt(db, account, address);
  if (!attempt) throw new ApiError('too-many', TOO_MANY);
  // The captcha is settled before the password is looked at; a refusal here is no failure.
  if (attempt.captchaRequired) {
    if (!login.captchaId || !login.captcha?.trim()) {
      // Nothing changed (like a 429), so nothing is logged: these cost a caller nothing to send.
      await forget(db, attempt);
      throw new ApiError('invalid', CAPTCHA_REQUIRED, ResponseCode.CAPTCHA_REQUIRED);
    }
    if (!(await useCaptcha(db, login.captchaId, login.captcha))) {
      await db.transaction().execute(async (tx) => {
        await forget(tx, attempt);
        await writeOpLog(tx, { id: null, userName: account, role: '' }, {
          action: 'login',
          targetType: 'session',
          targetId: account,
          detail: { address, captcha: 'invalid' },
          ok: false,
        });
      });
      throw new ApiError('invalid', CAPTCHA_INVALID, ResponseCode.CAPTCHA_INVALID);
    }
  }
  const user = await findUserByUsername(db, account);
  const passed = await verifyPassword(login.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !passed) {
    await db.transaction().execute(async (tx) => {
      await loginFailed(tx, attempt);
      await writeOpLog(tx, { id: user?.id ?? null, userName: account, role: user?.login_role_type ?? '' }, {
        action: 'login',
        targetType: 'session',
        targetId: account,
        detail: { address },
        ok: false,
      });
    });
    throw badRequest(WRONG_CREDENTIALS);
  }
  if (user.disabled) {
    await forget(db, attempt);
    throw new ApiError('forbidden', '账号已被停用，请联系管理员', ResponseCode.ACCOUNT_DISABLED);
  }
  const answer = await openSession(db, ttlMinutes, user, { address, loginRoleType: login.loginRoleType });
  // The session is committed; the limit's bookkeeping must not turn it into an error answer.
  await loginSucceeded(db, account, address, attempt).catch((err: unknown) => log.warn({ err }, 'login-attempt cleanup failed'));
  return answer;
}

/** Revokes the caller's session and logs it, in one transaction. */
export async function logout(db: Kysely<Database>, me: SessionUser): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await revokeSession(tx, me.sessionId);
    await writeOpLog(tx, { id: me.id, userName: me.userName, role: me.role }, {
      action: 'logout',
      targetType: 'session',
      targetId: me.sessionId,
    });
  });
}
