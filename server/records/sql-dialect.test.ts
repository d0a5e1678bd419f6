import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import type { Database } from '../db/types';
import { sqliteDialect } from '../db/dialects/sqlite';
import { postgresDialect } from '../db/dialects/postgres';
import { contains, dataSortKey, dataText, equalsAny, listIndexPlans } from './sql-dialect';

// Record SQL as each dialect spells it, compiled without a database.

const D = { sqlite: sqliteDialect, postgres: postgresDialect };

const kysely = (dialect: 'sqlite' | 'postgres') =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => (dialect === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (dialect === 'sqlite' ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (dialect === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    },
  });

const compile = (dialect: 'sqlite' | 'postgres', expr: ReturnType<typeof sql>) => expr.compile(kysely(dialect));

describe('record SQL per dialect', () => {
  it('reads a data key with the key as a literal, as the expression index spells it', () => {
    expect(compile('sqlite', dataText(D.sqlite, 'xydj')).sql).toBe("json_extract(data, '$.xydj')");
    expect(compile('postgres', dataText(D.postgres, 'xydj')).sql).toBe("(data::jsonb ->> 'xydj')");
    const keys = { all: ['pjnf', 'qymc', 'xydj'], valueCompared: ['pjnf', 'xydj'] };
    const [list] = listIndexPlans(D.sqlite, "o'node", keys);
    expect(compile('sqlite', list.ddl as ReturnType<typeof sql>).sql).toBe(
      `create index if not exists "${list.name}" on records (node_id, enterprise_id, status, json_extract(data, '$.pjnf'), json_extract(data, '$.qymc'), json_extract(data, '$.xydj'), created_at, updated_at, id) where node_id = 'o''node'`,
    );
    const pg = listIndexPlans(D.postgres, 'n', keys);
    expect(pg.map((p) => p.name)).toEqual(['records_f_pjnf', 'records_f_xydj']);
    expect(compile('postgres', pg[1].ddl as ReturnType<typeof sql>).sql).toBe(
      `create index if not exists "records_f_xydj" on records (node_id, (data::jsonb ->> 'xydj'), enterprise_id, updated_at, id)`,
    );
    expect(compile('postgres', dataSortKey(D.postgres, 'pf')).sql).toBe("(data::jsonb -> 'pf')");
  });

  it('refuses a key that is not a field name, so nothing can be injected through it', () => {
    for (const key of ["a'); drop table records; --", 'a.b', '$', '', 'x'.repeat(65)]) {
      expect(() => dataText(D.sqlite, key)).toThrow();
      expect(() => dataText(D.postgres, key)).toThrow();
    }
  });

  it('binds values; a number-like value also matches JSON numbers on SQLite', () => {
    const q = compile('sqlite', equalsAny(D.sqlite, dataText(D.sqlite, 'pjnf'), ['2024', 'x']));
    expect(q.sql).toBe("json_extract(data, '$.pjnf') in (?, ?, ?)");
    expect(q.parameters).toEqual(['2024', 2024, 'x']);
    const p = compile('postgres', equalsAny(D.postgres, dataText(D.postgres, 'pjnf'), ['2024']));
    expect([p.sql, p.parameters]).toEqual(["(data::jsonb ->> 'pjnf') = $1", ['2024']]);
  });

  it('contains is case-insensitive on both and escapes LIKE wildcards', () => {
    const s = compile('sqlite', contains(D.sqlite, dataText(D.sqlite, 'qymc'), '50%_a'));
    expect(s.sql).toBe("json_extract(data, '$.qymc') like ? escape '\\'");
    expect(s.parameters).toEqual(['%50\\%\\_a%']);
    expect(compile('postgres', contains(D.postgres, dataText(D.postgres, 'qymc'), 'x')).sql).toContain('ilike');
  });
});
