import type { ColumnDefinitionBuilder, Expression, Kysely, RawBuilder, SqlBool } from 'kysely';

/**
 * Everything SQLite and PostgreSQL spell differently, as one object chosen once by `connect`
 * (server/db/dialects/). The rest of the server asks the dialect how to say a thing and never
 * which database it runs on, so a difference has one home per database instead of a branch in
 * every module that meets it (server/test/dialect-branches.test.ts keeps it that way).
 */
export interface SqlDialect {
  /** For log lines and memo keys; never compared. */
  readonly name: string;

  /** The column type of a JSON document: jsonb on PostgreSQL (docs/adr/0005), text on SQLite. */
  readonly documentType: 'jsonb' | 'text';
  /** The column type of raw bytes (file content rows, migration 0007). */
  readonly binaryType: 'bytea' | 'blob';
  /**
   * Whether uploaded files' content lives in the database (chunk rows) rather than on this
   * machine's disk: true where several instances share one database and must serve each other's
   * files (docs/uploads.md "Where files live").
   */
  readonly fileContentInDatabase: boolean;
  /** An auto-numbered integer primary key. */
  serialKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /**
   * The schema Kysely keeps its migration tables in, when the database has schemas: Kysely looks
   * in every PostgreSQL schema unless told one.
   */
  migrationTableSchema(db: Kysely<unknown>): Promise<string | undefined>;

  /** The text of one key of the `data` document (NULL when absent). The key is checked (`assertDataKey`). */
  dataText(key: string): RawBuilder<string | null>;
  /** The value of one key of `data` for ORDER BY, numbers ordered as numbers. */
  dataSortKey(key: string): RawBuilder<unknown>;
  /** The number of one key of `data`, NULL when it is absent or not a JSON number (chart sums). */
  dataNumber(key: string): RawBuilder<number | string | null>;
  /** The values a stored document value may equal for the filter value `value`. */
  comparedValues(value: string): Array<string | number>;
  /** `expr` matches the LIKE `pattern` (escaped with backslashes), ignoring ASCII case. */
  likeIgnoringCase(expr: Expression<unknown>, pattern: string): RawBuilder<SqlBool>;

  /**
   * True where a list's filters are best served by one covering index per list, false where by
   * one index per value-compared key (records/sql-dialect.ts `listIndexPlans` says why).
   */
  readonly coveringListIndexes: boolean;
  /** `table`, pinned to `index` where the planner takes such a hint (else the table alone). */
  tableIndexedBy(table: string, index: string | undefined): RawBuilder<unknown>;
  /** A query of the names of the indexes on `table`, from the catalogue (takes no table lock). */
  indexNames(table: string): RawBuilder<{ name: string }>;

  /** Text values joined with the unit separator (char 31) into one stamp. */
  joinFields(parts: ReadonlyArray<Expression<unknown>>): RawBuilder<string>;
  /** A non-text value as text, where joining or coalescing it with text needs that. */
  asText(expr: Expression<unknown>): RawBuilder<string>;
  /**
   * `expr` as text that orders by code point, the same on both databases (PostgreSQL's default
   * collation orders by locale): sorted and capped answers (distinct values) then keep the same values.
   */
  codePointText(expr: Expression<unknown>): RawBuilder<string>;
  /** A short stand-in for a long stamp where the database can hash; the stamp itself elsewhere. */
  digest(text: Expression<unknown>): RawBuilder<string | null>;
  /**
   * One stamp of many rows: a subquery joining `row` (a text per row of `from`, a FROM … WHERE
   * clause) in `orderBy` order with the record separator (char 30), digested.
   */
  rowsStamp(row: Expression<unknown>, from: RawBuilder<unknown>, orderBy: RawBuilder<unknown>): RawBuilder<string | null>;

  /**
   * The triggers that keep `record_counts` (migration 0026, docs/adr/0007-kept-record-counts.md),
   * as statements to create and to drop them, and the SQL of a record's stripe given its id.
   */
  readonly recordCounts: { stripe(id: string): string; create: readonly string[]; drop: readonly string[] };

  /**
   * What ends the subquery choosing a job to claim (server/jobs/queue.ts): PostgreSQL locks the
   * row and skips rows other instances hold (`for update skip locked`); SQLite has one writer, and
   * the claim's statement runs in a write transaction, so nothing is needed.
   */
  readonly skipLockedRows: RawBuilder<unknown>;
}

/** What a key written into SQL as a literal may look like: the bianma of a form field. */
const DATA_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const isDataKey = (key: string): boolean => DATA_KEY.test(key);

/**
 * Keys are written into the SQL as literals, never bound as parameters: an expression index on
 * a key is only used when the query spells the same expression, and a bound path never matches.
 */
export function assertDataKey(key: string): void {
  if (!isDataKey(key)) throw new Error(`invalid data key: ${key}`);
}
