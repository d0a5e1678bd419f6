import { sql, type SqlBool } from 'kysely';
import { postgresRecordCounts } from './postgres-record-counts';
import { assertDataKey, type SqlDialect } from '../sql-dialect';

/** How PostgreSQL says what differs (server/db/sql-dialect.ts). */
export const postgresDialect: SqlDialect = {
  name: 'postgres',

  documentType: 'jsonb',
  binaryType: 'bytea',
  fileContentInDatabase: true,
  serialKey: (c) => c.primaryKey().generatedByDefaultAsIdentity(),
  // Parallel test schemas or a second deployment in the same database: Kysely would otherwise find
  // another schema's migration tables, skip creating its own and fail.
  migrationTableSchema: async (db) => (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s,

  dataText(key) {
    assertDataKey(key);
    return sql<string | null>`(data::jsonb ->> ${sql.raw(`'${key}'`)})`;
  },
  // The jsonb value, not its text: numbers sort as numbers.
  dataSortKey(key) {
    assertDataKey(key);
    return sql`(data::jsonb -> ${sql.raw(`'${key}'`)})`;
  },
  // A text that looks like a number is not summed: only what the form saved as a number is.
  dataNumber(key) {
    assertDataKey(key);
    const value = sql.raw(`data::jsonb -> '${key}'`);
    return sql<string | null>`(case when jsonb_typeof(${value}) = 'number' then (${value})::text::numeric end)`;
  },
  // ->> always yields text: the text of the filter value is all there is to compare.
  comparedValues: (value) => [value],
  likeIgnoringCase: (expr, pattern) => sql<SqlBool>`${expr} ilike ${pattern} escape '\\'`,

  // PostgreSQL cannot answer expression conditions from an index alone anyway; it combines
  // single-key indexes (bitmap AND) and reads jsonb rows cheaply.
  coveringListIndexes: false,
  // No index hints in PostgreSQL: the planner alone decides.
  tableIndexedBy: (table) => sql`${sql.raw(table)}`,
  indexNames: (table) =>
    sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${sql.lit(table)}`,

  joinFields: (parts) => sql<string>`concat_ws(chr(31), ${sql.join(parts)})`,
  // coalesce(n.version, '-') mixes integer and text, which PostgreSQL refuses.
  asText: (expr) => sql<string>`${expr}::text`,
  codePointText: (expr) => sql<string>`(${expr})::text collate "C"`,
  // Hashed to keep the answer small: it travels over the socket with every list call.
  digest: (text) => sql<string | null>`md5(${text})`,
  rowsStamp: (row, from, orderBy) => sql<string | null>`(select md5(string_agg(${row}, chr(30) order by ${orderBy})) ${from})`,

  recordCounts: postgresRecordCounts,
  skipLockedRows: sql`for update skip locked`,
};
