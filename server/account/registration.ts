import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RegistrationsTable } from '../db/types';
import type { SessionUser } from '../session-user';
import type { LoginKey } from '../auth/login-key';
import type { SmsSender } from './sms/sender';
import { ACCOUNT_MESSAGES, passwordProblem } from '../../schemas/account';
import { isPhone, isSmsCode, SMS_MESSAGES } from '../../schemas/sms';
import {
  REGISTRATION_MESSAGES as M,
  REGISTRATION_STATUS_TEXT,
  usccProblem,
  type AuditDecideBody,
  type AuditListBody,
  type AuditPage,
  type RegistrationBody,
  type RegistrationQuery,
  type RegistrationState,
  type RegistrationStatus,
} from '../../schemas/registration';
import { badRequest, conflict, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { insertUser } from '../db/repos/users';
import { hashPassword } from '../auth/password';
import { checkCode, sendCode } from './sms/codes';

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

/**
 * POST /register/registration: checks everything, uses the SMS code up, stores the request as
 * pending. The code is checked before the credit code and the phone are looked up, so only a caller
 * who holds the phone learns that either is taken; it is used up only once nothing refuses.
 */
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
  await checkCode(db, { phone: body.phone, purpose: 'register', code: body.code, consume: false });
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

/**
 * POST /register/sms/progress-code: a 查询进度 code to `phone`. Answered alike whether or not a
 * registration holds the phone; the SMS goes out only when one does (docs/accounts.md "Lookups
 * without login").
 */
export async function sendProgressCode(db: Kysely<Database>, sender: SmsSender, phone: string, address: string): Promise<void> {
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  const held = await db.selectFrom('registrations').select('id').where('phone', '=', phone).executeTakeFirst();
  await sendCode(db, sender, { phone, purpose: 'progress', address, deliver: held !== undefined });
}

/**
 * GET /register/enterprise/registration?keyWord=&phone=&code=: the progress of the latest request of
 * a credit code or a phone, told only to the holder of the request's phone: the code (purpose
 * `progress`, used up) is checked before anything is looked up, and a credit code answers only
 * together with the phone it was registered with.
 */
export async function registrationState(db: Kysely<Database>, query: RegistrationQuery): Promise<RegistrationState> {
  const key = query.keyWord.trim();
  const phone = isPhone(key) ? key : (query.phone ?? '').trim();
  if (!isPhone(phone)) throw badRequest(M.progressPhone);
  await checkCode(db, { phone, purpose: 'progress', code: query.code, consume: true });
  let q = latest(db).where('phone', '=', phone);
  if (key !== phone) q = q.where('credit_code', '=', key);
  const row = await q.executeTakeFirst();
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

/** The latest request of `creditCode` when it is approved (and not yet activated), else null. */
async function activatable(db: Kysely<Database>, creditCode: string): Promise<Row | null> {
  assertUscc(creditCode);
  const row = await latest(db).where('credit_code', '=', creditCode).executeTakeFirst();
  return row?.status === 'approved' ? row : null;
}

/**
 * POST /activate/v1/verify/basic-info: the activation code goes to the registered phone of an
 * approved request. Every other case — no request, pending, rejected, activated, another phone —
 * gets one refusal, so the call tells no status (the status is for 查询进度, behind its code).
 */
export async function sendActivateCode(db: Kysely<Database>, sender: SmsSender, creditCode: string, phone: string, address: string): Promise<void> {
  const row = await activatable(db, creditCode);
  if (!isPhone(phone)) throw badRequest(SMS_MESSAGES.phone);
  if (!row || row.phone !== phone) throw badRequest(M.activateNone);
  await sendCode(db, sender, { phone: row.phone, purpose: 'activate', address });
}

/**
 * The activation code of `creditCode` checked (and with `consume` used up): the approved request it
 * activates. A credit code with no approved request answers as a code never sent, so this call
 * tells no status either.
 */
export async function checkActivateCode(db: Kysely<Database>, creditCode: string, code: string, consume: boolean): Promise<Row> {
  const row = await activatable(db, creditCode);
  if (!row) throw badRequest(isSmsCode(code) ? SMS_MESSAGES.missing : SMS_MESSAGES.code);
  await checkCode(db, { phone: row.phone, purpose: 'activate', code, consume });
  return row;
}

/**
 * POST /activate/v1/activate: with the activation code, the enterprise and its user (role U, login
 * name the credit code) are made in one transaction; the request becomes activated.
 */
export async function activate(db: Kysely<Database>, creditCode: string, code: string): Promise<void> {
  const row = await checkActivateCode(db, creditCode, code, true);
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
