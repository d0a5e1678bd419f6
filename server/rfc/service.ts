import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FieldOption } from '../../schemas';
import type { SessionUser } from '../session-user';
import {
  ALWAYS_READONLY,
  CHANGE_CODE,
  CHANGE_MESSAGES as M,
  CHANGE_STAGES,
  CHANGE_STATUS_TEXT,
  carriesFiles,
  changeProblem,
  fieldsOfType,
  filesItem,
  FILES_CHANGE_FIELD,
  type ChangeListBody,
  type ChangeListRow,
  type ChangeStage,
  type ChangeItem,
  type ChangeRecord,
  type ChangeSetup,
  type SaveChangeBody,
} from '../../schemas/change-request';
import { isAllowedUrl, urlRefusal } from '../../schemas/url-policy';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { findRecord, parseData, updateIfVersion, type StoredRecord } from '../db/repos/records';
import { listOptions } from '../db/repos/dictionary';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { actorOf, loadVisible, logActorOf, RECORD_TARGET, requireNode } from '../records/service';
import { isOwner } from '../records/workflow';
import { readerConditions } from '../records/read-rule';
import { changeOperations, mayChange, mayStartChange, permissionsOf, type ChangeFacts } from './rules';
import { changesOf, findChange, toStoredChange, updateChangeIfVersion, type StoredChange } from './repo';
import { gradeRecord } from '../levels/record-level';
import { FILE_LIST_KEY } from '../../schemas/attachments';
import { signRecordFiles } from '../records/file-urls';
import { changedRecordData, storedItems } from './change-values';
import { annexTypesOf, canonicalAttachment, canonicalFiles, recordFiles, signChangeFiles } from './change-files';
import type { MessageBus } from '../messages/bus';
import { MANAGERS, ownerAudience, writeAuditMessage } from '../messages/service';

export const CHANGE_NOT_FOUND = '变更记录不存在';
const NO_CHANGES = '该功能不支持变更';

/** The bus hears submits and audits after they commit (docs/shell.md "消息中心"); without one nothing is announced. */
type Ctx = { db: Kysely<Database>; bus?: MessageBus };

/** The node, its change set-up (else 404) and the record as the caller may see it (else 404). */
async function context(ctx: Ctx, user: SessionUser, gnCoding: string, recordId: string, purpose: 'read' | 'write', db: Kysely<Database> = ctx.db) {
  // Inside a transaction every read goes through it (SQLite has one connection: ctx.db would wait for it).
  const node = await requireNode({ db }, gnCoding, user, purpose);
  const setup = node.listConfig?.change;
  if (!setup) throw notFound(NO_CHANGES);
  const record = await loadVisible(db, node, recordId, actorOf(user));
  return { node, setup, record };
}

const factsOf = (c: StoredChange, latestRound: number): ChangeFacts => ({ stage: c.stage, enterpriseId: c.enterpriseId, ownerUserId: c.ownerUserId, latest: c.round === latestRound });

/** How a round is named and where it stands, as the dialog and the 变更审核 list show it. */
const roundOf = (c: StoredChange) => ({ label: `第 ${c.round} 次变更`, change: CHANGE_CODE[c.stage], changeStatus: CHANGE_STATUS_TEXT[c.stage] });

/** A stored change as the dialog reads it (spec 001 §3.1), its buttons and permissions for `user`. */
export function toChangeRecord(c: StoredChange, latestRound: number, user: SessionUser): ChangeRecord {
  const facts = factsOf(c, latestRound);
  const actor = actorOf(user);
  return {
    id: c.id,
    businessId: c.recordId,
    round: c.round,
    ...roundOf(c),
    stage: c.stage,
    changeType: c.changeType,
    changeTypeCode: c.changeTypeCode,
    logbook: c.logbook,
    auditRecord: c.auditRecord,
    sbTime: c.sbTime,
    czTime: c.czTime,
    attachment: c.attachment,
    ...permissionsOf(facts, actor),
    operations: changeOperations(facts, actor),
    dataList: c.dataList,
    fileList: c.fileList,
    oldFileList: c.oldFileList,
    baseVersion: c.baseVersion,
  };
}

