import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { buildApp } from '../app';
import type { LazySchemas } from '../http/lazy-schemas';

/**
 * Route schemas compile on a route's first call, not at `listen` (server/http/lazy-schemas.ts):
 * the start no longer pays for ~300 routes' validators and serializers, every route still
 * validates and serializes as before (the access-table, fuzz and route tests run on the lazy
 * compilers), and a schema that does not compile is still caught by a test — this one.
 */
describe('route schemas compiled on first use', () => {
  let database: Db;
  let app: FastifyInstance;
  let schemas: LazySchemas;

  beforeAll(async () => {
    database = connect({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    ({ app, schemas } = await buildApp({ database }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('leaves every schema uncompiled when the app is ready, and compiles only what a call uses', async () => {
    const atReady = schemas.pending();
    expect(atReady).toBeGreaterThan(100);
    const res = await app.inject({ method: 'GET', url: '/ks/common/login/public-key' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { publicKey: string } }).data.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(schemas.pending()).toBeGreaterThan(atReady - 5);
    expect(schemas.pending()).toBeLessThan(atReady);
  });

  it('still answers a body that breaks the schema with 400 and the Chinese complaint', async () => {
    const res = await app.inject({ method: 'POST', url: '/ks/common/login', payload: { logValue: 'x', loginRoleType: '' } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe('缺少必填字段 passWord');
    // The same route again: the validator compiled by the first call gives the same answer.
    const again = await app.inject({ method: 'POST', url: '/ks/common/login', payload: { logValue: 'x', loginRoleType: '' } });
    expect(again.json()).toEqual(res.json());
  });

  it('compiles every route schema without an error (what `listen` used to prove)', () => {
    schemas.compileAll();
    expect(schemas.pending()).toBe(0);
  });
});
