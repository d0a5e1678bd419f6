import { sql, type SqlBool } from 'kysely';
import { sqliteRecordCounts } from './sqlite-record-counts';
import { assertDataKey, type SqlDialect } from '../sql-dialect';

/** A filter value that a JSON number could have been written as. */
const NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;
/** What json_extract gives for JSON true and false. */
const JSON_FLAGS = new Map([
  ['true', 1],
  ['false', 0],
]);

/** How SQLite says what differs (server/db/sql-dialect.ts). */
export const sqliteDialect: SqlDialect = {
  name: 'sqlite',

  documentType: 'text',
  binaryType: 'blob',
  fileContentInDatabase: false,
  serialKey: (c) => c.primaryKey().autoIncrement(),
  // One database per file: no schemas to choose among.
  migrationTableSchema: async () => undefined,

  dataText(key) {
    assertDataKey(key);
    return sql<string | null>`json_extract(data, ${sql.raw(`'$.${key}'`)})`;
  },
  // json_extract already returns numbers for JSON numbers: the same expression sorts them right.
  dataSortKey(key) {
    assertDataKey(key);
    return sql`json_extract(data, ${sql.raw(`'$.${key}'`)})`;
  },
  // A text that looks like a number is not summed: only what the form saved as a number is.
  dataNumber(key) {
    assertDataKey(key);
    const path = sql.raw(`'$.${key}'`);
    return sql<number | null>`(case when json_type(data, ${path}) in ('integer', 'real') then json_extract(data, ${path}) end)`;
  },
  // json_extract yields a number for a JSON number and SQLite never finds 2024 = '2024', so a
  // numeric filter value is also tried as a number; and 1 or 0 for JSON true or false, so a yes/no
  // field's 是/否 (sent as true/false) is also tried as those.
  comparedValues: (value) => {
    if (NUMBER.test(value)) return [value, Number(value)];
    const flag = JSON_FLAGS.get(value);
    return flag === undefined ? [value] : [value, flag];
  },
  // SQLite's LIKE already ignores ASCII case.
  likeIgnoringCase: (expr, pattern) => sql<SqlBool>`${expr} like ${pattern} escape '\\'`,

  // The planner prices an index entry like a table row and does not know json_extract on a row is
  // expensive: only a covering index keeps a filtered count from parsing every document.
  coveringListIndexes: true,
  tableIndexedBy: (table, index) => (index ? sql`${sql.raw(table)} indexed by ${sql.raw(`"${index}"`)}` : sql`${sql.raw(table)}`),
  indexNames: (table) => sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${sql.lit(table)}`,

  joinFields: (parts) => sql<string>`${sql.join(parts, sql` || char(31) || `)}`,
  // || takes numbers as they are.
  asText: (expr) => sql<string>`${expr}`,
  // BINARY, SQLite's default collation, compares UTF-8 bytes: code point order. Numbers become text too.
  codePointText: (expr) => sql<string>`cast(${expr} as text)`,
  // No md5 in SQLite, and nothing to save: the stamp is read in-process, not sent over a socket.
  digest: (text) => sql<string | null>`${text}`,
  // group_concat takes no ORDER BY of its own: the rows are ordered in a subquery first.
  rowsStamp: (row, from, orderBy) => sql<string | null>`(select group_concat(x, char(30)) from (select ${row} as x ${from} order by ${orderBy}))`,

  recordCounts: sqliteRecordCounts,
  skipLockedRows: sql``,
};
