import crypto from 'node:crypto';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './postgres-named-statements';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('PostgreSQL named statements', () => {
  const schema = `t_named_${crypto.randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  // One connection, so every statement below runs on the session whose prepared statements are read.
  const open = (limit?: number) =>
    new Kysely<{ item: { id: number; name: string } }>({
      dialect: new PostgresDialect({ pool: withNamedStatements(new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` }), limit) }),
    });
  const prepared = async (db: Kysely<never>) =>
    (await sql<{ statement: string; runs: number }>`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by statement`.execute(db)).rows;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.item (id integer primary key, name text not null); INSERT INTO ${schema}.item VALUES (1, '甲'), (2, '乙')`);
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('prepares a SQL text the second time it runs, and runs it from then on without parsing it', async () => {
    const db = open();
    try {
      for (const id of [1, 2, 1, 2]) {
        const row = await db.selectFrom('item').select('name').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.name).toBe(id === 1 ? '甲' : '乙');
      }
      await sql`select count(*) from item`.execute(db);
      const byName = await prepared(db as never);
      expect(byName.some((s) => s.statement.includes('count(*)'))).toBe(false);
      // Run four times: once unnamed, then prepared and run three times.
      expect(byName.find((s) => s.statement.includes('from "item"'))?.runs).toBe(3);
    } finally {
      await db.destroy();
    }
  });

  it('past its limit runs new SQL texts unnamed, with the same answers', async () => {
    const db = open(1);
    try {
      for (let i = 0; i < 2; i++) {
        expect((await db.selectFrom('item').select('id').where('id', '=', 2).execute()).map((r) => r.id)).toEqual([2]);
        expect((await db.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual(['甲', '乙']);
      }
      expect((await prepared(db as never)).map((s) => s.statement)).toEqual(['select "id" from "item" where "id" = $1']);
    } finally {
      await db.destroy();
    }
  });

  it('a statement prepared before its table was altered still answers, with the new column', async () => {
    const db = open();
    try {
      const all = () => sql<Record<string, unknown>>`select * from item where id = ${1}`.execute(db);
      expect((await all()).rows).toEqual([{ id: 1, name: '甲' }]);
      expect((await all()).rows).toEqual([{ id: 1, name: '甲' }]);
      await admin.query(`ALTER TABLE ${schema}.item ADD COLUMN note text NOT NULL DEFAULT '备注'`);
      expect((await all()).rows).toEqual([{ id: 1, name: '甲', note: '备注' }]);
      expect((await all()).rows).toEqual([{ id: 1, name: '甲', note: '备注' }]);
    } finally {
      await db.destroy();
      await admin.query(`ALTER TABLE ${schema}.item DROP COLUMN note`);
    }
  });

  it('hands out one wrapper per pooled connection, and a released connection serves the next checkout', async () => {
    const pool = withNamedStatements(new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` }));
    try {
      const first = await pool.connect();
      first.release();
      // With one connection, this checkout resolves only if the wrapper's release gave it back.
      const second = await pool.connect();
      const rows = await second.query('select name from item where id = $1', [2]).finally(() => second.release());
      expect(rows.rows).toEqual([{ name: '乙' }]);
      expect(second).toBe(first);
    } finally {
      await pool.end();
    }
  });
});
