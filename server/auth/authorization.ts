import type { Kysely } from 'kysely';
import { ResponseCode } from '../../schemas';
import { SESSION_MESSAGES, refreshableUntil, type AuthorizationLogin, type RefreshedSession } from '../../schemas/session';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { ApiError, badRequest } from '../errors';
import { SESSION_END_MESSAGES } from '../http/access';

/**
 * What `/auth/v1/authorization/*` means for our opaque-token sessions (docs/accounts.md "会话"):
 * `login` reads the session a token stands for, `refresh` extends it in place. Extending, not a new
 * token: other tabs and calls in flight keep using the one token, and a new token would end them
 * with 10001. The extension is bounded (SESSION_RULES.maxDays after the login).
 */

type Db = Kysely<Database>;

/** The caller's session with its user, as `GET /auth/v1/authorization/login` answers it. */
export async function sessionLogin(db: Db, user: SessionUser, ttlMinutes: number): Promise<AuthorizationLogin> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.created_at', 's.expires_at', 'u.id', 'u.user_name', 'u.login_role_type'])
    .where('s.id', '=', user.sessionId)
    .executeTakeFirstOrThrow();
  return {
    userCode: row.id,
    userName: row.user_name,
    loginRoleType: row.login_role_type,
    loginAt: row.created_at,
    expiresAt: row.expires_at,
    refreshableUntil: refreshableUntil(row.created_at, ttlMinutes),
  };
}

/**
 * `POST /auth/v1/authorization/refresh`: the expiry becomes now + TTL, at most `refreshableUntil`;
 * refused when it cannot move any further. The update is conditional on the session still being
 * alive, so a session revoked meanwhile is never brought back.
 */
export async function refreshSession(db: Db, user: SessionUser, ttlMinutes: number): Promise<RefreshedSession> {
  const row = await db.selectFrom('sessions').select(['created_at', 'expires_at']).where('id', '=', user.sessionId).executeTakeFirstOrThrow();
  const limit = refreshableUntil(row.created_at, ttlMinutes);
  const next = new Date(Math.min(Date.now() + ttlMinutes * 60_000, Date.parse(limit))).toISOString();
  if (next <= row.expires_at) throw badRequest(SESSION_MESSAGES.atLimit);
  await db.transaction().execute(async (tx) => {
    const moved = await tx
      .updateTable('sessions')
      .set({ expires_at: next })
      .where('id', '=', user.sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('unauthenticated', SESSION_END_MESSAGES[ResponseCode.SESSION_REVOKED], ResponseCode.SESSION_REVOKED);
    await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, { action: 'session.refresh', targetType: 'session', targetId: user.sessionId, detail: { from: row.expires_at, to: next } });
  });
  return { expiresAt: next, refreshableUntil: limit };
}
