import type { RouteOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { buildApp } from '../app';
import { responses } from '../http/envelope';
import { declaredSchemas, routeSchemaOffenders, type Declared, type RouteSchema } from './route-schemas';
import { RecordRefBody, SystemSummary } from '../../schemas';

/** Every route as the app registers it, with the schema object it was given. */
async function registeredSchemas(): Promise<RouteSchema[]> {
  const routes: RouteSchema[] = [];
  const database = connect({ sqliteFile: ':memory:' });
  await migrateToLatest(database.db, database.dialect);
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
  };
  const { app } = await buildApp({ database, onRoute });
  await app.ready();
  await app.close();
  await database.close();
  return routes;
}

describe('one contract per call: route schemas are declared in schemas/ (server/test/route-schemas.ts states the rule)', () => {
  let declared: Declared;
  let routes: RouteSchema[];
  beforeAll(async () => {
    [declared, routes] = await Promise.all([declaredSchemas(), registeredSchemas()]);
  });

  it('every registered route takes its body, query, params and answers from schemas/', () => {
    expect(routes.filter((r) => r.url.startsWith('/ks')).length).toBeGreaterThan(100);
    const offenders = routeSchemaOffenders(routes, declared);
    expect(offenders, `route schemas declared outside schemas/ (move each into schemas/ and import it):\n${offenders.join('\n')}`).toEqual([]);
  });

  it('flags a schema written in the route, and only that', () => {
    const routes: RouteSchema[] = [
      { method: 'POST', url: '/ks/clean', schema: { body: RecordRefBody, response: responses(Type.Array(SystemSummary)) } },
      { method: 'POST', url: '/ks/nullable', schema: { response: responses(Type.Union([SystemSummary, Type.Null()])) } },
      { method: 'POST', url: '/ks/inline-body', schema: { body: Type.Object({ id: Type.String() }) } },
      { method: 'GET', url: '/ks/inline-query', schema: { querystring: Type.Object({ key: Type.String({ maxLength: 64 }) }) } },
      { method: 'GET', url: '/ks/derived', schema: { querystring: Type.Omit(RecordRefBody, ['nodeId']) } },
      { method: 'POST', url: '/ks/inline-answer', schema: { body: RecordRefBody, response: responses(Type.Object({ changed: Type.Integer() })) } },
      { method: 'POST', url: '/ks/bounded-array', schema: { response: responses(Type.Array(SystemSummary, { maxItems: 5 })) } },
      { method: 'POST', url: '/ks/bare-answer', schema: { response: { 200: Type.Object({ code: Type.Integer(), message: Type.String(), result: Type.String() }) } } },
    ];
    expect(routeSchemaOffenders(routes, declared)).toEqual([
      'POST /ks/inline-body body',
      'GET /ks/inline-query querystring',
      'GET /ks/derived querystring',
      'POST /ks/inline-answer response 200',
      'POST /ks/bounded-array response 200',
      'POST /ks/bare-answer response 200',
    ]);
  });
});
