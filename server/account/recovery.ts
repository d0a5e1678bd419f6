import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import type { LoginKey } from '../auth/login-key';
import { ACCOUNT_MESSAGES, passwordProblem, type SignedInResetBody } from '../../schemas/account';
import { isPhone, maskPhone, SMS_MESSAGES, type SmsPurpose } from '../../schemas/sms';
import { REGISTRATION_MESSAGES as M, type ResetSecretBody } from '../../schemas/registration';
import { badRequest, conflict } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { hashPassword } from '../auth/password';
import { checkCode, sendCode } from './sms/codes';
import type { SmsSender } from './sms/sender';
import { assertPhoneVerified, boundPhone, useUpVerification } from './bound-phone';

/** The account holding `phone`, or the refusal 该手机号未注册 (told only after the phone is proved). */
export async function accountOfPhone(db: Kysely<Database>, phone: string): Promise<{ id: string; user_name: string; login_role_type: string }> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const user = await db.selectFrom('users').select(['id', 'user_name', 'login_role_type']).where('phone', '=', phone).where('disabled', '=', 0).executeTakeFirst();
  if (!user) throw badRequest(M.phoneUnknown);
  return user;
}

/**
 * GET /common/login/sms/reset-code (after the captcha): answered alike for every phone; the SMS goes
 * out only when an account holds the phone (docs/accounts.md "Lookups without login").
 */
export async function sendResetCode(db: Kysely<Database>, sender: SmsSender, phone: string, address: string): Promise<void> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const held = await accountOfPhone(db, phone).then(
    () => true,
    () => false,
  );
  await sendCode(db, sender, { phone, purpose: 'reset', address, deliver: held });
}

/**
 * A new password proved by an SMS code (both resets): the encrypted password decrypts and keeps the
 * strength rule, then the code is used up, then in one transaction the new hash is stored, the
 * account's sessions are revoked — every one, or every one but `keepSession` — and the op log gets
 * `password.reset`. The rule is checked before the code, so a weak password does not cost the code;
 * the account (`actor`) is looked up after it, so an unknown phone is refused like a wrong code.
 */
async function resetBySms(
  db: Kysely<Database>,
  loginKey: LoginKey,
  args: { actor: () => Promise<Actor & { id: string }>; phone: string; purpose: SmsPurpose; code: string; secret: string; keepSession: string | null },
): Promise<number> {
  const password = await loginKey.decrypt(args.secret);
  if (password === null) throw badRequest(ACCOUNT_MESSAGES.undecryptable);
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  await checkCode(db, { phone: args.phone, purpose: args.purpose, code: args.code, consume: true });
  const actor = await args.actor();
  const hash = await hashPassword(password);
  return db.transaction().execute(async (tx) => {
    const at = nowIso();
    const userId = actor.id;
    await tx.updateTable('users').set({ password_hash: hash, password_changed_at: at, must_change_secret: 0 }).where('id', '=', userId).execute();
    let sessions = tx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (args.keepSession) sessions = sessions.where('id', '!=', args.keepSession);
    const revoked = Number((await sessions.executeTakeFirst()).numUpdatedRows);
    await writeOpLog(tx, actor, { action: 'password.reset', targetType: 'user', targetId: userId, detail: { sessionsRevoked: revoked, signedIn: args.keepSession !== null } });
    return revoked;
  });
}

/**
 * POST /common/login/reset-secret: the phone's reset code, then the strength rule; the new hash is
 * stored and EVERY session of the account is revoked (whoever knew the old password is out).
 */
export async function resetSecret(db: Kysely<Database>, loginKey: LoginKey, body: ResetSecretBody): Promise<void> {
  if (!isPhone(body.phone)) throw badRequest(SMS_MESSAGES.phone);
  const actor = async () => {
    const user = await accountOfPhone(db, body.phone);
    return { id: user.id, userName: user.user_name, role: user.login_role_type };
  };
  await resetBySms(db, loginKey, { actor, phone: body.phone, purpose: 'reset', code: body.code, secret: body.secret, keepSession: null });
}

/**
 * POST /individual/login/reset-secret: a signed-in user who forgot the current password sets a new
 * one with the code sent to the bound phone (purpose `secret`); every OTHER session ends, this one
 * stays (as after a password change).
 */
export async function resetSecretSignedIn(db: Kysely<Database>, loginKey: LoginKey, user: SessionUser, body: SignedInResetBody): Promise<void> {
  const phone = await boundPhone(db, user);
  const actor = { id: user.id, userName: user.userName, role: user.role };
  await resetBySms(db, loginKey, { actor: async () => actor, phone, purpose: 'secret', code: body.code, secret: body.secret, keepSession: user.sessionId });
}

/**
 * Refuses a new phone that is the caller's own or taken by another account or a live registration,
 * and any new phone while the bound one is not verified by this session (请先验证原手机号).
 */
export async function assertNewPhone(db: Kysely<Database>, user: SessionUser, phone: string): Promise<void> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const me = await db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (me.phone === phone) throw badRequest(M.phoneSame);
  await assertPhoneVerified(db, user);
  const other = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (other) throw conflict(M.phoneTaken);
  const reg = await db.selectFrom('registrations').select('id').where('phone', '=', phone).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
  if (reg) throw conflict(M.phonePending);
}

/**
 * PUT /individual/login/update-phone: the code sent to the NEW phone proves it is the user's; a
 * bound phone must have been verified by this session first, and the verification is used up.
 */
export async function updatePhone(db: Kysely<Database>, user: SessionUser, phone: string, code: string): Promise<void> {
  await assertNewPhone(db, user, phone);
  await checkCode(db, { phone, purpose: 'phone', code, consume: true });
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ phone }).where('id', '=', user.id).execute();
    await useUpVerification(tx, user);
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, { action: 'phone.update', targetType: 'user', targetId: user.id, detail: { phone: maskPhone(phone) } });
  });
}
