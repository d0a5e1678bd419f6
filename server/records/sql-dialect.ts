import crypto from 'node:crypto';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/types';
import { assertDataKey, isDataKey, type SqlDialect } from '../db/sql-dialect';

/**
 * Record queries over the JSON `data` column: reading a key, comparing and sorting it, and the
 * indexes list filters need. How each database spells them is the dialect's (server/db/dialects/);
 * what is asked of it, and why, is here.
 */

export { isDataKey };

/** The text of one key of `data` (NULL when absent), for filters. */
export const dataText = (dialect: SqlDialect, key: string): RawBuilder<string | null> => dialect.dataText(key);

/** The value of one key for ORDER BY (numbers as numbers on both databases). */
export const dataSortKey = (dialect: SqlDialect, key: string): RawBuilder<unknown> => dialect.dataSortKey(key);

/** The record's own columns a field name may mean (charts, distinct values, grouped counts); any other name is a data key. */
const RECORD_COLUMNS = new Map<string, string>([
  ['status', 'status'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
]);

/** Whether `field` names one of the record's own columns rather than a data key. */
export const isRecordColumn = (field: string): boolean => RECORD_COLUMNS.has(field);

/** A field of a record as SQL: one of its columns, or the text of a data key (checked: `assertDataKey`). */
export function recordFieldExpr(dialect: SqlDialect, field: string): RawBuilder<unknown> {
  const column = RECORD_COLUMNS.get(field);
  return column ? sql.ref(column) : dataText(dialect, field);
}

/** expr equals one of `values` (any-of), type-tolerant as the dialect's `comparedValues` says. */
export function equalsAny(dialect: SqlDialect, expr: Expression<unknown>, values: string[]): RawBuilder<SqlBool> {
  const all = values.flatMap((v) => dialect.comparedValues(v));
  if (all.length === 1) return sql<SqlBool>`${expr} = ${all[0]}`;
  return sql<SqlBool>`${expr} in (${sql.join(all)})`;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains". */
export function contains(dialect: SqlDialect, expr: Expression<unknown>, value: string): RawBuilder<SqlBool> {
  return dialect.likeIgnoringCase(expr, `%${escapeLike(value)}%`);
}

/** "Starts with" for a cascader label path ending with '*'. */
export function startsWith(expr: Expression<unknown>, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${expr} like ${`${escapeLike(value)}%`} escape '\\'`;
}

/** The node condition of list queries, as a literal so SQLite can use a list's partial index. */
export function nodeIs(nodeId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`node_id = ${sql.lit(nodeId)}`;
}

/**
 * `records`, optionally pinned to a list's covering index (where the dialect has them). SQLite's planner prices
 * an index entry like a table row, so for a count over most of a node it scans the table and
 * parses every document (600 ms over 100 000 records) instead of reading the covering index
 * (37 ms). Only the count is pinned: for a page in the default order, walking the updated_at
 * index and stopping after the page is cheaper still.
 */
export function recordsTable(dialect: SqlDialect, coveringIndex?: string): RawBuilder<unknown> {
  return dialect.tableIndexedBy('records', coveringIndex);
}

/** Names of the indexes that exist on `records`, read from the catalogue (takes no table lock). */
export async function recordIndexNames(db: Kysely<Database>, dialect: SqlDialect): Promise<Set<string>> {
  return new Set((await dialect.indexNames('records').execute(db)).rows.map((r) => r.name));
}

const hash = (text: string) => crypto.createHash('sha1').update(text).digest('hex').slice(0, 12);

export interface IndexPlan {
  name: string;
  ddl: RawBuilder<unknown>;
  /** Older indexes of the same list this one replaces (the config changed). */
  replaces?: (name: string) => boolean;
  /** Holds every filter value of the list: counts may be pinned to it. */
  covering?: boolean;
}

/**
 * The expression indexes a list's filters need; `keys` are the data keys its search bar filters on.
 * Filter values are spelled exactly as `dataText` spells them, or no planner would match them.
 *
 * Covering (SQLite): ONE covering index per list, partial on its node: (node_id, enterprise_id, status, every
 * filter value, created_at, updated_at, id). A count or a filtered page then reads index entries only:
 * SQLite's planner does not know that evaluating json_extract on a table row is expensive, so
 * with one index per key it would seek on one and re-parse the document of every candidate row
 * for the others (30 ms against 0.3 ms for a two-condition count over 100 000 records).
 *
 * Per key (PostgreSQL): one index per value-compared key, (node_id, value, enterprise_id, updated_at, id),
 * shared by every node filtering on that key. PostgreSQL cannot answer expression conditions from
 * the index alone anyway; it combines these indexes (bitmap AND) and reads jsonb rows cheaply.
 */
export function listIndexPlans(dialect: SqlDialect, nodeId: string, keys: { all: string[]; valueCompared: string[] }): IndexPlan[] {
  if (!dialect.coveringListIndexes) {
    return keys.valueCompared.map((key) => {
      assertDataKey(key);
      const name = `records_f_${key.length <= 40 ? key : hash(key)}`;
      return { name, ddl: sql`create index if not exists ${sql.raw(`"${name}"`)} on records (node_id, ${dataText(dialect, key)}, enterprise_id, updated_at, id)` };
    });
  }
  if (keys.all.length === 0) return [];
  const prefix = `records_l_${hash(nodeId)}_`;
  const name = `${prefix}${hash(keys.all.join(','))}`;
  const values = sql.join(keys.all.map((k) => dataText(dialect, k)));
  return [
    {
      name,
      // node_id is a column as well as the partial condition: without it SQLite does not see the
      // index as covering a query that names node_id.
      ddl: sql`create index if not exists ${sql.raw(`"${name}"`)} on records (node_id, enterprise_id, status, ${values}, created_at, updated_at, id) where ${nodeIs(nodeId)}`,
      covering: true,
      replaces: (other) => other.startsWith(prefix) && other !== name,
    },
  ];
}

/** Drops an index this module created and no longer needs. */
export function dropIndexSql(name: string): RawBuilder<unknown> {
  if (!/^records_[lf]_\w+$/.test(name)) throw new Error(`not a records filter index: ${name}`);
  return sql`drop index if exists ${sql.raw(`"${name}"`)}`;
}
