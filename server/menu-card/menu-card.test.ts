import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuCardNode } from '../../schemas/menu-card';
import { call, startTestServer, type TestServer } from '../test/harness';
import { parseData } from '../db/repos/records';
import { NODE, seedRecord } from '../routes/records/test-kit';

// The left menu card (docs/shell.md "左侧菜单卡片"): 信用公示's 信用档案 of one enterprise, checked
// against the stored records counted here; and the ownership rules on a list that is not public.

type Page = { records: Array<{ id: string; enterpriseId: string | null; status: string; xwmc?: string }>; total: number };
const PUBLIC = 'credit-public';

describe('left menu card: POST /ks/monitor/menu-card and the list behind it', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  let d = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u, d] = await Promise.all([s.login('M'), s.login('U'), s.login('D')]);
  });
  afterAll(async () => s.close());

  const card = (body: object, token = u) => call<MenuCardNode>(s.app, { method: 'POST', url: '/ks/monitor/menu-card', token, payload: { nodeId: PUBLIC, ...body } });
  const list = (body: object, token = u) => call<Page>(s.app, { method: 'POST', url: '/ks/monitor/dynamic-table-list', token, payload: { nodeId: PUBLIC, pageSize: 100, ...body } });

  /** The stored records of `enterpriseId` under 信用记录, optionally only published ones: item → pf values. */
  const stored = async (enterpriseId: string, publishedOnly: boolean) => {
    let q = s.ctx.db.selectFrom('records').select(['data', 'status']).where('node_id', '=', NODE).where('enterprise_id', '=', enterpriseId);
    if (publishedOnly) q = q.where('status', '=', 'published');
    const byItem = new Map<string, { group: string; scores: number[] }>();
    for (const row of await q.execute()) {
      const data = parseData(row.data);
      const key = `v:${String(data.xwmc)}`;
      const entry = byItem.get(key) ?? { group: String(data.xwlx), scores: [] };
      // the demo data's 行为事项 always has the same 行为类型 (fixtures/records/credit-record-list.seed.json)
      expect(String(data.xwlx), key).toBe(entry.group);
      entry.scores.push(Number(data.pf));
      byItem.set(key, entry);
    }
    return byItem;
  };
  const avg = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

  it("any user reads an enterprise's card of a public list: its published records, counted and scored per item", async () => {
    const res = await card({ enterpriseId: 'ent-002' });
    expect(res.body.code, res.body.message).toBe(200);
    const got = res.body.data;
    const want = await stored('ent-002', true);
    expect(want.size).toBeGreaterThan(1);
    expect([got.primaryKey, got.nodeName]).toEqual(['ent-002', '秦川建设集团']);
    expect(got.score).toBe(avg([...want.values()].flatMap((e) => e.scores)));
    expect(got.children).toHaveLength(want.size);
    for (const item of got.children) {
      const expected = want.get(item.primaryKey)!;
      expect(item, item.nodeName).toMatchObject({ nodeName: item.primaryKey.slice(2), xxGrouping: expected.group, badge: expected.scores.length, score: avg(expected.scores) });
    }
    // grouped by 行为类型, the larger items first within a group
    const groups = got.children.map((c) => c.xxGrouping!);
    expect(groups).toEqual([...groups].sort());
    for (let i = 1; i < got.children.length; i++) {
      if (groups[i] === groups[i - 1]) expect(got.children[i]!.badge!).toBeLessThanOrEqual(got.children[i - 1]!.badge!);
    }
    // the same answer for every role
    for (const token of [m, d]) expect((await card({ enterpriseId: 'ent-002' }, token)).body.data).toEqual(got);
  });

  it("the list call naming the card shows exactly an item's records: as many as its badge", async () => {
    const { data } = (await card({ enterpriseId: 'ent-002' })).body;
    for (const item of data.children) {
      const res = await list({ menuCard: { enterpriseId: 'ent-002', item: item.primaryKey } });
      expect(res.body.code, res.body.message).toBe(200);
      expect(res.body.data.total).toBe(item.badge);
      expect(res.body.data.records.every((r) => r.enterpriseId === 'ent-002' && r.status === 'published' && `v:${r.xwmc}` === item.primaryKey)).toBe(true);
    }
    // without an item: every record of the enterprise; with the search too, both hold
    const all = await list({ menuCard: { enterpriseId: 'ent-002' } });
    expect(all.body.data.total).toBe(data.children.reduce((n, c) => n + (c.badge ?? 0), 0));
    const searched = await list({ menuCard: { enterpriseId: 'ent-002' }, filters: { qymc: '华建' } });
    expect(searched.body.data.total).toBe(0);
  });

  it('records without a value form the item 未填写, which the list finds as well', async () => {
    await seedRecord(s.ctx.db, 'published', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '秦川建设集团', xwmc: '', pf: 70 } });
    await seedRecord(s.ctx.db, 'published', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2', data: { qymc: '秦川建设集团', pf: 'n/a' } });
    const { data } = (await card({ enterpriseId: 'ent-002' })).body;
    const none = data.children.find((c) => c.primaryKey === 'none');
    // the score counts the numeric value only; the item sorts last (it has no 行为类型)
    expect(none).toEqual({ primaryKey: 'none', nodeName: '未填写', badge: 2, score: 70 });
    expect(data.children.at(-1)).toEqual(none);
    expect((await list({ menuCard: { enterpriseId: 'ent-002', item: 'none' } })).body.data.total).toBe(2);
  });

  it('refuses what names no card: an unknown item key, an enterprise that does not exist, a list without the set-up', async () => {
    const badItem = await list({ menuCard: { enterpriseId: 'ent-002', item: 'x:1' } });
    expect([badItem.status, badItem.body.message]).toEqual([400, '菜单卡片子项不存在，请重新选择']);
    const missing = await card({ enterpriseId: 'ent-999' });
    expect([missing.status, missing.body.message]).toEqual([404, '企业不存在']);
    const notSetUp = await card({ nodeId: NODE, enterpriseId: 'ent-001' });
    expect([notSetUp.status, notSetUp.body.message]).toEqual([400, '该列表未配置菜单卡片']);
    expect((await list({ nodeId: NODE, menuCard: { enterpriseId: 'ent-001' } })).status).toBe(400);
    expect((await card({ enterpriseId: '' })).status).toBe(400);
    expect((await call(s.app, { method: 'POST', url: '/ks/monitor/menu-card', payload: { nodeId: PUBLIC, enterpriseId: 'ent-001' } })).status).toBe(401);
  });

  it('on a list that is not public an enterprise user names only its own enterprise; administrators any', async () => {
    const row = await s.ctx.db.selectFrom('nodes').select('config').where('id', '=', NODE).executeTakeFirstOrThrow();
    const config = JSON.parse(row.config) as Record<string, unknown>;
    await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify({ ...config, menuCard: { title: '信用档案', itemField: 'xwmc', scoreField: 'pf', score: 'sum' } }) }).where('id', '=', NODE).execute();
    try {
      const other = await card({ nodeId: NODE, enterpriseId: 'ent-002' });
      expect([other.status, other.body.message]).toEqual([404, '企业不存在']);
      const own = await card({ nodeId: NODE, enterpriseId: 'ent-001' });
      expect(own.body.code, own.body.message).toBe(200);
      // every status of its own records (not only the published), summed
      const want = await stored('ent-001', false);
      expect(own.body.data.children.reduce((n, c) => n + (c.badge ?? 0), 0)).toBe([...want.values()].reduce((n, e) => n + e.scores.length, 0));
      const first = own.body.data.children[0]!;
      expect(first.score).toBe(Math.round(want.get(first.primaryKey)!.scores.reduce((a, b) => a + b, 0) * 100) / 100);
      expect(first.xxGrouping).toBeUndefined();
      expect((await card({ nodeId: NODE, enterpriseId: 'ent-002' }, m)).body.data.nodeName).toBe('秦川建设集团');
      // the list behind it: another enterprise's records are not the user's to read, whatever the call names
      const listed = await list({ nodeId: NODE, menuCard: { enterpriseId: 'ent-002' } });
      expect(listed.body.data.total).toBe(0);
    } finally {
      await s.ctx.db.updateTable('nodes').set({ config: row.config }).where('id', '=', NODE).execute();
    }
  });

  it('a menu hidden from the role answers 404 as from the list', async () => {
    const { roles } = await s.ctx.db.selectFrom('menus').select('roles').where('id', '=', PUBLIC).executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('menus').set({ roles: JSON.stringify(['M']) }).where('id', '=', PUBLIC).execute();
    try {
      const res = await card({ enterpriseId: 'ent-001' });
      expect([res.status, res.body.message]).toEqual([404, '功能节点不存在']);
      expect((await card({ enterpriseId: 'ent-001' }, m)).status).toBe(200);
    } finally {
      await s.ctx.db.updateTable('menus').set({ roles }).where('id', '=', PUBLIC).execute();
    }
  });
});
