import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { INFO_STATUS_TEXT, type EnterpriseListBody, type EnterpriseListRow, type InfoStatus } from '../../schemas/enterprise-info';

/** `%…%` for LIKE, with the caller's own % and _ taken literally. */
const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A region code and the codes under it: 330000 (a province) covers 33xxxx, 330100 (a city) 3301xx.
 * The dictionary's codes are the six-digit administrative division codes.
 */
const regionPrefix = (code: string) => (/^\d{6}$/.test(code) ? code.replace(/(?:00)+$/, '') : code);

/** POST /basic/enterprise/list: 企业信息库 for administrators and developers (their routes say who). */
export async function enterpriseLibrary(db: Kysely<Database>, body: EnterpriseListBody) {
  let q = db.selectFrom('enterprises as e');
  const word = body.keyWord?.trim();
  if (word) q = q.where((eb) => eb.or([eb('e.name', 'like', like(word)), eb('e.credit_code', 'like', like(word))]));
  if (body.entType) q = q.where('e.ent_type', '=', body.entType);
  if (body.region) {
    const prefix = regionPrefix(body.region);
    q = prefix === body.region ? q.where('e.region', '=', prefix) : q.where('e.region', 'like', `${prefix}%`);
  }
  if (body.pending) q = q.where((eb) => eb.exists(eb.selectFrom('enterprise_changes as c').select('c.id').whereRef('c.enterprise_id', '=', 'e.id').where('c.status', '=', 'pending')));
  const [rows, count] = await Promise.all([
    q
      .select(['e.id', 'e.name', 'e.credit_code', 'e.ent_type', 'e.region', 'e.legal_person', 'e.contact_phone', 'e.info_status'])
      .select((eb) => [
        eb.selectFrom('personnel as p').select((sb) => sb.fn.countAll<number>().as('n')).whereRef('p.enterprise_id', '=', 'e.id').as('personnel_count'),
        eb.selectFrom('enterprise_changes as c').select((sb) => sb.fn.countAll<number>().as('n')).whereRef('c.enterprise_id', '=', 'e.id').where('c.status', '=', 'pending').as('pending_count'),
      ])
      .orderBy('e.name')
      .orderBy('e.id')
      .limit(body.pageSize)
      .offset((body.curPage - 1) * body.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  const records: EnterpriseListRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    creditCode: r.credit_code,
    entType: r.ent_type,
    region: r.region,
    legalPerson: r.legal_person,
    contactPhone: r.contact_phone,
    infoStatus: r.info_status,
    infoStatusText: INFO_STATUS_TEXT[r.info_status as InfoStatus] ?? r.info_status,
    pendingChange: Number(r.pending_count ?? 0) > 0,
    personnelCount: Number(r.personnel_count ?? 0),
  }));
  return { records, total: Number(count?.total ?? 0), curPage: body.curPage, pageSize: body.pageSize };
}
