import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RegistrationsTable } from '../db/types';
import type { SessionUser } from '../session-user';
import type { LoginKey } from '../auth/login-key';
import type { SmsSender } from './sms/sender';
import { ACCOUNT_MESSAGES, passwordProblem } from '../../schemas/account';
import { isPhone, SMS_MESSAGES } from '../../schemas/sms';
import {
  REGISTRATION_MESSAGES as M,
  REGISTRATION_STATUS_TEXT,
  usccProblem,
  type AuditDecideBody,
  type AuditListBody,
  type AuditPage,
  type RegistrationBody,
  type RegistrationState,
  type RegistrationStatus,
} from '../../schemas/registration';
import { badRequest, conflict, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { insertUser } from '../db/repos/users';
import { hashPassword } from '../auth/password';
import { checkCode } from './sms/codes';

type Row = Selectable<RegistrationsTable>;
const ANON: Actor = { id: null, userName: '', role: '' };
const statusText = (s: string) => REGISTRATION_STATUS_TEXT[s as RegistrationStatus] ?? s;

/** The refusal for a code that is no USCC, else nothing. */
export function assertUscc(code: string): void {
  const problem = usccProblem(code);
  if (problem) throw badRequest(problem);
}

/** Refuses a code or a phone an account or a live registration already holds (docs/accounts.md "Registration"). */
export async function assertFree(db: Kysely<Database>, creditCode: string, phone: string | null): Promise<void> {
  const ent = await db.selectFrom('enterprises').select('id').where('credit_code', '=', creditCode).executeTakeFirst();
  const live = await db.selectFrom('registrations').select(['status']).where('credit_code', '=', creditCode).where('status', 'in', ['pending', 'approved', 'activated']).executeTakeFirst();
  if (ent || live?.status === 'activated') throw conflict(M.usccTaken);
  if (live) throw conflict(M.usccPending);
  if (phone !== null) await assertPhoneFree(db, phone);
}

/** Refuses a phone an account or a live registration already holds. */
export async function assertPhoneFree(db: Kysely<Database>, phone: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (user) throw conflict(M.phoneTaken);
  const reg = await db.selectFrom('registrations').select('id').where('phone', '=', phone).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
  if (reg) throw conflict(M.phonePending);
}

/** POST /register/registration: checks everything, uses the SMS code up, stores the request as pending. */
export async function register(db: Kysely<Database>, loginKey: LoginKey, body: RegistrationBody, address: string): Promise<void> {
  assertUscc(body.creditCode);
  const entName = body.entName.trim();
  const contactName = body.contactName.trim();
  if (!entName || [...entName].length > 100) throw badRequest(M.entName);
  if (!contactName || [...contactName].length > 32) throw badRequest(M.contactName);
  if (!isPhone(body.phone)) throw badRequest(SMS_MESSAGES.phone);
  const password = await loginKey.decrypt(body.secret);
  if (password === null) throw badRequest(ACCOUNT_MESSAGES.undecryptable);
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  await assertFree(db, body.creditCode, body.phone);
  await checkCode(db, { phone: body.phone, purpose: 'register', code: body.code, consume: true });
  const hash = await hashPassword(password);
  const id = crypto.randomUUID();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('registrations')
      .values({ id, credit_code: body.creditCode, ent_name: entName, contact_name: contactName, phone: body.phone, password_hash: hash, status: 'pending', created_at: nowIso(), decided_at: null, decided_by: null, activated_at: null, user_id: null })
      .execute();
    await writeOpLog(tx, { ...ANON, userName: contactName }, { action: 'registration.submit', targetType: 'registration', targetId: id, detail: { creditCode: body.creditCode, address } });
  });
}

const latest = (db: Kysely<Database>) => db.selectFrom('registrations').selectAll().orderBy('created_at', 'desc').orderBy('id');

/** GET /register/enterprise/registration?keyWord=: the progress of the latest request of a code or a phone. */
export async function registrationState(db: Kysely<Database>, keyWord: string): Promise<RegistrationState> {
  const key = keyWord.trim();
  const row = await latest(db)
    .where((eb) => eb.or([eb('credit_code', '=', key), eb('phone', '=', key)]))
    .executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return { creditCode: row.credit_code, entName: row.ent_name, status: row.status, statusText: statusText(row.status), suggestion: row.suggestion, createdAt: row.created_at, decidedAt: row.decided_at };
}

