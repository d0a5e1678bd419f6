import crypto from 'node:crypto';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';

const url = process.env.DATABASE_URL;

/** Creates and drops throwaway schemas with a table each until told to stop, as parallel test files do. */
function churnSchemas(admin: pg.Client): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      const name = `t_churn_${crypto.randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE SCHEMA ${name}; CREATE TABLE ${name}.x (id integer primary key)`);
      await admin.query(`DROP SCHEMA ${name} CASCADE`);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

describe.skipIf(!url)('PostgreSQL introspection of the current schema', () => {
  const mine = `t_intro_${crypto.randomBytes(4).toString('hex')}`;
  const other = `t_other_${crypto.randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  const kyselyOn = (Dialect: typeof PostgresDialect) =>
    new Kysely<unknown>({ dialect: new Dialect({ pool: new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${mine}` }) }) });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${mine}; CREATE TABLE ${mine}.mine (id integer primary key, name text not null)`);
    await admin.query(`CREATE SCHEMA ${other}; CREATE TABLE ${other}.theirs (id integer primary key)`);
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${mine} CASCADE; DROP SCHEMA IF EXISTS ${other} CASCADE`);
    await admin.end();
  });

  it('lists the tables and columns of its own schema only', async () => {
    const db = kyselyOn(CurrentSchemaPostgresDialect);
    try {
      expect(await db.introspection.getSchemas()).toEqual([{ name: mine }]);
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => `${t.schema}.${t.name}`)).toEqual([`${mine}.mine`]);
      expect(tables[0]!.columns.map((c) => [c.name, c.dataType, c.isNullable])).toEqual([
        ['id', 'int4', false],
        ['name', 'text', false],
      ]);
    } finally {
      await db.destroy();
    }
  });

  // What failed two test files' migrations in CI: Kysely's own introspector reads every schema and
  // fails with 'schema "t_…" does not exist' when one of them is dropped under it.
  it('keeps answering while other schemas of the database are created and dropped', async () => {
    const churner = new pg.Client({ connectionString: url });
    await churner.connect();
    const churn = churnSchemas(churner);
    const db = kyselyOn(CurrentSchemaPostgresDialect);
    try {
      for (let i = 0; i < 150; i++) {
        expect((await db.introspection.getTables()).map((t) => t.name)).toEqual(['mine']);
      }
      expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await churn.stop();
      await churner.end();
      await db.destroy();
    }
  });
});
