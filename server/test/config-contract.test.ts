import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cases from '../../fixtures/config-contract/bad-configs.json';
import { call, startTestServer, type TestServer } from './harness';

// The server's side of the config contract (designer/model/config-contract.test.ts): creating a
// page config from each bad config is refused with 400, its first line as the message and every
// line in data.problems, and nothing is stored.
describe('bad configs: the server refuses each with the lines the designer and runtime show', () => {
  let s: TestServer;
  let d = '';
  beforeAll(async () => {
    s = await startTestServer();
    d = await s.login('D');
  });
  afterAll(async () => s.close());

  it.each(cases.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const nodeId = `contract-${i}`;
    await s.ctx.db
      .insertInto('menus')
      .values({ id: nodeId, system_coding: 'credit_eval', parent_id: null, title: `契约${i}`, icon: '', it_shows: '是', node_properties: '详情', style: '', node_set_flag: 0, disabled: 0, roles: '["M","D","U"]', sort: 900 + i })
      .execute();
    const res = await call<{ problems: string[] } | null>(s.app, {
      method: 'POST',
      url: '/ks/config/structure/display-groups',
      token: d,
      payload: { nodeId, kind: c.kind, config: c.config },
    });
    expect([res.status, res.body.message, res.body.data?.problems]).toEqual([400, c.problems[0], c.problems]);
    expect(await s.ctx.db.selectFrom('nodes').select('id').where('id', '=', nodeId).executeTakeFirst()).toBeUndefined();
  });
});
