import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { NODE, seedRecord } from './test-kit';

// Saves and workflow moves are planned from this instance's copies of the node and of the record
// rules (server/records/write-copy.ts), confirmed by stamps read in the write's first statement.
// Every change below is written straight into the tables, as another instance (or a script) would:
// nothing tells the copies, yet the very next write must follow what is stored. Each case fails
// if the write trusts its copy.

type Saved = { id: string; version: number };

describe('writes after the node or its rules change underneath', () => {
  let s: TestServer;
  let u = '';
  let m = '';
  beforeAll(async () => {
    s = await startTestServer();
    [u, m] = await Promise.all([s.login('U'), s.login('M')]);
  });
  afterAll(async () => s.close());

  const save = (data: Record<string, unknown>, extra: object = {}) =>
    call<Saved>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: NODE, data, ...extra } });
  const move = (action: string, body: object, token = u) => call<{ version: number; status: string }>(s.app, { method: 'POST', url: `/ks/monitor/${action}`, token, payload: { nodeId: NODE, ...body } });
  const storedConfig = async () => JSON.parse((await s.ctx.db.selectFrom('nodes').select('config').where('id', '=', NODE).executeTakeFirstOrThrow()).config) as { columns: object[] };
  /** Rewrites the stored config without bumping its version: the stamps cover the text itself. */
  const writeConfig = (c: object) => s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(c) }).where('id', '=', NODE).execute();

  it('a link column added to the list underneath refuses the next save of a script address; removed, the next save is accepted', async () => {
    const bad = { qymc: '链接企业', xmmc: 'javascript:alert(1)' };
    expect((await save({ qymc: '热身' })).body.code).toBe(200);
    const original = await storedConfig();
    await writeConfig({ ...original, columns: [...original.columns, { code: 'xmmc', name: '项目链接', type: 'link' }] });
    const refused = await save(bad);
    expect(refused.status).toBe(400);
    await writeConfig(original);
    // The copy now holds the refusing rules: a refusal from a copy is never the answer.
    expect((await save(bad)).body.code).toBe(200);
  });

  it('a required attachment type added underneath refuses the next submit', async () => {
    const r = await save({ qymc: '附件企业' });
    expect((await move('submit', { id: r.body.data.id, version: 1 })).body.code).toBe(200);
    const other = await save({ qymc: '附件企业二' });
    await s.ctx.db
      .insertInto('attachment_types')
      .values({ gn_coding: NODE, annex_no: 'T-LOAD', annex_name: '测试附件', annex_format: 'pdf', annex_size: 10, is_required: 1, sort: 99, example_file_id: null, template_file_id: null })
      .execute();
    const refused = await move('submit', { id: other.body.data.id, version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('附件为必填项，请上传【测试附件】附件！');
    await s.ctx.db.deleteFrom('attachment_types').where('annex_no', '=', 'T-LOAD').execute();
    expect((await move('submit', { id: other.body.data.id, version: 1 })).body.code).toBe(200);
  });

  it('a button taken from the role underneath refuses the next save and move; given back, they pass', async () => {
    const r = await save({ qymc: '按钮企业' });
    expect(r.body.code).toBe(200);
    const row = { role: 'U', node_id: NODE, buttons: JSON.stringify(['add', 'edit']), updated_by: 'u-admin', updated_at: new Date().toISOString() };
    await s.ctx.db.insertInto('button_permissions').values(row).execute();
    expect((await save({ qymc: '按钮企业二' })).status).toBe(403);
    expect((await move('submit', { id: r.body.data.id, version: 1 })).status).toBe(403);
    await s.ctx.db.deleteFrom('button_permissions').where('role', '=', 'U').where('node_id', '=', NODE).execute();
    expect((await move('submit', { id: r.body.data.id, version: 1 })).body.code).toBe(200);
  });

  it('a menu disabled underneath answers the next save 404; enabled again, the save passes', async () => {
    expect((await save({ qymc: '菜单企业' })).body.code).toBe(200);
    await s.ctx.db.updateTable('menus').set({ disabled: 1 }).where('id', '=', NODE).execute();
    const refused = await save({ qymc: '菜单企业' });
    expect([refused.status, refused.body.message]).toEqual([404, '功能节点不存在']);
    await s.ctx.db.updateTable('menus').set({ disabled: 0 }).where('id', '=', NODE).execute();
    expect((await save({ qymc: '菜单企业' })).body.code).toBe(200);
  });

  it("the owner's message of an audit names the node as now stored, though the audit was planned from a copy", async () => {
    const a = await seedRecord(s.ctx.db, 'submitted');
    expect((await move('audit', { id: a.id, version: a.version, pass: true }, m)).body.code).toBe(200);
    const title = (await s.ctx.db.selectFrom('menus').select('title').where('id', '=', NODE).executeTakeFirstOrThrow()).title;
    await s.ctx.db.updateTable('menus').set({ title: '改名后的信用记录' }).where('id', '=', NODE).execute();
    const b = await seedRecord(s.ctx.db, 'submitted');
    const passed = await move('audit', { id: b.id, version: b.version, pass: true }, m);
    expect(passed.body.data).toMatchObject({ status: 'passed', version: b.version + 1 });
    const message = await s.ctx.db.selectFrom('messages').select('node_title').where('record_id', '=', b.id).executeTakeFirstOrThrow();
    expect(message.node_title).toBe('改名后的信用记录');
    await s.ctx.db.updateTable('menus').set({ title }).where('id', '=', NODE).execute();
  });
});
