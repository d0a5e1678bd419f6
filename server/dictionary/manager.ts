import type { Kysely } from 'kysely';
import type { FieldOption } from '../../schemas';
import { countItems, dictionaryTreeProblems, type DictionaryDetail, type DictionarySummary, type DictionaryUse } from '../../schemas/dictionary-manager';
import type { Database } from '../db/types';
import { conflict, notFound } from '../errors';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import {
  deleteDictionary,
  findMeta,
  findVersion,
  hasRows,
  itemCounts,
  listMetas,
  listVersions,
  ownListSystems,
  parsedNodes,
  readTree,
  refKey,
  saveVersion,
  usageOf,
  usesIn,
  type DictRef,
} from '../db/repos/dictionary-manager';

/**
 * 字典管理 (docs/dictionaries.md): the option lists as versioned trees. Every save is a new
 * version written with its log entry in one transaction; `expectedVersion` refuses a save over
 * someone else's.
 */

export const DICTIONARY_MISSING = '字典不存在';

/** Who saved a version, as the history shows it. */
const savedBy = (actor: Actor) => actor.userName;

/** Which list a name like 「地区」（region） is, for messages. */
const named = (name: string, code: string) => `字典「${name}」（${code}）`;

const describeUse = (u: DictionaryUse) => `页面「${u.nodeTitle}」的字段「${u.fieldName}」（${u.bianma}）`;

/** Every dictionary with its item count, version and how many fields use it. */
export async function dictionaryList(db: Kysely<Database>): Promise<DictionarySummary[]> {
  const [metas, counts, nodes, own] = await Promise.all([listMetas(db), itemCounts(db), parsedNodes(db), ownListSystems(db)]);
  return metas.map((m): DictionarySummary => {
    const ref = { systemCoding: m.system_coding, displayCode: m.display_code };
    return {
      ...ref,
      name: m.name,
      itemCount: counts.get(refKey(ref)) ?? 0,
      version: m.version,
      usageCount: usesIn(nodes, ref, own.get(ref.displayCode) ?? new Set()).length,
      updatedAt: m.updated_at,
      updatedBy: m.updated_by,
    };
  });
}

/** 404 字典不存在 unless the dictionary has a version or rows. */
export async function requireDictionary(db: Kysely<Database>, ref: DictRef): Promise<void> {
  if (!(await findMeta(db, ref)) && !(await hasRows(db, ref))) throw notFound(DICTIONARY_MISSING);
}

/** The current version of a dictionary (a list with rows but no versions yet is version 0), or 404 字典不存在. */
export async function dictionaryDetail(db: Kysely<Database>, ref: DictRef): Promise<DictionaryDetail> {
  const meta = await findMeta(db, ref);
  if (!meta && !(await hasRows(db, ref))) throw notFound(DICTIONARY_MISSING);
  return { ...ref, name: meta?.name ?? ref.displayCode, version: meta?.version ?? 0, items: await readTree(db, ref) };
}

