import type { Kysely, Selectable } from 'kysely';
import type { FieldOption } from '../../../schemas';
import { countItems, type DictionaryUse } from '../../../schemas/dictionary-manager';
import type { Database, DictionariesTable, DictionaryVersionsTable } from '../types';
import { nowIso } from '../clock';
import { buildTree, insertDictionaryRows, subtreeRows } from './dictionary';
import { ApiError } from '../../errors';

export type DictionaryMeta = Selectable<DictionariesTable>;
export type DictionaryVersionRow = Selectable<DictionaryVersionsTable>;

/** A list is named by its system ('' = shared by every system) and its display code. */
export interface DictRef {
  systemCoding: string;
  displayCode: string;
}

export const STALE_DICTIONARY_MESSAGE = '字典已被他人修改，请刷新后再保存';

export async function findMeta(db: Kysely<Database>, ref: DictRef): Promise<DictionaryMeta | undefined> {
  return db
    .selectFrom('dictionaries')
    .selectAll()
    .where('system_coding', '=', ref.systemCoding)
    .where('display_code', '=', ref.displayCode)
    .executeTakeFirst();
}

export async function listMetas(db: Kysely<Database>): Promise<DictionaryMeta[]> {
  return db.selectFrom('dictionaries').selectAll().orderBy('system_coding').orderBy('display_code').execute();
}

/** Option count of every list, by `system\u0000code`. */
export async function itemCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('dictionary')
    .select(['system_coding', 'display_code', db.fn.countAll<number | string>().as('n')])
    .groupBy(['system_coding', 'display_code'])
    .execute();
  return new Map(rows.map((r) => [refKey({ systemCoding: r.system_coding, displayCode: r.display_code }), Number(r.n)]));
}

export const refKey = (ref: DictRef) => `${ref.systemCoding}\u0000${ref.displayCode}`;

/** The current tree of a list, as the dropdown call answers it (disabled options included). */
export async function readTree(db: Kysely<Database>, ref: DictRef): Promise<FieldOption[]> {
  return buildTree(await subtreeRows(db, ref.systemCoding, ref.displayCode, null), null);
}

export async function hasRows(db: Kysely<Database>, ref: DictRef): Promise<boolean> {
  const row = await db
    .selectFrom('dictionary')
    .select('id')
    .where('system_coding', '=', ref.systemCoding)
    .where('display_code', '=', ref.displayCode)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export interface VersionInput extends DictRef {
  name: string;
  items: FieldOption[];
  action: 'create' | 'save' | 'import' | 'rollback';
  restoredFrom?: number;
  /** The version the caller started from; 0 creates the list. */
  expectedVersion: number;
  savedBy: string;
}

/**
 * Saves a whole tree as the next version: the current rows are replaced (so the dropdown and
 * qualification calls answer it at once) and the tree is kept in dictionary_versions. Call inside
 * a transaction. A caller holding an older version gets a conflict instead of overwriting.
 */
export async function saveVersion(tx: Kysely<Database>, input: VersionInput): Promise<number> {
  const at = nowIso();
  const version = input.expectedVersion + 1;
  const where = { system_coding: input.systemCoding, display_code: input.displayCode };
  if (input.expectedVersion === 0 && !(await findMeta(tx, input))) {
    await tx.insertInto('dictionaries').values({ ...where, name: input.name, version, updated_at: at, updated_by: input.savedBy }).execute();
  } else {
    const res = await tx
      .updateTable('dictionaries')
      .set({ name: input.name, version, updated_at: at, updated_by: input.savedBy })
      .where('system_coding', '=', input.systemCoding)
      .where('display_code', '=', input.displayCode)
      .where('version', '=', input.expectedVersion)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new ApiError('conflict', STALE_DICTIONARY_MESSAGE);
  }
  await tx.deleteFrom('dictionary').where('system_coding', '=', input.systemCoding).where('display_code', '=', input.displayCode).execute();
  await insertDictionaryRows(tx, { displayCode: input.displayCode, systemCoding: input.systemCoding, name: input.name, options: input.items });
  await tx
    .insertInto('dictionary_versions')
    .values({
      ...where,
      version,
      name: input.name,
      items: JSON.stringify(input.items),
      item_count: countItems(input.items),
      action: input.action,
      restored_from: input.restoredFrom ?? null,
      saved_at: at,
      saved_by: input.savedBy,
    })
    .execute();
  return version;
}

/** Removes a list: its rows, its manager row and its history. */
export async function deleteDictionary(tx: Kysely<Database>, ref: DictRef): Promise<void> {
  for (const table of ['dictionary', 'dictionary_versions', 'dictionaries'] as const) {
    await tx.deleteFrom(table).where('system_coding', '=', ref.systemCoding).where('display_code', '=', ref.displayCode).execute();
  }
}

export async function listVersions(db: Kysely<Database>, ref: DictRef): Promise<DictionaryVersionRow[]> {
  return db
    .selectFrom('dictionary_versions')
    .selectAll()
    .where('system_coding', '=', ref.systemCoding)
    .where('display_code', '=', ref.displayCode)
    .orderBy('version', 'desc')
    .execute();
}

export async function findVersion(db: Kysely<Database>, ref: DictRef, version: number): Promise<DictionaryVersionRow | undefined> {
  return db
    .selectFrom('dictionary_versions')
    .selectAll()
    .where('system_coding', '=', ref.systemCoding)
    .where('display_code', '=', ref.displayCode)
    .where('version', '=', version)
    .executeTakeFirst();
}

interface FieldLike {
  bianma: string;
  name?: unknown;
  code?: unknown;
  type?: unknown;
  options?: { list?: unknown };
}

const isField = (v: unknown): v is FieldLike =>
  typeof v === 'object' && v !== null && typeof (v as FieldLike).bianma === 'string' && typeof (v as FieldLike).type === 'string';

/** Fields of a stored config whose options come from the dropdown call with `code` (no inline list). */
function fieldsUsing(config: unknown, displayCode: string): FieldLike[] {
  const found: FieldLike[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      if (isField(v) && v.code === displayCode && v.options?.list === undefined) found.push(v);
      Object.values(v).forEach(walk);
    }
  };
  walk(config);
  return found;
}

