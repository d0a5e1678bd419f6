import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MANAGEMENT_MESSAGES as M,
  usernameProblem,
  type AccountCreateBody,
  type AccountDisableBody,
  type AccountListBody,
  type AccountPage,
  type AccountRoleBody,
  type TemporarySecret,
} from '../../schemas/management';
import type { Role } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, conflict, notFound } from '../errors';
import { writeOpLog, type Actor as LogActor } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { insertUser } from '../db/repos/users';
import { hashPassword } from '../auth/password';
import { containsText } from './managers';
import { maskPhone } from '../../schemas/sms';

/**
 * 人员信息 (docs/administration.md): every account, created, disabled, reset and re-roled by an
 * administrator. Every change is one transaction with its op_log line; disabling, a new role and
 * a reset end every session of the account in that transaction.
 */

type Db = Kysely<Database>;

const logActor = (u: SessionUser): LogActor => ({ id: u.id, userName: u.userName, role: u.role });
const asRole = (t: string): Role => (t === 'M' || t === 'D' ? t : 'U');

/** The accounts, searched by name, login name or enterprise name, by role and enterprise. */
export async function listAccounts(db: Db, body: AccountListBody): Promise<AccountPage> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('users as u').leftJoin('enterprises as e', 'e.id', 'u.enterprise_id');
  const kw = body.keyWord?.trim();
  if (kw) q = q.where((eb) => eb.or([containsText('u.user_name', kw), containsText('u.username', kw), containsText('e.name', kw)]));
  if (body.role === 'U') q = q.where('u.login_role_type', 'not in', ['M', 'D']);
  else if (body.role) q = q.where('u.login_role_type', '=', body.role);
  if (body.enterpriseId) q = q.where('u.enterprise_id', '=', body.enterpriseId);
  const [rows, count] = await Promise.all([
    q
      .select(['u.id', 'u.username', 'u.user_name', 'u.login_role_type', 'u.enterprise_id', 'u.phone', 'u.disabled', 'u.must_change_secret', 'u.created_at', 'e.name as enterprise_name'])
      .orderBy('u.created_at')
      .orderBy('u.id')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      username: r.username,
      userName: r.user_name,
      role: asRole(r.login_role_type),
      enterpriseId: r.enterprise_id,
      enterpriseName: r.enterprise_name ?? '',
      phone: maskPhone(r.phone),
      disabled: r.disabled === 1,
      mustChangeSecret: r.must_change_secret === 1,
      createdAt: r.created_at,
    })),
    total: Number(count?.n ?? 0),
    curPage,
    pageSize,
  };
}

// No look-alikes (0/O, 1/l/I): the administrator reads it out or types it to the person.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const OTHER = '@#$%&*+=';

