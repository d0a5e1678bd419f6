import { Type, type Static } from '@sinclair/typebox';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { FieldOption } from '../../../schemas';
import type { Database, DictionaryTable } from '../types';
import { nowIso } from '../clock';

type DictionaryRow = Selectable<DictionaryTable>;

/** One file under fixtures/dictionary: a whole option list (a tree) of one display code. */
export const DictionaryFixture = Type.Object(
  {
    displayCode: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, description: 'what the list is, for people reading the fixture' }),
    systemCoding: Type.Optional(Type.String({ maxLength: 64, description: "'' or absent: shared by every system" })),
    options: Type.Array(Type.Ref(FieldOption)),
  },
  { additionalProperties: false },
);
export type DictionaryFixture = Static<typeof DictionaryFixture>;

/** Parent filters sent as whereStr: attribute → wanted value(s). */
export type WhereFilter = Record<string, string | number | boolean | null | Array<string | number>>;


/**
 * Parses the whereStr of the dropdown call. Returns null for a string that is not a JSON object of
 * scalar or scalar-array values, so the route can answer 400 instead of guessing.
 */
export function parseWhereStr(text: string): WhereFilter | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  for (const v of Object.values(parsed)) {
    const okValue = v === null || scalar(v) || typeof v === 'boolean' || (Array.isArray(v) && v.every(scalar));
    if (!okValue) return null;
  }
  return parsed as WhereFilter;
}

/** Which rows serve a display code: the system's own when it has some, else the shared ones (''). */
async function ownerOf(db: Kysely<Database>, systemCoding: string, displayCode: string): Promise<string> {
  const own = await db
    .selectFrom('dictionary')
    .select('id')
    .where('system_coding', '=', systemCoding)
    .where('display_code', '=', displayCode)
    .limit(1)
    .executeTakeFirst();
  return own ? systemCoding : '';
}

/**
 * The rows under `parentKey` (null = the roots) and all their descendants, read level by level
 * through the (system_coding, display_code, parent_key) index so only the subtree is touched.
 */
export async function subtreeRows(
  db: Kysely<Database>,
  owner: string,
  displayCode: string,
  parentKey: string | null,
): Promise<DictionaryRow[]> {
  // One recursive statement, not a query per level: a region list three levels deep was five
  // round trips in series on PostgreSQL. The depth guard keeps a malformed list with a cycle finite.
  const start = parentKey === null ? sql`d.parent_key is null` : sql`d.parent_key = ${parentKey}`;
  const { rows } = await sql<DictionaryRow>`with recursive sub as (
      select d.*, 0 as depth from dictionary d where d.system_coding = ${owner} and d.display_code = ${displayCode} and ${start}
      union all
      select d.*, sub.depth + 1 from dictionary d join sub on d.parent_key = sub.value
      where d.system_coding = ${owner} and d.display_code = ${displayCode} and sub.depth < 15
    ) select * from sub`.execute(db);
  return rows;
}

function toOption(row: DictionaryRow, children: FieldOption[]): FieldOption {
  const option: FieldOption = { label: row.label, value: row.value };
  if (children.length > 0) option.children = children;
  if (row.is_disabled === 1) option.isDisabled = true;
  const curInfo = JSON.parse(row.cur_info) as Record<string, unknown>;
  if (Object.keys(curInfo).length > 0) option.curInfo = curInfo;
  if (row.range_key) option.rangeKey = row.range_key;
  if (row.full_name) option.fullName = row.full_name;
  return option;
}

/** Builds the option tree whose roots are the rows whose parent is `rootKey`. */
export function buildTree(rows: DictionaryRow[], rootKey: string | null): FieldOption[] {
  const byParent = new Map<string | null, DictionaryRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.parent_key) ?? [];
    list.push(r);
    byParent.set(r.parent_key, list);
  }
  const seen = new Set<string>();
  const build = (parent: string | null): FieldOption[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .filter((r) => !seen.has(r.value) && seen.add(r.value))
      .map((r) => toOption(r, build(r.value)));
  return build(rootKey);
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [String(v)]);

/**
 * Applies parent filters: an option that declares an attribute in its curInfo must match the
 * wanted value (any overlap for arrays); options that do not declare it are not constrained.
 * Applied at every level, so a category and its leaves can each be restricted.
 */