/** toChangeRecord with the change's files signed for the reader (stored addresses are canonical). */
const readableChange = (db: Kysely<Database>, c: StoredChange, latestRound: number, user: SessionUser): Promise<ChangeRecord> =>
  signChangeFiles(db, user, toChangeRecord(c, latestRound, user));

/** POST /rfc/change-records: every round of one record (optionally of one `change` code), oldest first. */
export async function listChanges(ctx: Ctx, user: SessionUser, q: { gnCoding: string; businessId: string; change?: string }): Promise<ChangeRecord[]> {
  const { record } = await context(ctx, user, q.gnCoding, q.businessId, 'read');
  const all = await changesOf(ctx.db, record.id);
  const latest = all.at(-1)?.round ?? 0;
  return Promise.all(all.filter((c) => !q.change || CHANGE_CODE[c.stage] === q.change).map((c) => readableChange(ctx.db, c, latest, user)));
}

/** POST /rfc/change-types: the change-type tree of the node (a dictionary, so administrators maintain it). */
export async function changeTypes(ctx: Ctx, user: SessionUser, gnCoding: string): Promise<FieldOption[]> {
  const node = await requireNode(ctx, gnCoding, user, 'read');
  const setup = node.listConfig?.change;
  if (!setup) throw notFound(NO_CHANGES);
  return listOptions(ctx.db, { systemCoding: node.systemCoding, displayCode: setup.typeDictionary });
}

const fileUrls = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap((f) => (f && typeof f === 'object' && typeof (f as { url?: unknown }).url === 'string' ? [(f as { url: string }).url] : [])) : [];

/** POST /rfc/change-fields: the record's values (`enclosure`: its files' urls) and the fields a change may touch. */
export async function changeFields(ctx: Ctx, user: SessionUser, q: { gnCoding: string; id: string }) {
  const { node, setup, record } = await context(ctx, user, q.gnCoding, q.id, 'read');
  const readonly = (code: string, own?: boolean) => own === true || (ALWAYS_READONLY as readonly string[]).includes(code);
  const data = await signRecordFiles(ctx.db, record.data, user);
  return {
    map: { ...data, enclosure: fileUrls(data[FILE_LIST_KEY]).join(',') },
    // the record's attachments an information change carries (spec 001 §5.1 rule 4)
    annexTypes: await annexTypesOf(ctx.db, node, setup),
    files: recordFiles(data),
    fields: setup.fields.map((f) => ({
      code: f.code,
      bianma: f.code,
      name: f.name,
      type: f.type ?? 'text',
      readonly: readonly(f.code, f.readonly),
      required: f.required === true,
      col: f.col ?? 12,
      ...(f.types ? { types: f.types } : {}),
    })),
    // the dialog asks changeProblem before saving: it needs the same rule fields as the server
    curInfo: { id: record.id, highest: setup.highest ?? null, scoreField: setup.scoreField ?? null, startField: setup.startField ?? null, endField: setup.endField ?? null },
  };
}

/** Whether every code of the `/`-joined path names an option along one branch of the type tree. */
function typePathExists(tree: FieldOption[], codePath: string): boolean {
  let level: FieldOption[] | undefined = tree;
  for (const code of codePath.split('/')) {
    const found: FieldOption | undefined = level?.find((o) => String(o.value) === code);
    if (!found) return false;
    level = found.children;
  }
  return true;
}

/** The items as stored: only the set-up's open fields, old values read from the record (never the client's). */
function checkedItems(items: ChangeItem[], setup: ChangeSetup, record: StoredRecord, typeCode: string): ChangeItem[] {
  const ofType = fieldsOfType(setup.fields, typeCode);
  return items.map((item) => {
    const field = setup.fields.find((f) => f.code === item.changeField);
    if (!field) throw badRequest(M.unknownField(item.changeField));
    if (field.readonly || (ALWAYS_READONLY as readonly string[]).includes(field.code)) throw badRequest(M.readonlyField(field.name));
    if (!ofType.includes(field)) throw badRequest(M.notOfType(field.name));
    if (item.dataType === '附件' && typeof item.newValue === 'string') {
      for (const url of item.newValue.split(',').filter(Boolean)) if (!isAllowedUrl(url.trim())) throw badRequest(urlRefusal(field.name));
    }
    const old = record.data[field.code];
    const oldValue = old === undefined ? null : typeof old === 'object' && old !== null ? JSON.stringify(old) : (old as string | number | boolean | null);
    return { changeField: field.code, oldValue, newValue: item.newValue, dataType: item.dataType ?? field.type ?? 'text' };
  });
}