/** A stored node config, parsed once for every list's usage. */
export interface ParsedNode {
  id: string;
  systemCoding: string;
  title: string;
  config: unknown;
}

export async function parsedNodes(db: Kysely<Database>): Promise<ParsedNode[]> {
  const rows = await db.selectFrom('nodes').select(['id', 'system_coding', 'title', 'config']).orderBy('system_coding').orderBy('id').execute();
  return rows.flatMap((n) => {
    try {
      return [{ id: n.id, systemCoding: n.system_coding, title: n.title, config: JSON.parse(n.config) as unknown }];
    } catch {
      return [];
    }
  });
}

/**
 * Which fields load this list. A system's own list serves that system's nodes; the shared list
 * serves the nodes of every system without its own list of the code (`ownLists`: those systems).
 */
export function usesIn(nodes: readonly ParsedNode[], ref: DictRef, ownLists: ReadonlySet<string>): DictionaryUse[] {
  const out: DictionaryUse[] = [];
  for (const n of nodes) {
    if (ref.systemCoding ? n.systemCoding !== ref.systemCoding : ownLists.has(n.systemCoding)) continue;
    for (const f of fieldsUsing(n.config, ref.displayCode)) {
      out.push({ systemCoding: n.systemCoding, nodeId: n.id, nodeTitle: n.title, bianma: f.bianma, fieldName: typeof f.name === 'string' ? f.name : f.bianma });
    }
  }
  return out;
}

/** Systems with a list of their own for each code (they do not use the shared one). */
export async function ownListSystems(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const rows = await db.selectFrom('dictionaries').select(['system_coding', 'display_code']).where('system_coding', '<>', '').execute();
  const out = new Map<string, Set<string>>();
  for (const r of rows) out.set(r.display_code, (out.get(r.display_code) ?? new Set()).add(r.system_coding));
  return out;
}

/** Which fields load this list, read from the stored node configs. */
export async function usageOf(db: Kysely<Database>, ref: DictRef): Promise<DictionaryUse[]> {
  const [nodes, own] = await Promise.all([parsedNodes(db), ownListSystems(db)]);
  return usesIn(nodes, ref, own.get(ref.displayCode) ?? new Set());
}
