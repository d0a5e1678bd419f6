import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EnterpriseChangesTable } from '../db/types';
import type { SessionUser } from '../session-user';
import type { FieldOption } from '../../schemas';
import {
  CHANGE_STATUS_TEXT,
  ENTERPRISE_INFO_MESSAGES as M,
  ENT_TYPE_DICTIONARY,
  INFO_STATUS_TEXT,
  QUALIFICATION_SOURCE,
  REGION_DICTIONARY,
  enterpriseFieldsProblem,
  type DecideChangeBody,
  type EnterpriseChange,
  type EnterpriseChangeStatus,
  type EnterpriseData,
  type EnterpriseDetail,
  type EnterpriseFields,
  type InfoStatus,
  type Qualification,
  type SaveAnswer,
} from '../../schemas/enterprise-info';
import { ENTERPRISE_MESSAGES } from '../../schemas/enterprises';
import { badRequest, conflict, notFound } from '../errors';
import { listOptions, qualificationTree } from '../db/repos/dictionary';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { requireManagesEnterprise } from '../authority/admin-scope';
import { enterpriseInScope, type EnterpriseRow } from './repo';

/**
 * 企业信息 (docs/accounts.md "企业信息"): an enterprise's company data and qualifications. Until an
 * administrator audits the information an enterprise saves it directly; afterwards a save becomes
 * a pending change (enterprise_changes) and the live data changes only when an administrator
 * passes it. One pending change per enterprise at a time.
 */

type Db = Kysely<Database>;
const actor = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

function parseQualifications(text: string): Qualification[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((q): q is Qualification => typeof q?.value === 'string' && typeof q?.label === 'string') : [];
  } catch {
    return [];
  }
}

export const dataOf = (r: EnterpriseRow): EnterpriseData => ({
  name: r.name,
  entType: r.ent_type,
  region: r.region,
  legalPerson: r.legal_person,
  contactPhone: r.contact_phone,
  address: r.address,
  qualifications: parseQualifications(r.qualifications),
});

function parseData(text: string): EnterpriseData {
  const v = JSON.parse(text) as EnterpriseData;
  return { ...v, qualifications: Array.isArray(v.qualifications) ? v.qualifications : [] };
}

const toChange = (c: Selectable<EnterpriseChangesTable>): EnterpriseChange => ({
  id: c.id,
  status: c.status,
  statusText: CHANGE_STATUS_TEXT[c.status as EnterpriseChangeStatus] ?? c.status,
  before: parseData(c.before_data),
  after: parseData(c.after_data),
  submittedBy: c.submitted_by,
  submittedAt: c.submitted_at,
  decidedAt: c.decided_at,
  suggestion: c.suggestion,
});

const flatten = (options: readonly FieldOption[]): FieldOption[] => options.flatMap((o) => [o, ...flatten(o.children ?? [])]);

/** The fields as they will be stored: trimmed, dictionary values checked, qualifications named. */
async function resolveFields(db: Db, f: EnterpriseFields): Promise<EnterpriseData> {
  const problem = enterpriseFieldsProblem(f);
  if (problem) throw badRequest(problem);
  const systemCoding = QUALIFICATION_SOURCE.systemCoding;
  const [types, regions, tree] = await Promise.all([
    listOptions(db, { systemCoding, displayCode: ENT_TYPE_DICTIONARY }),
    listOptions(db, { systemCoding, displayCode: REGION_DICTIONARY }),
    qualificationTree(db, systemCoding, QUALIFICATION_SOURCE.displayCode),
  ]);
  if (!types.some((o) => String(o.value) === f.entType && !o.isDisabled)) throw badRequest(M.badEntType);
  if (!flatten(regions).some((o) => String(o.value) === f.region)) throw badRequest(M.badRegion);
  // only levels (leaves) are qualifications; a category or a qualification without level is not
  const leaves = new Map(flatten(tree).filter((o) => !o.children?.length).map((o) => [String(o.value), o.fullName ?? o.label]));
  const values = [...new Set(f.qualifications)];
  if (values.some((v) => !leaves.has(v))) throw badRequest(M.badQualification);
  return {
    name: f.name.trim(),
    entType: f.entType,
    region: f.region,
    legalPerson: f.legalPerson.trim(),
    contactPhone: f.contactPhone.trim(),
    address: f.address.trim(),
    qualifications: values.map((value) => ({ value, label: leaves.get(value) ?? value })),
  };
}

const sameData = (a: EnterpriseData, b: EnterpriseData) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ, for the operation log. */
const changedFields = (a: EnterpriseData, b: EnterpriseData) =>
  (Object.keys(a) as Array<keyof EnterpriseData>).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));