async function logStep(db: Kysely<Database>, user: SessionUser, c: { recordId: string; nodeId: string; id: string; round: number }, step: string, reason: string | null, pass?: boolean) {
  await writeOpLog(db, logActorOf(user), {
    action: `record.change-${step}`,
    targetType: RECORD_TARGET,
    targetId: c.recordId,
    gnCoding: c.nodeId,
    detail: { changeId: c.id, round: c.round, reason, pass: pass ?? null },
  });
}

/**
 * POST /rfc/save-change-data: creates a record's next round (no `id`) or saves the open one. The
 * owner saves a draft; an administrator may correct the items of a submitted change before the
 * audit. One open change per record.
 */
export async function saveChange(ctx: Ctx, user: SessionUser, body: SaveChangeBody): Promise<ChangeRecord> {
  return ctx.db.transaction().execute(async (tx) => {
    const { node, setup, record } = await context(ctx, user, body.gnCoding, body.businessId, 'write', tx);
    const all = await changesOf(tx, record.id);
    const latest = all.at(-1)?.round ?? 0;
    const current = body.id ? all.find((c) => c.id === body.id) : undefined;
    if (body.id && !current) throw notFound(CHANGE_NOT_FOUND);
    const actor = actorOf(user);
    if (current) {
      if (!mayChange('save', factsOf(current, latest), actor)) throw forbidden(`变更当前状态为「${CHANGE_STATUS_TEXT[current.stage]}」，不能保存`);
    } else {
      if (!isOwner(record, actor)) throw forbidden('无权变更他人的记录');
      if (!mayStartChange(record, actor)) throw badRequest(M.notChangeable);
      if (all.some((c) => c.stage === 'draft' || c.stage === 'submitted')) throw conflict(M.openChange);
    }
    const annexTypes = await annexTypesOf(tx, node, setup);
    const before = recordFiles(record.data);
    // The record's files travel only with an information (or time) change; the 附件 item is the server's own.
    const files = body.fileList && carriesFiles(body.changeTypeCode ?? '') ? await canonicalFiles(tx, user, body.fileList, annexTypes) : null;
    const fileItem = filesItem(before, files);
    const valueItems = body.dataList.filter((d) => d.changeField !== FILES_CHANGE_FIELD);
    const draft = { changeTypeCode: body.changeTypeCode, logbook: body.logbook, attachment: body.attachment, dataList: fileItem ? [...valueItems, fileItem] : valueItems, fileList: files };
    const problem = changeProblem(draft, { ...setup, annexTypes, files: before, values: record.data });
    if (problem) throw badRequest(problem);
    if (!typePathExists(await listOptions(tx, { systemCoding: record.systemCoding, displayCode: setup.typeDictionary }), body.changeTypeCode!)) throw badRequest(M.unknownType);
    for (const url of (body.attachment ?? '').split(',').filter(Boolean)) if (!isAllowedUrl(url.trim())) throw badRequest(urlRefusal('attachment'));
    // The save's checks on the record as the change would leave it (change-values.ts).
    const checked = checkedItems(valueItems, setup, record, body.changeTypeCode!);
    const items = storedItems(checked, await changedRecordData(tx, node, record, { dataList: checked, fileList: files }));
    const fields = {
      change_type: body.changeType ?? '',
      change_type_code: body.changeTypeCode!,
      logbook: body.logbook!.trim(),
      attachment: await canonicalAttachment(tx, user, body.attachment!),
      data_list: JSON.stringify(fileItem ? [...items, fileItem] : items),
      file_list: fileItem && files ? JSON.stringify(files) : null,
      old_file_list: fileItem && files ? JSON.stringify(before) : null,
    };
    let id: string;
    if (current) {
      if (!(await updateChangeIfVersion(tx, current.id, current.version, fields))) throw conflict('变更已被他人处理，请刷新后重试');
      id = current.id;
    } else {
      id = crypto.randomUUID();
      await tx
        .insertInto('change_requests')
        .values({ id, record_id: record.id, node_id: record.nodeId, enterprise_id: record.enterpriseId, owner_user_id: record.ownerUserId, round: latest + 1, stage: 'draft', audit_record: '', base_version: record.version, version: 1, created_at: nowIso(), ...fields })
        .execute();
    }
    const saved = (await findChange(tx, id))!;
    await logStep(tx, user, saved, 'save', saved.logbook);
    return readableChange(tx, saved, Math.max(latest, saved.round), user);
  });
}

