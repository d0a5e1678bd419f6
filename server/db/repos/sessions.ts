import crypto from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
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

/** The user fields the access check needs (not the password hash, nor the profile). */
export type SessionUserRow = Pick<UserRow, 'id' | 'username' | 'user_name' | 'login_role_type' | 'enterprise_id' | 'disabled'>;

export interface SessionLookup {
  sessionId: string;
  expiresAt: string;
  revokedAt: string | null;
  user: SessionUserRow;
}

type LookupRow = SessionUserRow & { session_id: string; expires_at: string; revoked_at: string | null };

// Every authenticated call runs this lookup: its SQL is built and compiled once per database
// handle (the dialect decides the placeholder syntax), then only the token hash changes.
const lookupSql = new WeakMap<Kysely<Database>, string>();

function sessionLookupSql(db: Kysely<Database>): string {
  let text = lookupSql.get(db);
  if (text === undefined) {
    text = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.username', 'users.user_name', 'users.login_role_type', 'users.enterprise_id', 'users.disabled'])
      .select(['sessions.id as session_id', 'sessions.expires_at', 'sessions.revoked_at'])
      .where('sessions.token_hash', '=', '')
      .compile().sql;
    lookupSql.set(db, text);
  }
  return text;
}

/** The session of a token, read afresh on every call (a revoked token fails at once, on any instance). */
export async function findSession(db: Kysely<Database>, token: string): Promise<SessionLookup | undefined> {
  const { rows } = await db.executeQuery<LookupRow>(CompiledQuery.raw(sessionLookupSql(db), [hashToken(token)]));
  const row = rows[0];
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
