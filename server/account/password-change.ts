import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import type { LoginKey } from '../auth/login-key';
import { ACCOUNT_MESSAGES as M, PASSWORD_CHANGE_TRIES, PASSWORD_CHANGE_WINDOW_MINUTES, PASSWORD_MAX_AGE_DAYS, passwordProblem, type SecretTime, type UpdateSecretBody } from '../../schemas/account';
import { hashPassword, verifyPassword } from '../auth/password';
import { ApiError, badRequest } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';

const ACTION = 'password.update';

/**
 * PUT /individual/login/update-secret (docs/accounts.md "Password"): the current password, then
 * the strength rule; the new hash is stored and every other session of the user is revoked in the
 * same transaction (a stolen session elsewhere ends with the change). Wrong current passwords are
 * counted in the operation log: after 5 within 15 minutes the change is refused for a while.
 */
export async function updateSecret(db: Kysely<Database>, loginKey: LoginKey, user: SessionUser, body: UpdateSecretBody): Promise<void> {
  const [oldPassword, newPassword] = await Promise.all([loginKey.decrypt(body.oldSecret), loginKey.decrypt(body.newSecret)]);
  if (oldPassword === null || newPassword === null) throw badRequest(M.undecryptable);
  const since = new Date(Date.now() - PASSWORD_CHANGE_WINDOW_MINUTES * 60_000).toISOString();
  const failures = await db
    .selectFrom('op_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', ACTION)
    .where('user_id', '=', user.id)
    .where('ok', '=', 0)
    .where('at', '>=', since)
    .executeTakeFirst();
  if (Number(failures?.n ?? 0) >= PASSWORD_CHANGE_TRIES) throw new ApiError('too-many', M.tooMany);
  const row = await db.selectFrom('users').select(['password_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
  const actor = { id: user.id, userName: user.userName, role: user.role };
  if (!(await verifyPassword(oldPassword, row.password_hash))) {
    await writeOpLog(db, actor, { action: ACTION, targetType: 'user', targetId: user.id, detail: { reason: 'wrong-old' }, ok: false });
    throw badRequest(M.wrongOld);
  }
  const problem = passwordProblem(newPassword);
  if (problem) throw badRequest(problem);
  if (newPassword === oldPassword) throw badRequest(M.same);
  const hash = await hashPassword(newPassword);
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    await tx.updateTable('users').set({ password_hash: hash, password_changed_at: at, must_change_secret: 0 }).where('id', '=', user.id).execute();
    const revoked = await tx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', user.id).where('id', '!=', user.sessionId).where('revoked_at', 'is', null).executeTakeFirst();
    await writeOpLog(tx, actor, { action: ACTION, targetType: 'user', targetId: user.id, detail: { otherSessionsRevoked: Number(revoked.numUpdatedRows) } });
  });
}

/** GET /individual/login/update-secret-time: when the password was last set, and whether it is due. */
export async function secretTime(db: Kysely<Database>, user: SessionUser, now = Date.now()): Promise<SecretTime> {
  const row = await db.selectFrom('users').select(['password_changed_at', 'created_at', 'must_change_secret']).where('id', '=', user.id).executeTakeFirstOrThrow();
  const changedAt = row.password_changed_at ?? row.created_at;
  const days = Math.max(0, Math.floor((now - Date.parse(changedAt)) / 86_400_000));
  // A temporary password an administrator set (docs/administration.md "人员信息") is due at once.
  const temporary = row.must_change_secret === 1;
  return { changedAt, days, due: temporary || days >= PASSWORD_MAX_AGE_DAYS, temporary };
}