export function applyWhere(options: FieldOption[], where: WhereFilter): FieldOption[] {
  const active = Object.entries(where).filter(([, v]) => !isEmpty(v));
  if (active.length === 0) return options;
  const matches = (o: FieldOption) =>
    active.every(([k, wanted]) => {
      const has = o.curInfo?.[k];
      if (has === undefined) return true;
      const want = asStrings(wanted);
      return asStrings(has).some((h) => want.includes(h));
    });
  const prune = (list: FieldOption[]): FieldOption[] =>
    list.filter(matches).map((o) => (o.children ? { ...o, children: prune(o.children) } : o));
  return prune(options);
}

export interface OptionQuery {
  systemCoding: string;
  displayCode: string;
  /** The parent's value: only its children (with their subtrees) are returned. */
  key?: string;
  where?: WhereFilter;
}

/** Whether `value` is an option of the list (so a `key` names a parent inside it). */
/**
 * `ownerOf` and whether `key` is a value of the owner's list, in one statement: the list's
 * children of `key` when it is, its roots otherwise (see listOptions).
 */
async function ownerAndRoot(db: Kysely<Database>, systemCoding: string, displayCode: string, key: string | undefined): Promise<{ owner: string; rootKey: string | null }> {
  const one = (system: string, value?: string) =>
    sql`(select 1 from dictionary where system_coding = ${system} and display_code = ${displayCode}${value === undefined ? sql`` : sql` and value = ${value}`} limit 1)`;
  const keyed = key !== undefined;
  const { rows } = await sql<{ own: number | null; in_own: number | null; in_shared: number | null }>`select ${one(systemCoding)} as own,
    ${keyed ? one(systemCoding, key) : sql`null`} as in_own, ${keyed ? one('', key) : sql`null`} as in_shared`.execute(db);
  const row = rows[0];
  const owner = row?.own != null ? systemCoding : '';
  const present = owner === '' ? row?.in_shared : row?.in_own;
  return { owner, rootKey: keyed && present != null ? key : null };
}

/**
 * The options of a dropdown: a tree when the rows have children. `key` is the parent's value: when
 * it is a value of this list the answer is its children; when the parent belongs to another list
 * (an enterprise type choosing review scopes) key says nothing here and the roots are answered,
 * narrowed by `where`.
 */
export async function listOptions(db: Kysely<Database>, q: OptionQuery): Promise<FieldOption[]> {
  const { owner, rootKey } = await ownerAndRoot(db, q.systemCoding, q.displayCode, q.key === '' ? undefined : q.key);
  const rows = await subtreeRows(db, owner, q.displayCode, rootKey);
  const tree = buildTree(rows, rootKey);
  return q.where ? applyWhere(tree, q.where) : tree;
}

/**
 * The qualification tree: categories → qualifications → levels. Levels are ordered from the
 * highest (特级, rank 0) down and carry the qualification they belong to in rangeKey and a
 * readable fullName ("建筑工程施工总承包一级"), which the picker shows once a level is chosen.
 */
export async function qualificationTree(db: Kysely<Database>, systemCoding: string, displayCode: string): Promise<FieldOption[]> {
  const owner = await ownerOf(db, systemCoding, displayCode);
  const rows = await subtreeRows(db, owner, displayCode, null);
  const rank = new Map(rows.map((r) => [r.value, r.level_rank]));
  const decorate = (list: FieldOption[], parent: FieldOption | null): FieldOption[] => {
    const isLevels = list.length > 0 && list.every((o) => rank.get(String(o.value)) != null);
    const sorted = isLevels ? [...list].sort((a, b) => (rank.get(String(a.value)) ?? 0) - (rank.get(String(b.value)) ?? 0)) : list;
    return sorted.map((o) => {
      const out: FieldOption = { ...o };
      if (isLevels && parent) {
        out.rangeKey ??= String(parent.value);
        out.fullName ??= `${parent.label}${o.label}`;
      }
      if (o.children) out.children = decorate(o.children, o);
      return out;
    });
  };
  return decorate(buildTree(rows, null), null);
}