/** The change `id` of the record behind `gnCoding` as the caller may see it, with the record's latest round. */
async function loadChange(tx: Kysely<Database>, ctx: Ctx, user: SessionUser, gnCoding: string, id: string) {
  const change = await findChange(tx, id);
  if (!change) throw notFound(CHANGE_NOT_FOUND);
  const { node, setup, record } = await context(ctx, user, gnCoding, change.recordId, 'write', tx).catch(() => {
    throw notFound(CHANGE_NOT_FOUND);
  });
  const latest = (await changesOf(tx, record.id)).at(-1)?.round ?? change.round;
  const rules = { ...setup, annexTypes: await annexTypesOf(tx, node, setup), files: recordFiles(record.data), values: record.data };
  return { change, node, setup, rules, record, latest, level: node.listConfig?.level };
}

/** POST /rfc/change-submit: the owner hands a saved draft to the audit (its checks again first). */
export async function submitChange(ctx: Ctx, user: SessionUser, body: { gnCoding: string; id: string }): Promise<ChangeRecord> {
  const submitted = await ctx.db.transaction().execute(async (tx) => {
    const { change, node, rules, record, latest } = await loadChange(tx, ctx, user, body.gnCoding, body.id);
    if (!mayChange('submit', factsOf(change, latest), actorOf(user))) throw forbidden(`变更当前状态为「${CHANGE_STATUS_TEXT[change.stage]}」，不能提交`);
    const problem = changeProblem(change, rules);
    if (problem) throw badRequest(problem);
    await changedRecordData(tx, node, record, change);
    if (!(await updateChangeIfVersion(tx, change.id, change.version, { stage: 'submitted', sb_time: nowIso() }))) throw conflict('变更已被他人处理，请刷新后重试');
    await logStep(tx, user, change, 'submit', change.logbook);
    return readableChange(tx, (await findChange(tx, change.id))!, latest, user);
  });
  ctx.bus?.publish({ audience: MANAGERS, reason: 'todo' });
  return submitted;
}

/**
 * POST /rfc/change-audit: an administrator passes (every newValue goes into the record in this
 * transaction, with a version bump) or rejects (nothing changes; the suggestion is required). A
 * change made against an older version of the record cannot pass; of two passes at once exactly
 * one wins (the change's own lock).
 */
