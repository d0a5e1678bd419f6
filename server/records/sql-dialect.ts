import crypto from 'node:crypto';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';

/**
 * The ONE place where record queries differ between SQLite and PostgreSQL: reading a key of the
 * JSON `data` column, comparing and sorting it. Everything else in server/records is dialect-free.
 *
 * Keys are written into the SQL as literals (after `assertDataKey`), never bound as parameters:
 * an expression index on `json_extract(data, '$.k')` / `(data::jsonb ->> 'k')` is only used when the
 * query spells the same expression, and a bound path would never match it.
 */

/** What a data key may look like: the bianma of a form field. */
const DATA_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const isDataKey = (key: string): boolean => DATA_KEY.test(key);

function assertDataKey(key: string): void {
  if (!isDataKey(key)) throw new Error(`invalid data key: ${key}`);
}

/** The text of one key of `data` (NULL when absent), for filters. */
export function dataText(dialect: DialectName, key: string): RawBuilder<string | null> {
  assertDataKey(key);
  return dialect === 'postgres'
    ? sql<string | null>`(data::jsonb ->> ${sql.raw(`'${key}'`)})`
    : sql<string | null>`json_extract(data, ${sql.raw(`'$.${key}'`)})`;
}

/**
 * The value of one key for ORDER BY. PostgreSQL sorts the jsonb value (numbers as numbers, not as
 * text); SQLite's json_extract already returns numbers for JSON numbers.
 */
export function dataSortKey(dialect: DialectName, key: string): RawBuilder<unknown> {
  assertDataKey(key);
  return dialect === 'postgres' ? sql`(data::jsonb -> ${sql.raw(`'${key}'`)})` : sql`json_extract(data, ${sql.raw(`'$.${key}'`)})`;
}

/**
 * The values a stored field may hold for a filter value. PostgreSQL's `->>` always yields text;
 * SQLite's json_extract yields a number for a JSON number, and SQLite never finds 2024 = '2024', so a
 * numeric filter value is also tried as a number there.
 */
function candidates(dialect: DialectName, value: string): Array<string | number> {
  if (dialect === 'sqlite' && /^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(value)) return [value, Number(value)];
  return [value];
}

/** expr equals one of `values` (any-of), type-tolerant as described in `candidates`. */
export function equalsAny(dialect: DialectName, expr: Expression<unknown>, values: string[]): RawBuilder<SqlBool> {
  const all = values.flatMap((v) => candidates(dialect, v));
  if (all.length === 1) return sql<SqlBool>`${expr} = ${all[0]}`;
  return sql<SqlBool>`${expr} in (${sql.join(all)})`;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" (SQLite's LIKE already ignores ASCII case; PostgreSQL needs ILIKE). */
export function contains(dialect: DialectName, expr: Expression<unknown>, value: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(value)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${expr} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${expr} like ${pattern} escape '\\'`;
}

/** "Starts with" for a cascader label path ending with '*'. */
export function startsWith(expr: Expression<unknown>, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${expr} like ${`${escapeLike(value)}%`} escape '\\'`;
}

/** Index name for a data key (used quoted, so keys differing only in case get different indexes). */
export function dataIndexName(key: string): string {
  const short = key.length <= 40 ? key : crypto.createHash('sha1').update(key).digest('hex').slice(0, 16);
  return `records_f_${short}`;
}

/** Names of the indexes that exist on `records`, read from the catalogue (takes no table lock). */
export async function recordIndexNames(db: Kysely<Database>, dialect: DialectName): Promise<Set<string>> {
  const q =
    dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'records'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'records'`;
  return new Set((await q.execute(db)).rows.map((r) => r.name));
}

/**
 * DDL of the expression index that serves a filter on one data key: (node_id, value, enterprise_id,
 * updated_at, id). It answers `node = ? and value = ?` (+ an enterprise user's own enterprise) from
 * the index, counts without opening documents, and walks rows in the default order. The value is
 * spelled exactly as `dataText` spells it, or the planner would not match it.
 */
export function dataIndexSql(dialect: DialectName, key: string): RawBuilder<unknown> {
  assertDataKey(key);
  return sql`create index if not exists ${sql.raw(`"${dataIndexName(key)}"`)} on records (node_id, ${dataText(dialect, key)}, enterprise_id, updated_at, id)`;
}
