import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { maskPhone } from '../../schemas/sms';
import { PHONE_VERIFIED_MINUTES, REGISTRATION_MESSAGES as M, type LegalPhone } from '../../schemas/registration';
import { badRequest } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { checkCode } from './sms/codes';

/**
 * The phone a signed-in account is bound to (docs/accounts.md "Phone"): 验证原手机号 before a phone
 * change, and the codes of the signed-in password reset. The proof of a verification belongs to the
 * session that made it (`sessions.phone_verified_at`, migration 0025), not to the account: another
 * device logged in to the same account has proved nothing.
 */

type Db = Kysely<Database>;

const actorOf = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });
const verifiedUntil = (at: string | null): string | null => {
  if (!at) return null;
  const until = new Date(Date.parse(at) + PHONE_VERIFIED_MINUTES * 60_000).toISOString();
  return until > nowIso() ? until : null;
};

/** The caller's bound phone, or the refusal 当前账号未绑定手机号. */
export async function boundPhone(db: Db, user: SessionUser): Promise<string> {
  const row = await db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!row.phone) throw badRequest(M.phoneUnbound);
  return row.phone;
}

/** `GET /individual/info/legal-phone`: the bound phone masked, and until when this session may change it. */
export async function legalPhone(db: Db, user: SessionUser): Promise<LegalPhone> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.phone', 's.phone_verified_at'])
    .where('s.id', '=', user.sessionId)
    .executeTakeFirstOrThrow();
  return { phone: maskPhone(row.phone), bound: Boolean(row.phone), verifiedUntil: row.phone ? verifiedUntil(row.phone_verified_at) : null };
}

/**
 * `POST /individual/verify-phone`: the code sent to the bound phone (purpose `verify`) is used up and
 * this session may change the phone for the next PHONE_VERIFIED_MINUTES. Answers until when.
 */
export async function verifyBoundPhone(db: Db, user: SessionUser, code: string): Promise<string> {
  const phone = await boundPhone(db, user);
  await checkCode(db, { phone, purpose: 'verify', code, consume: true });
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('sessions').set({ phone_verified_at: at }).where('id', '=', user.sessionId).execute();
    await writeOpLog(tx, actorOf(user), { action: 'phone.verify', targetType: 'user', targetId: user.id, detail: { phone: maskPhone(phone) } });
  });
  return verifiedUntil(at) ?? at;
}

/**
 * Refuses a phone change (its code or the change itself) by a session that has not verified the
 * bound phone within PHONE_VERIFIED_MINUTES (请先验证原手机号). An account bound to no phone yet
 * has nothing to verify.
 */
export async function assertPhoneVerified(db: Db, user: SessionUser): Promise<void> {
  const state = await legalPhone(db, user);
  if (state.bound && !state.verifiedUntil) throw badRequest(M.verifyFirst);
}

/** One verification, one change: called in the change's transaction. */
export async function useUpVerification(db: Db, user: SessionUser): Promise<void> {
  await db.updateTable('sessions').set({ phone_verified_at: null }).where('id', '=', user.sessionId).execute();
}
