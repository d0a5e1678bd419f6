import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrations';
import { openTestDatabase } from '../test/harness';
import type { Db } from './connect';

// server/db/types.ts (the tables as Kysely's queries see them) against the schema the migrations
// build on a fresh database: SQLite always, PostgreSQL with DATABASE_URL. The declared tables and
// columns are read from types.ts itself by the TypeScript checker (the properties of `Database` and
// of each table's interface), so there is no second list to keep in step.

const TYPES_FILE = fileURLToPath(new URL('./types.ts', import.meta.url));

/** A declared column: may it read back null? (null: the type does not say, e.g. `unknown`) */
type Declared = Map<string, boolean | null>;

/** table → its columns, as `interface Database` in `file` declares them. */
export function declaredTables(file: string): Map<string, Declared> {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, strict: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error(`${file} declares no interface Database`);
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, database);
  const tables = new Map<string, Declared>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns: Declared = new Map();
    for (const column of typeOf(table).getProperties()) {
      // ColumnType<Select, Insert, Update> (and Generated<T>): what a select reads back.
      let type = typeOf(column);
      const select = type.getProperty('__select__');
      if (select) type = typeOf(select);
      const parts = type.isUnion() ? type.types : [type];
      columns.set(
        column.name,
        parts.some((t) => t.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) ? null : parts.some((t) => t.flags & ts.TypeFlags.Null),
      );
    }
    if (columns.size === 0) throw new Error(`Database.${table.name}: its type has no columns (unresolved?)`);
    tables.set(table.name, columns);
  }
  return tables;
}

const declared = declaredTables(TYPES_FILE);

describe(`server/db/types.ts and the migrated schema (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let database: Db;
  let pgSchema: string | null;
  let dropSchema: (() => Promise<void>) | null;
  let migrated: Map<string, Map<string, boolean>>;

  beforeAll(async () => {
    ({ database, pgSchema, dropSchema } = await openTestDatabase());
    await migrateToLatest(database.db, database.dialect);
    const tables = await database.db.introspection.getTables({ withInternalKyselyTables: false });
    const migratorOwn = new Set<string>([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    migrated = new Map(
      tables
        // The migrator's own bookkeeping is no table of the product (the PostgreSQL introspector of
        // db/dialects lists it regardless of the option); on PostgreSQL keep this test's schema only.
        .filter((t) => !t.isView && !migratorOwn.has(t.name) && (pgSchema === null || t.schema === pgSchema))
        .map((t) => [t.name, new Map(t.columns.map((c) => [c.name, c.isNullable]))] as const),
    );
    if (pgSchema === null) {
      // SQLite lets a primary key other than INTEGER PRIMARY KEY hold NULL unless it says NOT NULL,
      // and its introspection reports such a key as nullable; the code always writes its keys, so
      // a key column counts as NOT NULL here (PostgreSQL's keys are NOT NULL by themselves).
      for (const [table, columns] of migrated) {
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(database.db);
        for (const { name } of rows) columns.set(name, false);
      }
    }
  });
  afterAll(async () => {
    await database?.close();
    await dropSchema?.();
  });

  it('reads a table list from types.ts', () => {
    expect(declared.size).toBeGreaterThan(30);
    expect([...(declared.get('records')?.keys() ?? [])]).toContain('data');
  });

  it('declares every migrated table, and every declared table is migrated', () => {
    expect([...migrated.keys()].sort()).toEqual([...declared.keys()].sort());
  });

  it('declares every column of each table, and every declared column is migrated', () => {
    const differences: string[] = [];
    for (const [table, columns] of declared) {
      const actual = migrated.get(table);
      if (!actual) continue; // reported above
      for (const c of columns.keys()) if (!actual.has(c)) differences.push(`${table}.${c}: declared in types.ts, not in the migrated table`);
      for (const c of actual.keys()) if (!columns.has(c)) differences.push(`${table}.${c}: in the migrated table, not declared in types.ts`);
    }
    expect(differences).toEqual([]);
  });

  it('a column reads back null in types.ts exactly when the migrated column is nullable', () => {
    const differences: string[] = [];
    for (const [table, columns] of declared) {
      for (const [c, nullable] of columns) {
        const actual = migrated.get(table)?.get(c);
        if (nullable === null || actual === undefined || actual === nullable) continue;
        differences.push(`${table}.${c}: ${nullable ? 'null in types.ts, NOT NULL in the table' : 'not null in types.ts, nullable in the table'}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
