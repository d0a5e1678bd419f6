import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { NODE, seedRecord } from './test-kit';

// The type cards of 信用记录 (fixtures/nodes/credit-record-list.list.json: 全部, 待审核 = submitted,
// 审核通过 = passed or published, 已驳回 = rejected), checked against the stored rows counted here.

type Page = { records: Array<{ id: string; status: string; enterpriseId: string | null }>; total: number };
type Counts = Record<string, number>;

describe('type cards: list filter and counts', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u] = await Promise.all([s.login('M'), s.login('U')]);
  });
  afterAll(async () => s.close());

  const list = (body: object, token = m) => call<Page>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token, payload: { nodeId: NODE, pageSize: 100, ...body } });
  const counts = (body: object, token = m) => call<Counts>(s.app, { method: 'POST', url: '/ks/monitor/type-card-counts', token, payload: { nodeId: NODE, ...body } });
  /** Rows of the node in `statuses`, optionally of one enterprise, counted in SQL here. */
  const stored = async (statuses: string[] | null, enterpriseId?: string) => {
    let q = s.ctx.db.selectFrom('records').select((eb) => eb.fn.countAll<number>().as('n')).where('node_id', '=', NODE);
    if (statuses) q = q.where('status', 'in', statuses);
    if (enterpriseId) q = q.where('enterprise_id', '=', enterpriseId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('a card filters the list with its stored filter, together with the search', async () => {
    const pending = await list({ typeCard: 'submitted' });
    expect(pending.body.code, pending.body.message).toBe(200);
    expect(pending.body.data.total).toBe(await stored(['submitted']));
    expect(pending.body.data.total).toBeGreaterThan(0);
    expect(new Set(pending.body.data.records.map((r) => r.status))).toEqual(new Set(['submitted']));
    const passed = await list({ typeCard: 'passed' });
    expect(passed.body.data.total).toBe(await stored(['passed']));
    expect(new Set(passed.body.data.records.map((r) => r.status))).toEqual(new Set(['passed']));
    // the card's filter and the search's conditions both hold: a status search for drafts leaves none
    const both = await list({ typeCard: 'submitted', filters: { status: 'draft' } });
    expect(both.body.data.total).toBe(0);
    expect((await list({ typeCard: 'all' })).body.data.total).toBe(await stored(null));
  });

  it('counts every counted card, with the search applied', async () => {
    const res = await counts({});
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toEqual({
      all: await stored(null),
      submitted: await stored(['submitted']),
      passed: await stored(['passed']),
      rejected: await stored(['rejected']),
    });
    const searched = await counts({ filters: { status: 'rejected' } });
    expect(searched.body.data).toMatchObject({ all: await stored(['rejected']), submitted: 0, rejected: await stored(['rejected']) });
  });

  it('an enterprise user counts and lists only its own enterprise', async () => {
    const other = await seedRecord(s.ctx.db, 'submitted', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2' });
    const mine = await counts({}, u);
    expect(mine.body.data.submitted).toBe(await stored(['submitted'], 'ent-001'));
    expect((await counts({}, m)).body.data.submitted).toBe(await stored(['submitted']));
    const rows = await list({ typeCard: 'submitted' }, u);
    expect(rows.body.data.records.every((r) => r.enterpriseId === 'ent-001')).toBe(true);
    expect(rows.body.data.records.some((r) => r.id === other.id)).toBe(false);
  });

  it('an unknown card key is 400 in Chinese; a filter cannot be sent instead of a key', async () => {
    const res = await list({ typeCard: 'nosuch' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('类型卡片 nosuch 不存在');
    const sent = await call(s.app, { method: 'POST', url: '/ks/monitor/table-list', token: m, payload: { nodeId: NODE, typeCard: { field: 'status', op: 'eq' } } });
    expect(sent.status).toBe(400);
    expect((await counts({ typeCard: 'submitted' })).status).toBe(400);
  });

  it('the same role rules as the list: anonymous 401, a role the menu excludes gets 404 as from the list', async () => {
    expect((await call(s.app, { method: 'POST', url: '/ks/monitor/type-card-counts', payload: { nodeId: NODE } })).status).toBe(401);
    const { roles } = await s.ctx.db.selectFrom('menus').select('roles').where('id', '=', NODE).executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('menus').set({ roles: JSON.stringify(['M']) }).where('id', '=', NODE).execute();
    try {
      const res = await counts({}, u);
      expect([res.status, res.body.message]).toEqual([404, '功能节点不存在']);
      expect((await list({ typeCard: 'submitted' }, u)).status).toBe(404);
      expect((await counts({}, m)).status).toBe(200);
    } finally {
      await s.ctx.db.updateTable('menus').set({ roles }).where('id', '=', NODE).execute();
    }
  });
});