/** A new dictionary (version 1); its code must be free. The tree was checked by the caller. */
export async function createDictionary(db: Kysely<Database>, actor: Actor, ref: DictRef, name: string, items: FieldOption[]): Promise<DictionaryDetail> {
  await db.transaction().execute(async (tx) => {
    if ((await findMeta(tx, ref)) || (await hasRows(tx, ref))) throw conflict(`字典编码 ${ref.displayCode} 已存在`);
    const version = await saveVersion(tx, { ...ref, name, items, action: 'create', expectedVersion: 0, savedBy: savedBy(actor) });
    await writeOpLog(tx, actor, { action: 'create-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { version, items: countItems(items) } });
  });
  return dictionaryDetail(db, ref);
}

/** The whole tree saved as a new version over `expectedVersion`. */
export async function saveDictionary(db: Kysely<Database>, actor: Actor, ref: DictRef, body: { name: string; items: FieldOption[]; version: number }): Promise<DictionaryDetail> {
  await db.transaction().execute(async (tx) => {
    if (!(await findMeta(tx, ref)) && !(await hasRows(tx, ref))) throw notFound(DICTIONARY_MISSING);
    const version = await saveVersion(tx, { ...ref, name: body.name, items: body.items, action: 'save', expectedVersion: body.version, savedBy: savedBy(actor) });
    await writeOpLog(tx, actor, { action: 'save-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { version, items: countItems(body.items) } });
  });
  return dictionaryDetail(db, ref);
}

/** Deletes a dictionary and its history; refused (409, naming the fields) while a field uses it. */
export async function removeDictionary(db: Kysely<Database>, actor: Actor, ref: DictRef): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const meta = await findMeta(tx, ref);
    if (!meta && !(await hasRows(tx, ref))) throw notFound(DICTIONARY_MISSING);
    const uses = await usageOf(tx, ref);
    if (uses.length > 0) {
      const shown = uses.slice(0, 5).map(describeUse).join('、');
      throw conflict(`${named(meta?.name ?? ref.displayCode, ref.displayCode)}正在被 ${uses.length} 个字段使用，不能删除：${shown}${uses.length > 5 ? ' 等' : ''}`);
    }
    await deleteDictionary(tx, ref);
    await writeOpLog(tx, actor, { action: 'delete-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { version: meta?.version ?? 0 } });
  });
}

/** The fields that use a dictionary (read from the saved page configs). */
export const dictionaryUsage = (db: Kysely<Database>, ref: DictRef) => usageOf(db, ref);

/** A dictionary's versions, newest first. */
export async function dictionaryVersions(db: Kysely<Database>, ref: DictRef) {
  const rows = await listVersions(db, ref);
  return rows.map((r) => ({ version: r.version, name: r.name, itemCount: r.item_count, action: r.action, restoredFrom: r.restored_from, savedAt: r.saved_at, savedBy: r.saved_by }));
}

/** One past version's tree, or 404 版本 n 不存在. */
export async function dictionaryVersion(db: Kysely<Database>, ref: DictRef, version: number): Promise<DictionaryDetail> {
  const row = await findVersion(db, ref, version);
  if (!row) throw notFound(`版本 ${version} 不存在`);
  return { ...ref, name: row.name, version: row.version, items: JSON.parse(row.items) as FieldOption[] };
}

/**
 * 回滚: a past version's content saved as a new version. Rules may have tightened since that
 * version was saved: it must pass today's checks, else its problems are the answer.
 */
export async function rollbackDictionary(db: Kysely<Database>, actor: Actor, ref: DictRef, from: number): Promise<{ problems: string[] } | { detail: DictionaryDetail }> {
  const meta = await findMeta(db, ref);
  const row = meta && (await findVersion(db, ref, from));
  if (!meta || !row) throw notFound(`版本 ${from} 不存在`);
  const items = JSON.parse(row.items) as FieldOption[];
  const problems = dictionaryTreeProblems(items);
  if (problems.length) return { problems: problems.map((p) => `版本 ${from} 已不符合当前规则：${p}`) };
  await db.transaction().execute(async (tx) => {
    const version = await saveVersion(tx, { ...ref, name: row.name, items, action: 'rollback', restoredFrom: from, expectedVersion: meta.version, savedBy: savedBy(actor) });
    await writeOpLog(tx, actor, { action: 'rollback-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { restoredFrom: from, version } });
  });
  return { detail: await dictionaryDetail(db, ref) };
}

/**
 * An imported workbook's tree saved as a new version over `expectedVersion` (the current one when
 * the caller names none). The tree was parsed and checked by the caller.
 */
export async function importDictionary(db: Kysely<Database>, actor: Actor, ref: DictRef, items: FieldOption[], facts: { count: number; bytes: number; expectedVersion?: number }): Promise<DictionaryDetail> {
  const meta = await findMeta(db, ref);
  if (!meta && !(await hasRows(db, ref))) throw notFound(DICTIONARY_MISSING);
  const expected = facts.expectedVersion ?? meta?.version ?? 0;
  await db.transaction().execute(async (tx) => {
    const version = await saveVersion(tx, { ...ref, name: meta?.name ?? ref.displayCode, items, action: 'import', expectedVersion: expected, savedBy: savedBy(actor) });
    await writeOpLog(tx, actor, { action: 'import-dictionary', targetType: 'dictionary', targetId: ref.displayCode, gnCoding: ref.systemCoding, detail: { version, items: facts.count, bytes: facts.bytes } });
  });
  return dictionaryDetail(db, ref);
}
