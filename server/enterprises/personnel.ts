import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { ENTERPRISE_INFO_MESSAGES as M, maskIdCard, personProblem, type PersonBody } from '../../schemas/enterprise-info';
import { ENTERPRISE_MESSAGES, type PersonInfo } from '../../schemas/enterprises';
import { badRequest, notFound } from '../errors';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { enterpriseInScope, toPerson } from './repo';

/**
 * An enterprise's personnel as the enterprise centre keeps them (docs/accounts.md "企业信息").
 * Identity numbers arrive whole and are stored masked only (as migration 0014 decided); the operation
 * log never holds one. An enterprise user reaches only their own people: another's answers 404.
 */

type Db = Kysely<Database>;
const actor = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

/** GET /basic/enterprise/personnel/list */
export async function personnelOf(db: Db, user: SessionUser, enterpriseId: string | undefined): Promise<PersonInfo[]> {
  const enterprise = (await enterpriseInScope(db, user, enterpriseId, true))!;
  const rows = await db.selectFrom('personnel').selectAll().where('enterprise_id', '=', enterprise.id).orderBy('created_at').orderBy('id').limit(1000).execute();
  return rows.map((p) => toPerson(p, enterprise.name));
}

/** POST /basic/enterprise/personnel/save: a new person (no id) or an edit of the caller's own. */
export async function savePerson(db: Db, user: SessionUser, body: PersonBody): Promise<{ id: string; message: string }> {
  if (!user.enterpriseId) throw badRequest(ENTERPRISE_MESSAGES.noEnterprise);
  const problem = personProblem(body, !body.id);
  if (problem) throw badRequest(problem);
  const idCard = (body.idCard ?? '').trim();
  const fields = {
    name: body.name.trim(),
    gender: body.gender,
    profession: body.profession.trim(),
    title: body.title.trim(),
    cert_no: body.certNo.trim(),
    cost_engineer: body.costEngineer ? 1 : 0,
    reg_no: body.costEngineer ? body.regNo.trim() : '',
    ...(idCard ? { id_card_masked: maskIdCard(idCard) } : {}),
  };
  const enterpriseId = user.enterpriseId;
  return db.transaction().execute(async (tx) => {
    if (body.id) {
      const done = await tx.updateTable('personnel').set(fields).where('id', '=', body.id).where('enterprise_id', '=', enterpriseId).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw notFound(ENTERPRISE_MESSAGES.personNotFound);
      await writeOpLog(tx, actor(user), { action: 'personnel.update', targetType: 'personnel', targetId: body.id, detail: { enterpriseId, name: fields.name, idCardChanged: !!idCard } });
      return { id: body.id, message: M.saved };
    }
    const id = `p-${crypto.randomUUID()}`;
    await tx
      .insertInto('personnel')
      .values({ id, enterprise_id: enterpriseId, id_card_masked: maskIdCard(idCard), created_at: nowIso(), ...fields })
      .execute();
    await writeOpLog(tx, actor(user), { action: 'personnel.create', targetType: 'personnel', targetId: id, detail: { enterpriseId, name: fields.name } });
    return { id, message: M.saved };
  });
}

/** POST /basic/enterprise/personnel/delete */
export async function deletePerson(db: Db, user: SessionUser, id: string): Promise<string> {
  if (!user.enterpriseId) throw badRequest(ENTERPRISE_MESSAGES.noEnterprise);
  const enterpriseId = user.enterpriseId;
  await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('personnel').select(['id', 'name']).where('id', '=', id).where('enterprise_id', '=', enterpriseId).executeTakeFirst();
    if (!row) throw notFound(ENTERPRISE_MESSAGES.personNotFound);
    await tx.deleteFrom('personnel').where('id', '=', id).execute();
    await writeOpLog(tx, actor(user), { action: 'personnel.delete', targetType: 'personnel', targetId: id, detail: { enterpriseId, name: row.name } });
  });
  return M.personDeleted;
}
