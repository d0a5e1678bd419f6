import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import type { LoginKey } from '../auth/login-key';
import { ACCOUNT_MESSAGES, passwordProblem } from '../../schemas/account';
import { isPhone, SMS_MESSAGES } from '../../schemas/sms';
import { REGISTRATION_MESSAGES as M, type ResetSecretBody } from '../../schemas/registration';
import { badRequest, conflict } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { hashPassword } from '../auth/password';
import { checkCode } from './sms/codes';

/** The account holding `phone`, or the refusal 该手机号未注册. */
export async function accountOfPhone(db: Kysely<Database>, phone: string): Promise<{ id: string; user_name: string; login_role_type: string }> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const user = await db.selectFrom('users').select(['id', 'user_name', 'login_role_type']).where('phone', '=', phone).where('disabled', '=', 0).executeTakeFirst();
  if (!user) throw badRequest(M.phoneUnknown);
  return user;
}

/**
 * POST /common/login/reset-secret: the phone's reset code, then the strength rule; the new hash is
 * stored and EVERY session of the account is revoked (whoever knew the old password is out).
 */
export async function resetSecret(db: Kysely<Database>, loginKey: LoginKey, body: ResetSecretBody): Promise<void> {
  const user = await accountOfPhone(db, body.phone);
  const password = await loginKey.decrypt(body.secret);
  if (password === null) throw badRequest(ACCOUNT_MESSAGES.undecryptable);
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  await checkCode(db, { phone: body.phone, purpose: 'reset', code: body.code, consume: true });
  const hash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    await tx.updateTable('users').set({ password_hash: hash, password_changed_at: at }).where('id', '=', user.id).execute();
    const revoked = await tx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', user.id).where('revoked_at', 'is', null).executeTakeFirst();
    await writeOpLog(tx, { id: user.id, userName: user.user_name, role: user.login_role_type }, { action: 'password.reset', targetType: 'user', targetId: user.id, detail: { sessionsRevoked: Number(revoked.numUpdatedRows) } });
  });
}

/** Refuses a new phone that is the caller's own or taken by another account or a live registration. */
export async function assertNewPhone(db: Kysely<Database>, user: SessionUser, phone: string): Promise<void> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const me = await db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (me.phone === phone) throw badRequest(M.phoneSame);
  const other = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (other) throw conflict(M.phoneTaken);
  const reg = await db.selectFrom('registrations').select('id').where('phone', '=', phone).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
  if (reg) throw conflict(M.phonePending);
}

/** PUT /individual/login/update-phone: the code sent to the NEW phone proves it is the user's. */
export async function updatePhone(db: Kysely<Database>, user: SessionUser, phone: string, code: string): Promise<void> {
  await assertNewPhone(db, user, phone);
  await checkCode(db, { phone, purpose: 'phone', code, consume: true });
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ phone }).where('id', '=', user.id).execute();
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, { action: 'phone.update', targetType: 'user', targetId: user.id, detail: { phone: `${phone.slice(0, 3)}****${phone.slice(7)}` } });
  });
}
