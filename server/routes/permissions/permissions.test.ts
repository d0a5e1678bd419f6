import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTON_CODES, MANAGER_ONLY_BUTTONS, type FunctionNode, type MenuItem, type NodeButtonsData, type PermittedButton, type TradeNodeButtons } from '../../../schemas';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { NODE, rowOf, seedRecord } from '../records/test-kit';

type Who = 'M' | 'D' | 'U';
type Ops = { operations: Array<{ code: string }> };

const flat = (items: Array<MenuItem | FunctionNode>): Array<MenuItem | FunctionNode> => items.flatMap((m) => [m, ...flat(m.children ?? [])]);
const codes = (list: Array<{ code: string }>) => list.map((b) => b.code);

describe('权限设置: functions and buttons per role, one model for the buttons shown and the calls accepted', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['M', 'D', 'U'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = <T>(who: Who, url: string, payload: object) => call<T>(s.app, { method: 'POST', url, token: tokens[who], payload });
  const put = <T>(who: Who, url: string, payload: object) => call<T>(s.app, { method: 'PUT', url, token: tokens[who], payload });
  const get = <T>(who: Who, url: string) => call<T>(s.app, { method: 'GET', url, token: tokens[who] });
  const saveButtons = (role: 'U' | 'M', nodeId: string, kept: readonly string[]) => put<NodeButtonsData>('M', '/ks/authority/node/save-buttons', { role, nodeId, codes: kept });
  const allBut = (...left: string[]) => BUTTON_CODES.filter((c) => !left.includes(c));
  const rowOps = async (who: Who, id: string) => {
    const list = await post<{ records: Array<{ id: string } & Ops> }>(who, '/ks/monitor/table-list', { nodeId: NODE, curPage: 1, pageSize: 100 });
    expect(list.body.code).toBe(200);
    return codes(list.body.data.records.find((r) => r.id === id)!.operations);
  };

  it('by default (nothing stored) every role keeps every button: the toolbar, the form and the trade pages', async () => {
    const table = await post<PermittedButton[]>('U', '/ks/common/buttons/table-button', { nodeId: NODE });
    expect(table.body.data).toEqual([{ code: 'add', name: '新增' }, { code: 'export', name: '导出' }]);
    const form = await post<PermittedButton[]>('U', '/ks/common/buttons/form-button', { nodeId: 'credit-apply' });
    expect(form.body.data).toEqual([{ code: 'submit', name: '提交' }, { code: 'save', name: '保存' }]);
    const setting = await get<NodeButtonsData>('M', `/ks/authority/node/buttons?role=U&nodeId=${NODE}`);
    expect(setting.body.data.isDefault).toBe(true);
    // every button U can use is kept; the administrators' (审核, 发布 …) never are (issue 45 point 11)
    expect(setting.body.data.buttons.filter((b) => b.permitted).map((b) => b.code)).toEqual(allBut(...MANAGER_ONLY_BUTTONS));
    expect(setting.body.data.buttons.filter((b) => !b.applies).map((b) => b.code)).toEqual([...MANAGER_ONLY_BUTTONS]);
    const forM = await get<NodeButtonsData>('M', `/ks/authority/node/buttons?role=M&nodeId=${NODE}`);
    expect(forM.body.data.buttons.every((b) => b.permitted && b.applies)).toBe(true);
    expect(setting.body.data.buttons.find((b) => b.code === 'delete')).toMatchObject({ name: '删除', areas: ['row'] });
    // a node the caller may not open answers like a missing one
    const hidden = await post('U', '/ks/common/buttons/table-button', { nodeId: 'credit-audit' });
    expect([hidden.status, hidden.body.message]).toEqual([404, '功能节点不存在']);
  });

  it('/ks/trade/buttons: the trade pages the caller may open, with their buttons by area', async () => {
    const u = await post<TradeNodeButtons[]>('U', '/ks/trade/buttons', {});
    const ids = u.body.data.map((n) => n.nodeId);
    expect(ids).toContain('trade-project-list');
    expect(ids).not.toContain('trade-audit-logs'); // 监管审核 is the administrators'
    expect(ids).not.toContain('trade-projects'); // a directory has no buttons
    expect(u.body.data.find((n) => n.nodeId === 'trade-venue')).toMatchObject({ title: '场地预约', table: [{ code: 'add', name: '新增' }, { code: 'export', name: '导出' }] });
    const m = await post<TradeNodeButtons[]>('M', '/ks/trade/buttons', {});
    expect(m.body.data.map((n) => n.nodeId)).toContain('trade-audit-logs');
    await saveButtons('U', 'trade-venue', allBut('export'));
    const one = await post<TradeNodeButtons[]>('U', '/ks/trade/buttons', { nodeId: 'trade-venue' });
    expect(one.body.data).toHaveLength(1);
    expect(codes(one.body.data[0]!.table)).toEqual(['add']);
    await saveButtons('U', 'trade-venue', BUTTON_CODES);
  });

  it('an administrator removes 删除 from U on 信用记录: the enterprise no longer sees it, and a forged delete answers 403', async () => {
    const draft = await seedRecord(s.ctx.db, 'draft');
    expect(await rowOps('U', draft.id)).toContain('delete');
    const saved = await saveButtons('U', NODE, allBut('delete'));
    expect([saved.body.code, saved.body.message]).toEqual([200, '保存成功']);
    expect(saved.body.data.isDefault).toBe(false);
    expect(saved.body.data.buttons.find((b) => b.code === 'delete')?.permitted).toBe(false);

    expect(await rowOps('U', draft.id)).toEqual(['view', 'edit', 'submit']);
    const detail = await post<Ops>('U', '/ks/monitor/record/detail', { nodeId: NODE, id: draft.id });
    expect(codes(detail.body.data.operations)).not.toContain('delete');

    const forged = await call(s.app, { method: 'DELETE', url: '/ks/monitor/delete', token: tokens.U, payload: { nodeId: NODE, ...draft } });
    expect([forged.status, forged.body.code, forged.body.message]).toEqual([403, 403, '无权进行该操作']);
    expect(await rowOf(s.ctx.db, draft.id)).toBeDefined();
    const refused = await s.ctx.db.selectFrom('op_log').selectAll().where('target_id', '=', draft.id).where('action', '=', 'record.delete').execute();
    expect(refused.map((l) => l.ok)).toEqual([0]);

    // the role's setting only: the administrator still deletes, and the other workflow moves work
    expect(await rowOps('M', draft.id)).toContain('delete');
    const submitted = await post('U', '/ks/monitor/submit', { nodeId: NODE, ...draft });
    expect(submitted.body.code).toBe(200);

    const log = await s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', 'permissions.save-buttons').where('target_id', '=', NODE).execute();
    // what is stored for U is what U can use: the administrators' buttons are never written for it
    expect(JSON.parse(log.at(-1)!.detail)).toMatchObject({ role: 'U', buttons: allBut('delete', ...MANAGER_ONLY_BUTTONS) });
    await saveButtons('U', NODE, BUTTON_CODES);
    const back = await get<NodeButtonsData>('M', `/ks/authority/node/buttons?role=U&nodeId=${NODE}`);
    expect(back.body.data.isDefault).toBe(true);
  });

  it('every button is enforced: 审核 for M, 导出, 新增 and 保存 for U', async () => {
    const waiting = await seedRecord(s.ctx.db, 'submitted');
    await saveButtons('M', NODE, allBut('audit'));
    expect(await rowOps('M', waiting.id)).not.toContain('audit');
    const audit = await post('M', '/ks/monitor/audit', { nodeId: NODE, ...waiting, pass: true, reason: '同意' });
    expect([audit.status, audit.body.message]).toEqual([403, '无权进行该操作']);
    await saveButtons('M', NODE, BUTTON_CODES);

    await saveButtons('U', NODE, allBut('export', 'add', 'save'));
    const table = await post<PermittedButton[]>('U', '/ks/common/buttons/table-button', { nodeId: NODE });
    expect(table.body.data).toEqual([]);
    const exported = await post('U', '/ks/monitor/export', { nodeId: NODE });
    expect([exported.status, exported.body.message]).toEqual([403, '无权进行该操作']);
    const created = await post('U', '/ks/monitor/record/save', { nodeId: NODE, data: { qymc: '新记录' } });
    expect([created.status, created.body.message]).toEqual([403, '无权进行该操作']);
    const draft = await seedRecord(s.ctx.db, 'draft');
    const edited = await post('U', '/ks/monitor/record/save', { nodeId: NODE, ...draft, data: { qymc: '改过' } });
    expect([edited.status, edited.body.message]).toEqual([403, '无权进行该操作']);
    await saveButtons('U', NODE, BUTTON_CODES);
    expect((await post('U', '/ks/monitor/record/save', { nodeId: NODE, data: { qymc: '新记录' } })).body.code).toBe(200);
  });

  it('functions: the menus a role may use are the menus\' roles lists; saving them hides a menu from U at once', async () => {
    const before = await get<{ editable: boolean; menus: FunctionNode[] }>('M', '/ks/authority/node/functions?role=U&systemCoding=credit_eval');
    expect(before.body.data.editable).toBe(true);
    const checked = flat(before.body.data.menus).filter((m) => (m as FunctionNode).checked).map((m) => m.id);
    expect(checked).toContain('credit-public');
    expect(checked).not.toContain('credit-admin');

    const saved = await put<{ changed: number }>('M', '/ks/authority/node/save-functions', { role: 'U', systemCoding: 'credit_eval', menuIds: checked.filter((id) => id !== 'credit-public') });
    expect([saved.body.code, saved.body.message, saved.body.data.changed]).toEqual([200, '保存成功', 1]);
    const menus = await post<MenuItem[]>('U', '/ks/menu/v1/menus/main-menus', { systemCoding: 'credit_eval' });
    expect(flat(menus.body.data).map((m) => m.id)).not.toContain('credit-public');
    const list = await post('U', '/ks/monitor/table-list', { nodeId: 'credit-public', curPage: 1, pageSize: 10 });
    expect(list.status).toBe(404);
    const log = await s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', 'permissions.save-functions').execute();
    expect(JSON.parse(log.at(-1)!.detail)).toEqual({ role: 'U', granted: [], revoked: ['credit-public'] });

    await put('M', '/ks/authority/node/save-functions', { role: 'U', systemCoding: 'credit_eval', menuIds: checked });
    const again = await post<MenuItem[]>('U', '/ks/menu/v1/menus/main-menus', { systemCoding: 'credit_eval' });
    expect(flat(again.body.data).map((m) => m.id)).toContain('credit-public');
  });

  it('refusals: administrators\' functions are fixed, unknown menus and systems, and U may not set anything', async () => {
    const admin = await put('M', '/ks/authority/node/save-functions', { role: 'M', systemCoding: 'credit_eval', menuIds: [] });
    expect([admin.status, admin.body.message]).toEqual([400, '管理员可使用全部功能，只能设置按钮权限']);
    const fixed = await get<{ editable: boolean }>('M', '/ks/authority/node/functions?role=M&systemCoding=credit_eval');
    expect(fixed.body.data.editable).toBe(false);
    const unknown = await put('M', '/ks/authority/node/save-functions', { role: 'U', systemCoding: 'credit_eval', menuIds: ['no-such-menu'] });
    expect([unknown.status, unknown.body.message]).toEqual([400, '菜单不存在：no-such-menu']);
    const system = await get('M', '/ks/authority/node/functions?role=U&systemCoding=no_such');
    expect([system.status, system.body.message]).toEqual([404, '系统不存在']);
    const node = await saveButtons('U', 'no-such-node', []);
    expect([node.status, node.body.message]).toEqual([404, '菜单不存在']);
    const byU = await put('U', '/ks/authority/node/save-buttons', { role: 'U', nodeId: NODE, codes: [] });
    expect(byU.status).toBe(403);
    const stored = await s.ctx.db.selectFrom('button_permissions').selectAll().where('node_id', '=', NODE).execute();
    expect(stored).toEqual([]);
  });
});