/** A 12-character temporary password meeting the strength rule (all four kinds of character). */
export function temporarySecret(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[crypto.randomInt(set.length)]);
  const chars = [...pick(UPPER, 4), ...pick(LOWER, 4), ...pick(DIGITS, 3), ...pick(OTHER, 1)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

async function target(db: Db, id: string) {
  const row = await db.selectFrom('users').select(['id', 'username', 'user_name', 'login_role_type', 'disabled']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.accountMissing);
  return row;
}

const revokeAll = async (tx: Db, userId: string, at: string) =>
  Number((await tx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst()).numUpdatedRows);

const nameTaken = async (db: Db, username: string) =>
  Boolean(await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', username)).executeTakeFirst());

/** A new administrator, developer, or user of an existing enterprise, with a temporary password. */
export async function createAccount(db: Db, user: SessionUser, body: AccountCreateBody): Promise<TemporarySecret> {
  // The login lower-cases what is typed (server/auth/login.ts), so names are kept so.
  const username = body.username.trim().toLowerCase();
  const userName = body.userName.trim();
  const problem = usernameProblem(username);
  if (problem) throw badRequest(problem);
  if (!userName || userName.length > 32) throw badRequest(M.userNameRule);
  let enterpriseId: string | null = null;
  if (body.role === 'U') {
    if (!body.enterpriseId) throw badRequest(M.enterpriseNeeded);
    const ent = await db.selectFrom('enterprises').select('id').where('id', '=', body.enterpriseId).executeTakeFirst();
    if (!ent) throw badRequest(M.enterpriseMissing);
    enterpriseId = ent.id;
  }
  // Checked before the (slow) hash as well as inside the transaction, which settles a race.
  if (await nameTaken(db, username)) throw conflict(M.usernameTaken);
  const secret = temporarySecret();
  const hash = await hashPassword(secret);
  const id = `u-${crypto.randomUUID()}`;
  try {
    await db.transaction().execute(async (tx) => {
      if (await nameTaken(tx, username)) throw conflict(M.usernameTaken);
      const at = nowIso();
      await insertUser(tx, { id, username, user_name: userName, password_hash: hash, login_role_type: body.role, enterprise_id: enterpriseId, created_at: at, must_change_secret: 1 });
      await writeOpLog(tx, logActor(user), { action: 'account.create', targetType: 'user', targetId: id, detail: { username, role: body.role, enterpriseId } });
    });
  } catch (err) {
    // Two creations of one name at once (PostgreSQL runs them side by side): the unique index
    // decides, and the loser gets the same answer as a name taken before.
    if (await nameTaken(db, username)) throw conflict(M.usernameTaken);
    throw err;
  }
  return { id, username, temporarySecret: secret };
}

/** Disables (every session ends at once) or enables an account; never one's own. */
export async function setDisabled(db: Db, user: SessionUser, body: AccountDisableBody): Promise<number> {
  if (body.id === user.id && body.disabled) throw badRequest(M.selfDisable);
  const row = await target(db, body.id);
  return db.transaction().execute(async (tx) => {
    const at = nowIso();
    await tx.updateTable('users').set({ disabled: body.disabled ? 1 : 0 }).where('id', '=', row.id).execute();
    const revoked = body.disabled ? await revokeAll(tx, row.id, at) : 0;
    await writeOpLog(tx, logActor(user), { action: body.disabled ? 'account.disable' : 'account.enable', targetType: 'user', targetId: row.id, detail: { username: row.username, sessionsRevoked: revoked } });
    return revoked;
  });
}

/** A temporary password, answered once; the user must change it; every session of theirs ends. */
export async function resetSecret(db: Db, user: SessionUser, id: string): Promise<TemporarySecret> {
  const row = await target(db, id);
  const secret = temporarySecret();
  const hash = await hashPassword(secret);
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    await tx.updateTable('users').set({ password_hash: hash, password_changed_at: at, must_change_secret: 1 }).where('id', '=', row.id).execute();
    const revoked = await revokeAll(tx, row.id, at);
    await writeOpLog(tx, logActor(user), { action: 'account.reset-secret', targetType: 'user', targetId: row.id, detail: { username: row.username, sessionsRevoked: revoked } });
  });
  return { id: row.id, username: row.username, temporarySecret: secret };
}

/**
 * Administrator ↔ developer. Enterprise users come from registration and stay enterprise users
 * (their account is their enterprise's). Not one's own role. The account's sessions end: the next
 * call asks it to log in with the new role. A scope left by a former administrator is dropped.
 */
export async function changeRole(db: Db, user: SessionUser, body: AccountRoleBody): Promise<void> {
  if (body.id === user.id) throw badRequest(M.selfDemote);
  const row = await target(db, body.id);
  const from = asRole(row.login_role_type);
  if (from === body.role) throw badRequest(M.roleSame);
  if (from === 'U' || body.role === 'U') throw badRequest(M.roleEnterprise);
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    await tx.updateTable('users').set({ login_role_type: body.role }).where('id', '=', row.id).execute();
    await tx.deleteFrom('manager_scopes').where('user_id', '=', row.id).execute();
    const revoked = await revokeAll(tx, row.id, at);
    await writeOpLog(tx, logActor(user), { action: 'account.role', targetType: 'user', targetId: row.id, detail: { username: row.username, from, to: body.role, sessionsRevoked: revoked } });
  });
}