/**
 * Keeps the branches that contain one of `values` (the picker's cascader filter sends the last
 * value of each chosen path, comma-joined): a matching node keeps its whole subtree, an ancestor
 * keeps only its matching branches.
 */
export function filterBranches(options: FieldOption[], values: readonly string[]): FieldOption[] {
  if (values.length === 0) return options;
  const wanted = new Set(values);
  const walk = (list: FieldOption[]): FieldOption[] =>
    list.flatMap((o) => {
      if (wanted.has(String(o.value))) return [o];
      const kept = walk(o.children ?? []);
      return kept.length > 0 ? [{ ...o, children: kept }] : [];
    });
  return walk(options);
}


/** The rows of one option list, flattened in tree order (values and labels trimmed, as stored). */
function flatten(list: DictionaryFixture): Array<Insertable<DictionaryTable>> {
  const rows: Array<Insertable<DictionaryTable>> = [];
  const walk = (options: FieldOption[], parent: string | null) => {
    for (const [sort, o] of options.entries()) {
      const levelRank = o.curInfo?.levelRank;
      const value = String(o.value).trim();
      rows.push({
        system_coding: list.systemCoding ?? '',
        display_code: list.displayCode,
        parent_key: parent,
        value,
        label: o.label.trim(),
        sort,
        is_disabled: o.isDisabled ? 1 : 0,
        cur_info: JSON.stringify(o.curInfo ?? {}),
        range_key: o.rangeKey ?? '',
        full_name: o.fullName ?? '',
        level_rank: typeof levelRank === 'number' && Number.isInteger(levelRank) ? levelRank : null,
      });
      walk(o.children ?? [], value);
    }
  };
  walk(list.options, null);
  return rows;
}

/**
 * Inserts the current rows of one option list; values become strings (the dictionary stores text).
 * 100 rows per statement: a 5000-option import stays quick, and 100 × 11 parameters is far below
 * either database's limit.
 */
export async function insertDictionaryRows(db: Kysely<Database>, list: DictionaryFixture): Promise<number> {
  const rows = flatten(list);
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('dictionary').values(rows.slice(i, i + 100)).execute();
  return rows.length;
}

/**
 * Loads one fixture list: its rows, and (when the manager does not know the list yet) its manager
 * row at version 1 with that version's tree, so the list can be edited and rolled back to as loaded.
 */
export async function insertDictionary(db: Kysely<Database>, list: DictionaryFixture): Promise<number> {
  const count = await insertDictionaryRows(db, list);
  const systemCoding = list.systemCoding ?? '';
  const known = await db
    .selectFrom('dictionaries')
    .select('id')
    .where('system_coding', '=', systemCoding)
    .where('display_code', '=', list.displayCode)
    .executeTakeFirst();
  if (!known) {
    const at = nowIso();
    const base = { system_coding: systemCoding, display_code: list.displayCode, name: list.name.slice(0, 128) };
    await db.insertInto('dictionaries').values({ ...base, version: 1, updated_at: at, updated_by: 'system' }).execute();
    await db
      .insertInto('dictionary_versions')
      .values({ ...base, version: 1, items: JSON.stringify(list.options), item_count: count, action: 'create', restored_from: null, saved_at: at, saved_by: 'system' })
      .execute();
  }
  return count;
}

/**
 * value → label of `values` in one dictionary (the system's own rows when it has some, else the
 * shared ones, as listOptions reads): one statement, whatever the number of values, so a list
 * page names its column values in one lookup per dictionary.
 */
export async function dictionaryLabels(db: Kysely<Database>, systemCoding: string, displayCode: string, values: readonly string[]): Promise<Record<string, string>> {
  if (values.length === 0) return {};
  const owner = sql<string>`case when exists (select 1 from dictionary o where o.system_coding = ${systemCoding} and o.display_code = ${displayCode}) then ${systemCoding} else '' end`;
  const rows = await db
    .selectFrom('dictionary')
    .select(['value', 'label'])
    .where('display_code', '=', displayCode)
    .where('system_coding', '=', owner)
    .where('value', 'in', [...values])
    .execute();
  const out: Record<string, string> = {};
  for (const r of rows) out[r.value] ??= r.label;
  return out;
}
