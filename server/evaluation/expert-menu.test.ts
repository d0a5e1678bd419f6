import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../schemas';
import { call, startTestServer, type TestServer } from '../test/harness';

// 我的评审项目 in the menu (docs/bidding.md "专家评审"): the menu is of role U, yet only an expert
// account gets it; an enterprise account, administrators and developers never do. SQLite, and PostgreSQL with DATABASE_URL.
const ids = (items: MenuItem[]): string[] => items.flatMap((m) => [m.id, ...ids(m.children ?? [])]);

describe('the experts’ menu', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const menus = async (who: string) => {
    const res = await call<MenuItem[]>(s.app, { method: 'POST', url: '/ks/menu/v1/menus/main-menus', token: t[who], payload: { systemCoding: 'trade_service' } });
    expect(res.body.code).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'M', 'D'] as const) t[who] = await s.login(who);
    t.E1 = await s.login({ username: 'expert1', password: 'Expert1@2026' });
  });
  afterAll(async () => s?.close());

  it('shows 我的评审项目 under 开评标 to an expert account and to nobody else', async () => {
    const bidding = (await menus('E1')).find((m) => m.id === 'trade-bidding');
    expect(bidding?.children.find((m) => m.id === 'trade-expert-review')).toMatchObject({ title: '我的评审项目', nodeProperties: '专家评标', disabled: false });
    for (const who of ['U', 'M', 'D']) expect(ids(await menus(who))).not.toContain('trade-expert-review');
  });

  it('takes the menu away once the account is no longer linked to an expert', async () => {
    const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'expert1').executeTakeFirstOrThrow();
    const link = await s.ctx.db.selectFrom('evaluation_experts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await s.ctx.db.deleteFrom('evaluation_experts').where('user_id', '=', user.id).execute();
    try {
      expect(ids(await menus('E1'))).not.toContain('trade-expert-review');
    } finally {
      await s.ctx.db.insertInto('evaluation_experts').values(link).execute();
    }
    expect(ids(await menus('E1'))).toContain('trade-expert-review');
  });
});