/** GET /basic/enterprise/info */
export async function enterpriseDetail(db: Db, user: SessionUser, enterpriseId: string | undefined): Promise<EnterpriseDetail> {
  const row = (await enterpriseInScope(db, user, enterpriseId, true))!;
  const changes = await db.selectFrom('enterprise_changes').selectAll().where('enterprise_id', '=', row.id).orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(20).execute();
  const pending = changes.find((c) => c.status === 'pending');
  const decided = changes.find((c) => c.status !== 'pending');
  return {
    id: row.id,
    creditCode: row.credit_code,
    ...dataOf(row),
    infoStatus: row.info_status,
    infoStatusText: INFO_STATUS_TEXT[row.info_status as InfoStatus] ?? row.info_status,
    auditedAt: row.audited_at,
    pendingChange: pending ? toChange(pending) : null,
    lastChange: decided ? toChange(decided) : null,
  };
}

const storedColumns = (d: EnterpriseData) => ({
  name: d.name,
  ent_type: d.entType,
  region: d.region,
  legal_person: d.legalPerson,
  contact_phone: d.contactPhone,
  address: d.address,
  qualifications: JSON.stringify(d.qualifications),
});

/** PUT /basic/enterprise/info: an enterprise user's own company data. */
export async function saveEnterprise(db: Db, user: SessionUser, fields: EnterpriseFields): Promise<SaveAnswer> {
  if (!user.enterpriseId) throw badRequest(ENTERPRISE_MESSAGES.noEnterprise);
  const after = await resolveFields(db, fields);
  return db.transaction().execute(async (tx) => {
    const row = (await enterpriseInScope(tx, user, undefined, true))!;
    const before = dataOf(row);
    if (sameData(before, after)) throw badRequest(M.unchanged);
    const changed = changedFields(before, after);
    if (row.info_status === 'passed') {
      const pending = await tx.selectFrom('enterprise_changes').select('id').where('enterprise_id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
      if (pending) throw conflict(M.changePending);
      const id = `ec-${crypto.randomUUID()}`;
      await tx
        .insertInto('enterprise_changes')
        .values({ id, enterprise_id: row.id, status: 'pending', before_data: JSON.stringify(before), after_data: JSON.stringify(after), submitted_by: user.userName, submitted_at: nowIso(), decided_by: null, decided_at: null })
        .execute();
      await writeOpLog(tx, actor(user), { action: 'enterprise.change.submit', targetType: 'enterprise', targetId: row.id, detail: { changeId: id, fields: changed } });
      return { applied: false, message: M.changeSubmitted };
    }
    await tx.updateTable('enterprises').set(storedColumns(after)).where('id', '=', row.id).execute();
    await writeOpLog(tx, actor(user), { action: 'enterprise.update', targetType: 'enterprise', targetId: row.id, detail: { fields: changed } });
    return { applied: true, message: M.saved };
  });
}

/** POST /basic/enterprise/info/audit: an administrator marks the information audited. */
export async function auditEnterprise(db: Db, admin: SessionUser, enterpriseId: string): Promise<string> {
  await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('enterprises').select(['id', 'info_status']).where('id', '=', enterpriseId).executeTakeFirst();
    if (!row) throw notFound(ENTERPRISE_MESSAGES.notFound);
    await requireManagesEnterprise(tx, admin, enterpriseId);
    const done = await tx.updateTable('enterprises').set({ info_status: 'passed', audited_at: nowIso() }).where('id', '=', enterpriseId).where('info_status', '<>', 'passed').executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(M.alreadyAudited);
    await writeOpLog(tx, actor(admin), { action: 'enterprise.audit', targetType: 'enterprise', targetId: enterpriseId });
  });
  return M.audited;
}

/** POST /basic/enterprise/change/decide: pass (the live data becomes the change's) or reject (with a suggestion). */
export async function decideChange(db: Db, admin: SessionUser, body: DecideChangeBody): Promise<string> {
  const suggestion = (body.suggestion ?? '').trim();
  if (!body.pass && !suggestion) throw badRequest(M.suggestion);
  await db.transaction().execute(async (tx) => {
    const change = await tx.selectFrom('enterprise_changes').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!change) throw notFound(M.changeNotFound);
    // Passing a change of region hands the enterprise over: the new region must be the administrator's too.
    await requireManagesEnterprise(tx, admin, change.enterprise_id, body.pass ? parseData(change.after_data).region : undefined);
    // the update is the claim: of two administrators deciding at once, one wins
    const done = await tx
      .updateTable('enterprise_changes')
      .set({ status: body.pass ? 'passed' : 'rejected', decided_by: admin.id, decided_at: nowIso(), suggestion })
      .where('id', '=', change.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(M.changeDecided);
    if (body.pass) await tx.updateTable('enterprises').set(storedColumns(parseData(change.after_data))).where('id', '=', change.enterprise_id).execute();
    await writeOpLog(tx, actor(admin), {
      action: body.pass ? 'enterprise.change.pass' : 'enterprise.change.reject',
      targetType: 'enterprise',
      targetId: change.enterprise_id,
      detail: { changeId: change.id, suggestion },
    });
  });
  return body.pass ? M.changePassed : M.changeRejected;
}
