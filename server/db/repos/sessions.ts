import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { isoAfterMinutes, nowIso } from '../clock';
import type { UserRow } from './users';

/** Tokens are random and only their hash is stored, so a database leak reveals no usable token. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  ttlMinutes: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = isoAfterMinutes(ttlMinutes);
  await db
    .insertInto('sessions')
    .values({
      id: crypto.randomUUID(),
      token_hash: hashToken(token),
      user_id: userId,
      created_at: nowIso(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

export interface SessionLookup {
  sessionId: string;
  expiresAt: string;
  revokedAt: string | null;
  user: UserRow;
}

export async function findSession(db: Kysely<Database>, token: string): Promise<SessionLookup | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at', 'sessions.revoked_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, expires_at, revoked_at, ...user } = row;
  return { sessionId: session_id, expiresAt: expires_at, revokedAt: revoked_at, user };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).execute();
}

export async function revokeUserSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const res = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
