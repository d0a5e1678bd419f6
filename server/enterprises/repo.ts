import type { Kysely, Selectable } from 'kysely';
import type { Database, EnterprisesTable, PersonnelTable } from '../db/types';
import type { SessionUser } from '../session-user';
import { ENTERPRISE_MESSAGES as M, type CostEngineersBody, type EnterpriseOption, type PersonInfo, type PersonOption } from '../../schemas/enterprises';
import { badRequest, notFound } from '../errors';

/**
 * Enterprises and personnel as the credit calls read them (docs/credit.md "Enterprises and
 * personnel"). An enterprise user sees only their own enterprise and its people; another
 * enterprise's answers 404, as a missing one would. Administrators and developers see all.
 */

type Db = Kysely<Database>;
export type EnterpriseRow = Selectable<EnterprisesTable>;
const PULL_DOWN_LIMIT = 50;

/** `%…%` for LIKE, with the caller's own % and _ taken literally. */
const like = (keyWord: string) => `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isEnterpriseUser = (user: SessionUser) => user.role === 'U';

/**
 * The enterprise a call is about: an enterprise user's own (another id answers 404); for
 * administrators and developers the named one, or none when `required` is false.
 */
export async function enterpriseInScope(db: Db, user: SessionUser, enterpriseId: string | undefined, required: boolean): Promise<EnterpriseRow | null> {
  if (isEnterpriseUser(user)) {
    if (!user.enterpriseId) throw badRequest(M.noEnterprise);
    if (enterpriseId && enterpriseId !== user.enterpriseId) throw notFound(M.notFound);
    enterpriseId = user.enterpriseId;
  }
  if (!enterpriseId) {
    if (required) throw badRequest(M.needEnterprise);
    return null;
  }
  const row = await db.selectFrom('enterprises').selectAll().where('id', '=', enterpriseId).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row;
}

/** GET /basic/enterprise/credit/ent/pull-down */
export async function enterpriseOptions(db: Db, user: SessionUser, keyWord?: string): Promise<EnterpriseOption[]> {
  let q = db.selectFrom('enterprises').select(['id', 'name', 'credit_code']);
  if (isEnterpriseUser(user)) q = q.where('id', '=', user.enterpriseId ?? '');
  const word = keyWord?.trim();
  if (word) q = q.where((eb) => eb.or([eb('name', 'like', like(word)), eb('credit_code', 'like', like(word))]));
  const rows = await q.orderBy('name').orderBy('id').limit(PULL_DOWN_LIMIT).execute();
  return rows.map((r) => ({ label: r.name, value: r.id, creditCode: r.credit_code }));
}

/** GET /basic/personal/pull-down */
export async function personOptions(db: Db, user: SessionUser, q: { keyWord?: string; enterpriseId?: string }): Promise<PersonOption[]> {
  const enterprise = await enterpriseInScope(db, user, q.enterpriseId, false);
  let query = db.selectFrom('personnel').select(['id', 'name', 'profession']);
  if (enterprise) query = query.where('enterprise_id', '=', enterprise.id);
  const word = q.keyWord?.trim();
  if (word) query = query.where('name', 'like', like(word));
  const rows = await query.orderBy('name').orderBy('id').limit(PULL_DOWN_LIMIT).execute();
  return rows.map((r) => ({ label: r.name, value: r.id, profession: r.profession }));
}

/** A personnel row as the calls answer it (the identity number only ever masked). */
export const toPerson = (p: Selectable<PersonnelTable>, enterpriseName: string): PersonInfo => ({
  id: p.id,
  name: p.name,
  gender: p.gender,
  idCard: p.id_card_masked,
  profession: p.profession,
  title: p.title,
  certNo: p.cert_no,
  costEngineer: Number(p.cost_engineer) === 1,
  regNo: p.reg_no,
  enterpriseId: p.enterprise_id,
  enterpriseName,
});

/** GET /basic/enterprise/personnel/info */
export async function personInfo(db: Db, user: SessionUser, id: string): Promise<PersonInfo> {
  const row = await db
    .selectFrom('personnel as p')
    .innerJoin('enterprises as e', 'e.id', 'p.enterprise_id')
    .selectAll('p')
    .select('e.name as enterprise_name')
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row || (isEnterpriseUser(user) && row.enterprise_id !== user.enterpriseId)) throw notFound(M.personNotFound);
  return toPerson(row, row.enterprise_name);
}

/** POST /basic/enterprise/cost-engineers: registered cost engineers, by name. */
export async function costEngineers(db: Db, user: SessionUser, body: CostEngineersBody) {
  const enterprise = await enterpriseInScope(db, user, body.enterpriseId, false);
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('personnel').where('cost_engineer', '=', 1);
  if (enterprise) q = q.where('enterprise_id', '=', enterprise.id);
  const word = body.keyWord?.trim();
  if (word) q = q.where('name', 'like', like(word));
  const [rows, count] = await Promise.all([
    q.select(['id', 'name', 'reg_no', 'profession', 'title']).orderBy('name').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return {
    records: rows.map((r) => ({ id: r.id, name: r.name, regNo: r.reg_no, profession: r.profession, title: r.title })),
    total: Number(count?.total ?? 0),
    curPage,
    pageSize,
  };
}
