import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSourceAnswer, DataStore, FunctionNodeEntry, NodeFunction, NodeListItem, NodeOption, SubmenuTree } from '../../../schemas/config-calls';
import { call, startTestServer, type TestServer } from '../../test/harness';
import BID_STEPS from '../../../fixtures/nodes/trade-bid-steps.steps.json';

/** id → children ids, the shape a tree picker draws. */
const shape = (tree: Array<{ id: string; children: unknown[] }>): unknown[] =>
  tree.map((n) => (n.children.length ? { [n.id]: shape(n.children as typeof tree) } : n.id));


// 开标步骤's forms (issue 49, docs/bidding.md): one ordinary form node per step, in the 开评标 group
const STEP_FORMS = BID_STEPS.steps.map((x) => [x.formNodeId, x.title] as const);

describe('structure pickers of spec 000 §7 (docs/designer-api.md "Pickers and data sources")', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  let ent: string;
  beforeAll(async () => {
    s = await startTestServer();
    [dev, admin, ent] = await Promise.all([s.login('D'), s.login('M'), s.login('U')]);
  });
  afterAll(async () => s.close());

  const get = <T>(url: string, token = dev) => call<T>(s.app, { method: 'GET', url, token });
  const post = <T>(url: string, payload: unknown, token = dev) => call<T>(s.app, { method: 'POST', url, token, payload });

  it('submenus: a menu with its whole subtree, nested, each menu with its page kind', async () => {
    const res = await post<SubmenuTree[]>('/ks/config/menu/submenus', { id: 'trade-projects' });
    expect(shape(res.body.data)).toEqual([{ 'trade-projects': ['trade-project-list', 'trade-five-in-one', { 'trade-qualification': ['trade-zsgg-list', 'trade-zsgg', 'trade-zswj-list', 'trade-zswj'] }, { 'trade-bid': ['trade-bid-files', 'trade-bid-file', 'trade-bid-detect', 'trade-estimate-tree'] }] }]);
    const bid = res.body.data[0].children[3];
    expect(bid).toMatchObject({ title: '招标文件', hasChildren: true, nodeKind: null });
    expect(bid.children.map((c) => [c.title, c.nodeKind])).toEqual([['文件列表', 'list'], ['招标文件登记', 'form'], ['文件检测', null], ['造价文件检测结果', 'tree-table']]);
    // Without an id: the system's whole tree, top menus in their order.
    const whole = await post<SubmenuTree[]>('/ks/config/menu/submenus', { systemCoding: 'trade_service' });
    expect(whole.body.data.map((m) => m.title)).toEqual(['项目管理', '开评标', '场地预约', '场地预约申请', '场地预约日历', '材料价格', '材料价格查询', '监管审核', '任务统计', '专家抽取', '保函管理', '保函申请', '报表中心']);
    expect(whole.body.data[7].children.map((m) => m.id)).toEqual(['trade-audit-logs', 'trade-push-logs']);
    expect(whole.body.data[8].children.map((m) => [m.title, m.nodeKind])).toEqual([['全量统计', null], ['项目统计', null], ['任务进度', null]]);
  });

  it('submenus refuses what names nothing, in Chinese', async () => {
    expect((await post('/ks/config/menu/submenus', { id: 'no-such-menu' })).body).toMatchObject({ code: 404, message: '菜单不存在' });
    expect((await post('/ks/config/menu/submenus', { systemCoding: 'no_such' })).body).toMatchObject({ code: 404, message: '系统不存在' });
    expect((await post('/ks/config/menu/submenus', {})).body).toMatchObject({ code: 400, message: '请提供系统编码或菜单 id' });
    // a menu of another system than the one named
    expect((await post('/ks/config/menu/submenus', { id: 'credit-home', systemCoding: 'trade_service' })).body).toMatchObject({ code: 404, message: '菜单不存在' });
  });

  it('node-list: every page config in menu order with its menu path and data source; kind filters', async () => {
    const res = await get<NodeListItem[]>('/ks/config/node/node-list?systemCoding=credit_eval');
    expect(res.body.data.map((n) => [n.nodeId, n.kind, n.menuPath.join('/'), n.dataSource])).toEqual([
      ['credit-home', 'chart', '信用概览', null],
      ['credit-record-list', 'list', '信用信息/信用记录', null],
      ['credit-commitment', 'form', '信用信息/信用承诺书', null],
      ['credit-public', 'list', '信用信息/信用公示', null],
      ['credit-apply', 'form', '信用信息/信用申报', null],
      ['credit-commitment-list', 'list', '评价管理/承诺书审核', 'credit-commitment'],
    ]);
    const forms = await get<NodeListItem[]>('/ks/config/node/node-list?systemCoding=credit_eval&kind=form');
    expect(forms.body.data.map((n) => n.nodeId)).toEqual(['credit-commitment', 'credit-apply']);
    const bad = await get('/ks/config/node/node-list?systemCoding=credit_eval&kind=table');
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('kind');
    expect((await get('/ks/config/node/node-list?systemCoding=no_such')).body).toMatchObject({ code: 404, message: '系统不存在' });
  });

  it('new/node/pull-down: the nodes as options labelled by menu path and id', async () => {
    const res = await get<NodeOption[]>('/ks/config/new/node/pull-down?systemCoding=trade_service&kind=form');
    expect(res.body.data).toEqual([
      { value: 'trade-zsgg', label: '项目管理 / 资格审查 / 资审公告登记（trade-zsgg）', kind: 'form' },
      { value: 'trade-zswj', label: '项目管理 / 资格审查 / 资审文件登记（trade-zswj）', kind: 'form' },
      { value: 'trade-bid-file', label: '项目管理 / 招标文件 / 招标文件登记（trade-bid-file）', kind: 'form' },
      { value: 'trade-bd-file', label: '开评标 / 投标文件登记（trade-bd-file）', kind: 'form' },
      ...STEP_FORMS.map(([value, title]) => ({ value, label: `开评标 / ${title}（${value}）`, kind: 'form' })),
      { value: 'trade-venue-booking', label: '场地预约申请（trade-venue-booking）', kind: 'form' },
      { value: 'trade-expert-form', label: '专家抽取 / 专家信息（trade-expert-form）', kind: 'form' },
      { value: 'trade-guarantee', label: '保函申请（trade-guarantee）', kind: 'form' },
    ]);
  });

  it('db-list: the detail forms of a system with their stored record counts and fields', async () => {
    const res = await get<DataStore[]>('/ks/config/node/db-list?systemCoding=trade_service');
    const counts = await s.ctx.db.selectFrom('records').select(['node_id']).select((eb) => eb.fn.countAll<number>().as('n')).groupBy('node_id').execute();
    const stored = new Map(counts.map((c) => [c.node_id, Number(c.n)]));
    expect(res.body.data.map((d) => [d.nodeId, d.menuTitle, d.records])).toEqual([
      ['trade-zsgg', '资审公告登记', stored.get('trade-zsgg')],
      ['trade-zswj', '资审文件登记', stored.get('trade-zswj')],
      ['trade-bid-file', '招标文件登记', stored.get('trade-bid-file')],
      ['trade-bd-file', '投标文件登记', stored.get('trade-bd-file')],
      ...STEP_FORMS.map(([id, title]) => [id, title, 0]),
      ['trade-venue-booking', '场地预约申请', stored.get('trade-venue-booking')],
      ['trade-expert-form', '专家信息', stored.get('trade-expert-form')],
      ['trade-guarantee', '保函申请', stored.get('trade-guarantee')],
    ]);
    expect(stored.get('trade-bid-file')).toBeGreaterThan(0);
    expect(res.body.data.find((d) => d.nodeId === 'trade-venue-booking')?.fields.slice(0, 3)).toEqual([{ code: 'cdmc', name: '场地' }, { code: 'xmmc', name: '项目名称' }, { code: 'xmbh', name: '项目编号' }]);
  });

  it('function-nodes: the menus leading to a page config; a branch without one is left out', async () => {
    const res = await post<FunctionNodeEntry[]>('/ks/config/node/function-nodes', { systemCoding: 'trade_service' });
    // 文件检测, 材料价格 and 监管审核's log pages have no page config of their own
    expect(shape(res.body.data)).toEqual([{ 'trade-projects': ['trade-project-list', { 'trade-qualification': ['trade-zsgg-list', 'trade-zsgg', 'trade-zswj-list', 'trade-zswj'] }, { 'trade-bid': ['trade-bid-files', 'trade-bid-file', 'trade-estimate-tree'] }] }, { 'trade-bidding': ['trade-bd-files', 'trade-bd-file', 'trade-bid-steps', ...STEP_FORMS.map(([id]) => id)] }, 'trade-venue', 'trade-venue-booking', 'trade-venue-calendar', { 'trade-experts': ['trade-expert', 'trade-expert-form'] }, 'trade-guarantees', 'trade-guarantee', { 'trade-reports': ['trade-report-monitoring', 'trade-report-indicators', 'trade-report-price-limits', 'trade-report-details', 'trade-report-per-details'] }]);
    expect(res.body.data[0]).toMatchObject({ title: '项目管理', kind: null });
  });

  it('function-list: a list offers its toolbar and row buttons, a form its bottom bar, a chart none', async () => {
    const codes = async (nodeId: string) => (await post<NodeFunction[]>('/ks/config/node/function-list', { nodeId })).body.data.map((f) => `${f.name}:${f.areas.join('+')}`);
    expect(await codes('trade-bid-file')).toEqual(['提交:form', '保存:form']);
    expect(await codes('credit-record-list')).toEqual(['新增:table', '导出:table', '编辑:row', '提交:row', '撤回:row', '审核:row', '指派:row', '公示:row', '推送:row', '发布:row', '删除:row']);
    expect(await codes('credit-home')).toEqual([]);
    expect((await post('/ks/config/node/function-list', { nodeId: 'trade-price' })).body).toMatchObject({ code: 404, message: '页面配置不存在' });
  });

  it('update-data-source: a new version of the list config, its history and an op_log line', async () => {
    const before = await get<NodeListItem[]>('/ks/config/node/node-list?systemCoding=trade_service&kind=list');
    const venue = before.body.data.find((n) => n.nodeId === 'trade-venue');
    expect(venue?.dataSource).toBe('trade-venue-booking');
    const res = await post<DataSourceAnswer>('/ks/config/node/update-data-source', { nodeId: 'trade-venue', dataSource: null, version: venue?.version }, admin);
    expect(res.body).toEqual({ code: 200, message: '数据来源已更新', data: { nodeId: 'trade-venue', dataSource: null, version: (venue?.version ?? 0) + 1 } });
    const detail = await get<{ config: Record<string, unknown>; version: number }>('/ks/config/structure/display-groups/detail?nodeId=trade-venue');
    expect(detail.body.data.version).toBe((venue?.version ?? 0) + 1);
    expect(detail.body.data.config).not.toHaveProperty('formNodeId');
    expect(detail.body.data.config.columns).toEqual((await s.ctx.db.selectFrom('node_versions').select('config').where('node_id', '=', 'trade-venue').where('version', '=', 1).executeTakeFirstOrThrow().then((r) => JSON.parse(r.config) as { columns: unknown })).columns);
    const log = await s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', 'update-data-source').where('target_id', '=', 'trade-venue').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ user_name: '平台管理员', gn_coding: 'trade_service', ok: 1 });
    expect(JSON.parse(log[0].detail)).toEqual({ from: 'trade-venue-booking', to: null, version: (venue?.version ?? 0) + 1 });
    // and back: the list shows the booking form's records again
    const back = await post<DataSourceAnswer>('/ks/config/node/update-data-source', { nodeId: 'trade-venue', dataSource: 'trade-venue-booking', version: res.body.data.version });
    expect(back.body.data.dataSource).toBe('trade-venue-booking');
    const after = await get<NodeListItem[]>('/ks/config/node/node-list?systemCoding=trade_service&kind=list');
    expect(after.body.data.find((n) => n.nodeId === 'trade-venue')).toMatchObject({ dataSource: 'trade-venue-booking', version: (venue?.version ?? 0) + 2 });
  });

  it('update-data-source refuses a stale version, a non-list, a source that is not a form of the system; nothing changes', async () => {
    const version = async () => (await s.ctx.db.selectFrom('nodes').select('version').where('id', '=', 'trade-bid-files').executeTakeFirstOrThrow()).version;
    const v = await version();
    const send = (payload: Record<string, unknown>) => post('/ks/config/node/update-data-source', { nodeId: 'trade-bid-files', dataSource: 'trade-venue-booking', version: v, ...payload });
    expect((await send({ version: v + 5 })).body).toMatchObject({ code: 409, message: '配置已被他人修改，请刷新或对比后再保存', data: { currentVersion: v } });
    expect((await send({ nodeId: 'trade-bid-file' })).body).toMatchObject({ code: 400, message: '只有列表或卡片列表页面可以设置数据来源' });
    expect((await send({ dataSource: 'trade-venue' })).body).toMatchObject({ code: 400, message: '数据来源须为本系统的详情表单页面' });
    expect((await send({ dataSource: 'credit-apply' })).body).toMatchObject({ code: 400, message: '数据来源须为本系统的详情表单页面' });
    expect((await send({ dataSource: 'no-such-node' })).body).toMatchObject({ code: 400, message: '数据来源须为本系统的详情表单页面' });
    expect((await send({ nodeId: 'no-such-node' })).body).toMatchObject({ code: 404, message: '页面配置不存在' });
    expect((await send({ version: 0 })).body.code).toBe(400);
    expect((await send({ extra: 1 })).body).toMatchObject({ code: 400, message: '不支持的字段 extra' });
    expect(await version()).toBe(v);
    expect(await s.ctx.db.selectFrom('op_log').select('id').where('action', '=', 'update-data-source').where('target_id', '=', 'trade-bid-files').execute()).toEqual([]);
  });

  it('an enterprise user is refused every picker (403), an anonymous caller is asked to log in (401)', async () => {
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['POST', '/ks/config/menu/submenus', { systemCoding: 'credit_eval' }],
      ['GET', '/ks/config/node/node-list?systemCoding=credit_eval'],
      ['GET', '/ks/config/new/node/pull-down?systemCoding=credit_eval'],
      ['GET', '/ks/config/node/db-list?systemCoding=credit_eval'],
      ['POST', '/ks/config/node/update-data-source', { nodeId: 'trade-venue', dataSource: null, version: 1 }],
      ['POST', '/ks/config/node/function-nodes', { systemCoding: 'credit_eval' }],
      ['POST', '/ks/config/node/function-list', { nodeId: 'credit-apply' }],
      ['POST', '/ks/config/group/group-icons', {}],
      ['POST', '/ks/config/dictionary/button/pull-down', {}],
      ['GET', '/ks/config/node/node-logos'],
    ];
    for (const [method, url, payload] of calls) {
      expect({ url, code: (await call(s.app, { method, url, token: ent, payload })).body.code }).toEqual({ url, code: 403 });
      expect({ url, code: (await call(s.app, { method, url, payload })).body.code }).toEqual({ url, code: 401 });
    }
  });
});
