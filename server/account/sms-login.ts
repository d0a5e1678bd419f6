import type { Kysely } from 'kysely';
import { ResponseCode } from '../../schemas';
import { isPhone, SMS_MESSAGES } from '../../schemas/sms';
import { REGISTRATION_MESSAGES as M } from '../../schemas/registration';
import type { Database } from '../db/types';
import type { UserRow } from '../db/repos/users';
import { ApiError, badRequest } from '../errors';
import { writeOpLog } from '../db/repos/oplog';
import { checkCode, sendCode } from './sms/codes';
import type { SmsSender } from './sms/sender';
import { SESSION_END_MESSAGES } from '../http/access';

/**
 * 短信登录 (docs/accounts.md "SMS login"): the code of `POST /ks/common/login/sms/phone-code`
 * (after the image captcha) logs in to the one account the phone is bound to; the session is the
 * one a password login opens (openSession in server/auth/login.ts).
 */

/**
 * The account `phone` logs in to: refused when no account holds it (该手机号未注册), when several do
 * (no constraint makes phones unique, so it is checked rather than guessed), or when it is disabled.
 * Said only after the login code proved the phone (smsLoginAccount), never to a code's request.
 */
export async function accountForSmsLogin(db: Kysely<Database>, phone: string): Promise<UserRow> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const rows = await db.selectFrom('users').selectAll().where('phone', '=', phone).limit(2).execute();
  if (rows.length === 0) throw badRequest(M.phoneUnknown);
  if (rows.length > 1) throw badRequest(M.phoneAmbiguous);
  if (rows[0].disabled) throw new ApiError('forbidden', SESSION_END_MESSAGES[ResponseCode.ACCOUNT_DISABLED], ResponseCode.ACCOUNT_DISABLED);
  return rows[0];
}

/**
 * POST /common/login/sms/phone-code (after the captcha): answered alike for every phone; the SMS
 * goes out only when the phone logs in to one usable account, so the answer says nothing of
 * whether it is registered (docs/accounts.md "Lookups without login").
 */
export async function sendLoginCode(db: Kysely<Database>, sender: SmsSender, phone: string, address: string): Promise<void> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const usable = await accountForSmsLogin(db, phone).then(
    () => true,
    () => false,
  );
  await sendCode(db, sender, { phone, purpose: 'login', address, deliver: usable });
}

/**
 * The account behind a decrypted phone and code. The code is checked first, so an unknown phone is
 * refused like a known one with a wrong code; it is used up when right; a wrong one counts (5 void
 * it) and is written to the operation log as a failed login of the phone's account, as a wrong
 * password is.
 */
export async function smsLoginAccount(db: Kysely<Database>, phone: string, code: string, address: string): Promise<UserRow> {
  const number = phone.trim();
  if (!isPhone(number)) throw badRequest(SMS_MESSAGES.phone);
  try {
    await checkCode(db, { phone: number, purpose: 'login', code: code.trim(), consume: true });
  } catch (err) {
    const owners = await db.selectFrom('users').selectAll().where('phone', '=', number).limit(2).execute();
    if (err instanceof ApiError && owners.length === 1) {
      const user = owners[0];
      await writeOpLog(db, { id: user.id, userName: user.username, role: user.login_role_type }, { action: 'login', targetType: 'session', targetId: user.username, detail: { address, mode: 'sms', refusal: err.message }, ok: false });
    }
    throw err;
  }
  return accountForSmsLogin(db, number);
}
