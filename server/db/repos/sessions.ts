import crypto from 'node:crypto';
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { SqlDialect } from '../sql-dialect';
import type { Database } from '../types';
import { nowIso } from '../clock';
import type { UserRow } from './users';

/** Tokens are random and only their hash is stored, so a database leak reveals no usable token. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  ttlMinutes: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  // One clock read for both, so the session lasts exactly the TTL (two reads can straddle a millisecond).
  const now = Date.now();
  const expiresAt = new Date(now + ttlMinutes * 60_000).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: crypto.randomUUID(),
      token_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
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
  /** Everything above in one value, as `sessionStamp` spells it (see `sessionStampOf`). */
  stamp: string;
}

type LookupRow = SessionUserRow & { session_id: string; expires_at: string; revoked_at: string | null; stamp: string };

/**
 * One value that changes whenever anything the access check reads of a session changes (its
 * expiry, a revocation, the user's role, enterprise, names or disabled flag). Spelled over the
 * aliases `s` (sessions) and `u` (users); the lookup selects it, and a statement can select it
 * again (`sessionStampOf`) to confirm a session this instance remembered.
 */
function sessionStamp(dialect: SqlDialect): RawBuilder<string> {
  return dialect.joinFields([
    sql`s.id`,
    sql`s.expires_at`,
    sql`coalesce(s.revoked_at, '-')`,
    sql`u.id`,
    sql`u.username`,
    sql`u.user_name`,
    sql`u.login_role_type`,
    sql`coalesce(u.enterprise_id, '-')`,
    sql`u.disabled`,
  ]);
}

/** A subquery reading the stamp of the session with this token hash (NULL when there is none). */
export function sessionStampOf(dialect: SqlDialect, tokenHash: string, db?: Kysely<Database>): RawBuilder<string | null> {
  // With the handle, the fixed part is compiled once (every list call of a remembered session selects it).
  const head = db ? stampHead(db, dialect) : sql`select ${sessionStamp(dialect)} from sessions s join users u on u.id = s.user_id where s.token_hash =`;
  return sql<string | null>`(${head} ${tokenHash})`;
}

const stampHeads = new WeakMap<Kysely<Database>, RawBuilder<unknown>>();

function stampHead(db: Kysely<Database>, dialect: SqlDialect): RawBuilder<unknown> {
  let head = stampHeads.get(db);
  if (!head) {
    head = sql.raw(sql`select ${sessionStamp(dialect)} from sessions s join users u on u.id = s.user_id where s.token_hash =`.compile(db).sql);
    stampHeads.set(db, head);
  }
  return head;
}

// Every authenticated call without a remembered session runs this lookup: its SQL is built and
// compiled once per database handle (the dialect decides the placeholder syntax), then only the
// token hash changes.
const lookupSql = new WeakMap<Kysely<Database>, string>();

function sessionLookupSql(db: Kysely<Database>, dialect: SqlDialect): string {
  let text = lookupSql.get(db);
  if (text === undefined) {
    text = db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.username', 'u.user_name', 'u.login_role_type', 'u.enterprise_id', 'u.disabled'])
      .select(['s.id as session_id', 's.expires_at', 's.revoked_at'])
      .select(sessionStamp(dialect).as('stamp'))
      .where('s.token_hash', '=', '')
      .compile().sql;
    lookupSql.set(db, text);
  }
  return text;
}

/** The session of a token (by its hash), read from the database: a revoked token fails at once, on any instance. */
export async function findSession(db: Kysely<Database>, dialect: SqlDialect, tokenHash: string): Promise<SessionLookup | undefined> {
  const { rows } = await db.executeQuery<LookupRow>(CompiledQuery.raw(sessionLookupSql(db, dialect), [tokenHash]));
  const row = rows[0];
  if (!row) return undefined;
  const { session_id, expires_at, revoked_at, stamp, ...user } = row;
  return { sessionId: session_id, expiresAt: expires_at, revokedAt: revoked_at, user, stamp };
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