export async function auditChange(ctx: Ctx, user: SessionUser, body: { gnCoding: string; id: string; pass?: boolean; auditRecord?: string }): Promise<ChangeRecord> {
  let owner: StoredRecord | null = null;
  const audited = await ctx.db.transaction().execute(async (tx) => {
    const { change, node, rules, latest, level } = await loadChange(tx, ctx, user, body.gnCoding, body.id);
    const pass = body.pass === true;
    if (!mayChange(pass ? 'pass' : 'reject', factsOf(change, latest), actorOf(user))) {
      throw forbidden(user.role === 'M' ? `变更当前状态为「${CHANGE_STATUS_TEXT[change.stage]}」，不能审核` : '仅管理员可审核变更');
    }
    const suggestion = body.auditRecord?.trim() ?? '';
    if (!pass && !suggestion) throw badRequest(M.noSuggestion);
    const record = (await findRecord(tx, change.recordId))!;
    if (pass) {
      if (record.version !== change.baseVersion) throw conflict(M.staleRecord);
      // spec 001 §5.2: a pass checks the change's rules again (dates, score, required attachments)
      const problem = changeProblem(change, rules);
      if (problem) throw badRequest(problem);
      // A pass is a save of the record: the save's checks on what it writes (change-values.ts), and
      // its level follows the rule in force now (docs/credit.md "等级设置").
      const changed = await changedRecordData(tx, node, record, change);
      const { data } = await gradeRecord(tx, level, record.systemCoding, changed);
      if ((await updateIfVersion(tx, record.id, record.version, { data: JSON.stringify(data) })) === null) throw conflict(M.staleRecord);
    }
    const stage = pass ? 'passed' : 'rejected';
    if (!(await updateChangeIfVersion(tx, change.id, change.version, { stage, audit_record: suggestion, cz_time: nowIso(), auditor_id: user.id }))) {
      throw conflict('变更已被他人审核，请刷新后查看');
    }
    await logStep(tx, user, change, pass ? 'pass' : 'reject', suggestion || null, pass);
    // the owner's message is written with the verdict, in this transaction
    await writeAuditMessage(tx, { kind: 'change', pass, record, changeId: change.id, reason: suggestion, auditor: user });
    owner = record;
    return readableChange(tx, (await findChange(tx, change.id))!, latest, user);
  });
  if (owner) ctx.bus?.publish({ audience: { ...MANAGERS, ...ownerAudience(owner) }, reason: 'message' });
  return audited;
}

const STAGES_OF_CODE: Record<'1' | '2' | '-1', ChangeStage[]> = { '1': ['draft', 'submitted'], '2': ['passed'], '-1': ['rejected'] };

/**
 * POST /rfc/change-list: changes across the records of the system, newest first. Administrators and
 * developers (变更审核) see submitted and audited ones: a draft is the enterprise's own business
 * until submitted. An enterprise (变更申请) sees its own changes, drafts too, and nobody else's.
 * Each row names its record's node, which the dialog then calls with.
 */
export async function listAllChanges(ctx: Ctx, user: SessionUser, body: ChangeListBody): Promise<{ records: ChangeListRow[]; total: number; curPage: number; pageSize: number }> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  const own = user.role === 'U';
  const stages = (body.change ? STAGES_OF_CODE[body.change] : CHANGE_STAGES).filter((s) => own || s !== 'draft');
  // A change is read with its record: the records' read rule (ownership, an administrator's
  // management scope) decides which rows there are, so 变更审核 shows no change whose record
  // record/detail would refuse the same caller.
  const readable = readerConditions(actorOf(user), { enterprise: 'r.enterprise_id', system: sql.ref('r.system_coding') });
  let q = ctx.db
    .selectFrom('change_requests as c')
    .innerJoin('records as r', 'r.id', 'c.record_id')
    .where('c.stage', 'in', stages);
  for (const condition of readable) q = q.where(condition);
  if (body.systemCoding) q = q.where('r.system_coding', '=', body.systemCoding);
  const [rows, count] = await Promise.all([
    q
      .selectAll('c')
      .select(['r.system_coding as record_system', 'r.data as record_data'])
      // a draft has no submit time yet: the newest made first among them
      .orderBy('c.sb_time', 'desc')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  const nodes = new Map<string, Awaited<ReturnType<typeof requireNode>> | null>();
  const records: ChangeListRow[] = [];
  for (const row of rows) {
    if (!nodes.has(row.node_id)) nodes.set(row.node_id, await requireNode(ctx, row.node_id, user, 'read').catch(() => null));
    const columns = (nodes.get(row.node_id)?.listConfig?.columns ?? []).filter((c) => c.show !== false).slice(0, 2);
    const data = parseData(row.record_data);
    const c = toStoredChange(row);
    records.push({
      id: c.id,
      businessId: c.recordId,
      gnCoding: c.nodeId,
      systemCoding: row.record_system,
      ...roundOf(c),
      stage: c.stage,
      changeType: c.changeType,
      logbook: c.logbook,
      sbTime: c.sbTime,
      czTime: c.czTime,
      summary: columns.map((col) => ({ name: col.name, value: data[col.code] === undefined || data[col.code] === null ? '' : String(data[col.code]) })),
    });
  }
  return { records, total: Number(count?.total ?? 0), curPage, pageSize };
}
