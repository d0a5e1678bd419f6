import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { NODE, seedRecord } from './test-kit';

// A list call plans its SQL from this instance's copy of the node (server/records/node-cache.ts).
// Every change below is written straight into the tables, as another instance of the platform
// (or a script) would write it: no in-process notice reaches the copy, yet the very next call
// must answer from the stored config.

type Page = { records: Array<{ id: string }>; total: number };

describe('list calls after the node changes underneath', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u] = await Promise.all([s.login('M'), s.login('U')]);
  });
  afterAll(async () => s.close());

  const list = (body: object, token = m) => call<Page>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token, payload: { nodeId: NODE, ...body } });
  const config = async () => JSON.parse((await s.ctx.db.selectFrom('nodes').select('config').where('id', '=', NODE).executeTakeFirstOrThrow()).config) as {
    search: { displayList: Array<{ code: string }> };
    formNodeId?: string;
  };
  /** Rewrites the stored config without bumping its version (the stamp covers the text itself). */
  const writeConfig = (c: object) => s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(c) }).where('id', '=', NODE).execute();

  /** 删除 is there, goes when 权限设置's row for enterprise users is written underneath, and comes back when it is removed. */
  const expectDeleteFollowsPermissions = async (codes: () => Promise<string[] | undefined>) => {
    expect(await codes()).toContain('delete');
    const row = { role: 'U', node_id: NODE, buttons: JSON.stringify(['add', 'edit', 'submit']), updated_by: 'u-admin', updated_at: new Date().toISOString() };
    await s.ctx.db.insertInto('button_permissions').values(row).execute();
    expect(await codes()).not.toContain('delete');
    await s.ctx.db.deleteFrom('button_permissions').where('role', '=', 'U').where('node_id', '=', NODE).execute();
    expect(await codes()).toContain('delete');
  };

  it('a filter removed from the stored config is refused on the next call', async () => {
    const before = await list({ filters: { xydj: 'A' } });

    expect(before.body.code, before.body.message).toBe(200);
    const original = await config();
    await writeConfig({ ...original, search: { ...original.search, displayList: original.search.displayList.filter((i) => i.code !== 'xydj') } });
    const after = await list({ filters: { xydj: 'A' } });
    expect([after.status, after.body.message]).toEqual([400, '不支持的查询条件：xydj']);
    await writeConfig(original);
    expect((await list({ filters: { xydj: 'A' } })).body.code).toBe(200);
  });

  it('a detail node named in the stored config switches the records on the next call', async () => {
    const before = await list({ pageSize: 100 });
    expect(before.body.data.total).toBeGreaterThan(0);
    const original = await config();
    const detail = await seedRecord(s.ctx.db, 'draft', { nodeId: 'credit-detail-elsewhere' });
    await writeConfig({ ...original, formNodeId: 'credit-detail-elsewhere' });
    const after = await list({ pageSize: 100 });
    expect(after.body.data).toMatchObject({ total: 1, records: [{ id: detail.id }] });
    await writeConfig(original);
    expect((await list({ pageSize: 100 })).body.data.total).toBe(before.body.data.total);
  });

  it('a menu hidden from enterprise users answers 功能节点不存在 on their next call', async () => {
    expect((await list({}, u)).body.code).toBe(200);
    const { roles } = await s.ctx.db.selectFrom('menus').select('roles').where('id', '=', NODE).executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('menus').set({ roles: JSON.stringify(['M', 'D']) }).where('id', '=', NODE).execute();
    const hidden = await list({}, u);
    expect([hidden.status, hidden.body.message]).toEqual([404, '功能节点不存在']);
    await s.ctx.db.updateTable('menus').set({ roles }).where('id', '=', NODE).execute();
    expect((await list({}, u)).body.code).toBe(200);
  });

  it('a deleted menu answers 功能节点不存在 on the next call', async () => {
    expect((await list({})).body.code).toBe(200);
    const menu = await s.ctx.db.selectFrom('menus').selectAll().where('id', '=', NODE).executeTakeFirstOrThrow();
    await s.ctx.db.deleteFrom('menus').where('id', '=', NODE).execute();
    const gone = await list({});
    expect([gone.status, gone.body.message]).toEqual([404, '功能节点不存在']);
    await s.ctx.db.insertInto('menus').values(menu).execute();
    expect((await list({})).body.code).toBe(200);
  });

  it('a button taken from enterprise users in 权限设置 leaves their next page, and comes back with it', async () => {
    const draft = await seedRecord(s.ctx.db, 'draft');
    const codes = async () => {
      const answer = await list({ pageSize: 100 }, u);
      const row = (answer.body.data.records as Array<{ id: string; operations: Array<{ code: string }> }>).find((r) => r.id === draft.id);
      return row?.operations.map((o) => o.code);
    };
    await expectDeleteFollowsPermissions(codes);
  });

  it('详情 follows the stored node too: a hidden menu answers 功能节点不存在, a taken button leaves its operations', async () => {
    const draft = await seedRecord(s.ctx.db, 'draft');
    const detail = () => call<{ operations: Array<{ code: string }> }>(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: NODE, id: draft.id } });
    const codes = async () => (await detail()).body.data.operations.map((o) => o.code);
    expect(await codes()).toContain('delete'); // the second call answers from the node copy
    await expectDeleteFollowsPermissions(codes);
    const { roles } = await s.ctx.db.selectFrom('menus').select('roles').where('id', '=', NODE).executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('menus').set({ roles: JSON.stringify(['M', 'D']) }).where('id', '=', NODE).execute();
    const hidden = await detail();
    expect([hidden.status, hidden.body.message]).toEqual([404, '功能节点不存在']);
    await s.ctx.db.updateTable('menus').set({ roles }).where('id', '=', NODE).execute();
    expect((await detail()).body.code).toBe(200);
    const missing = await call(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: NODE, id: 'no-such-record' } });
    expect([missing.status, missing.body.message]).toEqual([404, '记录不存在']);
  });
});