/** POST /ks/register/audit/list (M). */
export async function listRegistrations(db: Kysely<Database>, body: AuditListBody): Promise<AuditPage> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('registrations');
  if (body.status) q = q.where('status', '=', body.status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => ({ id: r.id, creditCode: r.credit_code, entName: r.ent_name, contactName: r.contact_name, phone: r.phone, status: r.status, statusText: statusText(r.status), suggestion: r.suggestion, createdAt: r.created_at, decidedAt: r.decided_at })),
    total: Number(count.n),
  };
}

/** POST /ks/register/audit/decide (M): approve or reject a pending request; the enterprise is told by SMS. */
export async function decideRegistration(db: Kysely<Database>, sender: SmsSender, admin: SessionUser, body: AuditDecideBody): Promise<string> {
  const suggestion = (body.suggestion ?? '').trim();
  if (!body.pass && !suggestion) throw badRequest(M.suggestion);
  const row = await db.selectFrom('registrations').selectAll().where('id', '=', body.id).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  const status = body.pass ? 'approved' : 'rejected';
  await db.transaction().execute(async (tx) => {
    // The status in the where clause is the claim: two administrators deciding at once, one wins.
    const done = await tx
      .updateTable('registrations')
      .set({ status, suggestion, decided_at: nowIso(), decided_by: admin.id })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(M.decided);
    await writeOpLog(tx, { id: admin.id, userName: admin.userName, role: admin.role }, { action: body.pass ? 'registration.approve' : 'registration.reject', targetType: 'registration', targetId: row.id, detail: { creditCode: row.credit_code, suggestion } });
  });
  const text = body.pass
    ? `【${row.ent_name}】您的企业注册申请已审核通过，请前往平台激活账号。`
    : `【${row.ent_name}】您的企业注册申请未通过审核，原因：${suggestion}`;
  // The decision stands even if the notice cannot go out; the enterprise can look it up.
  await sender.send(db, { phone: row.phone, purpose: 'notice', text }).catch(() => undefined);
  return body.pass ? M.approved : M.rejectedDone;
}

/** The approved request of `creditCode`, or the refusal that says why there is none. */
export async function approvedRegistration(db: Kysely<Database>, creditCode: string): Promise<Row> {
  assertUscc(creditCode);
  const row = await latest(db).where('credit_code', '=', creditCode).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  if (row.status === 'activated') throw conflict(M.activatedAlready);
  if (row.status === 'pending') throw badRequest(M.pending);
  if (row.status === 'rejected') throw badRequest(M.rejected);
  return row;
}

/**
 * POST /activate/v1/activate: with the activation code, the enterprise and its user (role U, login
 * name the credit code) are made in one transaction; the request becomes activated.
 */
export async function activate(db: Kysely<Database>, creditCode: string, code: string): Promise<void> {
  const row = await approvedRegistration(db, creditCode);
  await checkCode(db, { phone: row.phone, purpose: 'activate', code, consume: true });
  const enterpriseId = `ent-${crypto.randomUUID()}`;
  const userId = `u-${crypto.randomUUID()}`;
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    const claimed = await tx.updateTable('registrations').set({ status: 'activated', activated_at: at, user_id: userId }).where('id', '=', row.id).where('status', '=', 'approved').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict(M.activatedAlready);
    const taken = await tx.selectFrom('enterprises').select('id').where('credit_code', '=', row.credit_code).executeTakeFirst();
    if (taken) throw conflict(M.usccTaken);
    await tx.insertInto('enterprises').values({ id: enterpriseId, name: row.ent_name, credit_code: row.credit_code, ent_type: '', region: '', legal_person: '', contact_phone: row.phone, created_at: at }).execute();
    await insertUser(tx, {
      id: userId,
      username: row.credit_code.toLowerCase(),
      user_name: row.ent_name,
      password_hash: row.password_hash,
      login_role_type: 'U',
      enterprise_id: enterpriseId,
      created_at: at,
      phone: row.phone,
    });
    await writeOpLog(tx, { id: userId, userName: row.ent_name, role: 'U' }, { action: 'registration.activate', targetType: 'registration', targetId: row.id, detail: { enterpriseId } });
  });
}
