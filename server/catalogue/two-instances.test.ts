import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CatalogueCall, SystemCatalogue } from '../../schemas/catalogue';
import { buildApp } from '../app';
import { call, startTestServer, type TestServer } from '../test/harness';
import { withDeadline } from '../test/deadline';

// Two app instances on one database (docs/api.md "Business-call catalogue"): a row saved on A is
// served by B without a restart, and a row removed on A stops being served by B. On PostgreSQL B
// hears of the save through NOTIFY on the config channel; on SQLite the instances of one process
// share the bus.
describe('a saved row reaches a second instance without a restart', () => {
  let s: TestServer;
  let second: FastifyInstance;
  let d = '';
  let m = '';
  beforeAll(async () => {
    s = await startTestServer();
    ({ app: second } = await buildApp({ database: s.database }));
    await second.ready();
    [d, m] = [await s.login('D'), await s.login('M')];
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await s.close();
  });

  const ROW: CatalogueCall = {
    path: '/ks/trade/two-instances/list',
    method: 'POST',
    access: ['M'],
    operation: 'list',
    nodeId: 'trade-project-list',
    params: [],
    fixed: [],
    answer: { envelope: 'data', rows: 'rows' },
    summary: '两台实例的项目列表',
  };

  const save = async (calls: CatalogueCall[]) => {
    const now = (await call<SystemCatalogue>(s.app, { method: 'GET', url: '/ks/config/structure/calls?systemCoding=trade_service', token: d })).body.data;
    const res = await call(s.app, { method: 'POST', url: '/ks/config/structure/calls/save', token: d, payload: { systemCoding: 'trade_service', version: now.version, calls } });
    expect(res.status).toBe(200);
  };

  /** B's answer once it is `status`, polling every 20 ms. */
  const onB = (status: number) => {
    let stop = false;
    const poll = async () => {
      // deadline: withDeadline below stops the poll after 5 s
      for (;;) {
        const res = await call<{ rows?: unknown[] }>(second, { method: 'POST', url: ROW.path, token: m, payload: { pageSize: 1 } });
        if (res.status === status || stop) return res;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    return withDeadline(poll(), 5000, `B answers ${status}`).finally(() => (stop = true));
  };

  it('B serves the row A saved, then stops serving it once A removes it', async () => {
    expect((await call(second, { method: 'POST', url: ROW.path, token: m, payload: {} })).status).toBe(404);
    await save([ROW]);
    const served = await onB(200);
    expect(Array.isArray(served.body.data.rows)).toBe(true);
    await save([]);
    const gone = await onB(404);
    expect(gone.body.message).toBe(`接口不存在: POST ${ROW.path}`);
  });
});
