import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, SystemSummary } from '../../schemas';
import { call, startTestServer, type TestServer } from './harness';
import BID_STEPS from '../../fixtures/nodes/trade-bid-steps.steps.json';

type Who = 'M' | 'D' | 'U';

/** Every menu id of a tree, parents before children. */
const ids = (items: MenuItem[]): string[] => items.flatMap((m) => [m.id, ...ids(m.children ?? [])]);

describe('systems and menus by role', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['M', 'D', 'U'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const menus = (who: Who, systemCoding: string) =>
    call<MenuItem[]>(s.app, { method: 'POST', url: '/ks/menu/v1/menus/main-menus', token: tokens[who], payload: { systemCoding } });

  it('lists both demo systems for every role', async () => {
    for (const who of ['M', 'D', 'U'] as const) {
      const res = await call<SystemSummary[]>(s.app, { method: 'GET', url: '/ks/config/new/node/system-list', token: tokens[who] });
      expect(res.body.code).toBe(200);
      expect(res.body.data.map((x) => x.systemCoding).sort()).toEqual(['credit_eval', 'trade_service']);
      expect(res.body.data.find((x) => x.systemCoding === 'credit_eval')).toMatchObject({ systemName: '信用评价管理系统', title: '信用评价' });
    }
  });

  it('hides the M/D-only branch of credit_eval from U', async () => {
    const u = await menus('U', 'credit_eval');
    expect(u.body.code).toBe(200);
    // credit-change-apply (变更申请): an enterprise's own change requests, for U only.
    expect(ids(u.body.data)).toEqual(['credit-home', 'credit-records', 'credit-record-list', 'credit-commitment', 'credit-public', 'credit-apply', 'credit-change-apply', 'credit-hidden']);
    for (const who of ['M', 'D'] as const) {
      const all = await menus(who, 'credit_eval');
      expect(ids(all.body.data)).toEqual([
        // credit-commitment-list (承诺书审核): the administrators' list of every 信用承诺书.
        // administrators and developers use every menu, the enterprises' 变更申请 too (menuVisibleTo)
        // credit-lock (锁管理, docs/locks.md) is the administrators'; developers see every menu
        'credit-home', 'credit-records', 'credit-record-list', 'credit-commitment', 'credit-public', 'credit-apply', 'credit-change-apply',
        'credit-admin', 'credit-audit', 'credit-level', 'credit-commitment-list', 'credit-feedback', 'credit-lock',
        // 审核设置 (docs/administration.md "审核级别与审核方式"): administrators' (developers see every menu)
        'credit-audit-setup', 'credit-audit-level', 'credit-audit-way', 'credit-permiss-config', 'credit-admin-info',
        'credit-hidden',
      ]);
    }
  });

  it('hides the M-only 监管审核 branch of trade_service from U', async () => {
    const shared = ['trade-projects', 'trade-project-list', 'trade-five-in-one', 'trade-qualification', 'trade-zsgg-list', 'trade-zsgg', 'trade-zswj-list', 'trade-zswj', 'trade-bid', 'trade-bid-files', 'trade-bid-file', 'trade-bid-detect', 'trade-estimate-tree', 'trade-bidding', 'trade-bd-files', 'trade-bd-file', 'trade-bid-hall', 'trade-venue', 'trade-venue-booking', 'trade-price', 'trade-material-prices'];
    // 保函管理 (docs/guarantees.md) is everyone's; 监测报告 and its pages the administrators' and developers'
    const guarantees = ['trade-guarantees', 'trade-guarantee'];
    // 任务统计 (docs/task-statistics.md) is the administrators' and developers'
    const statistics = ['trade-task-statistics', 'trade-statistics-all', 'trade-statistics-complete', 'trade-statistics-progress'];
    const reports = ['trade-reports', 'trade-report-monitoring', 'trade-report-indicators', 'trade-report-price-limits', 'trade-report-details', 'trade-report-per-details'];
    expect(ids((await menus('U', 'trade_service')).body.data)).toEqual([...shared, ...guarantees]);
    const m = await menus('M', 'trade_service');
    // 场地预约日历 and 专家抽取 (issue 48) are the administrators' too: the bookings' calendar, the pool and its draws
    const calendarAt = shared.indexOf('trade-venue-booking') + 1;
    // 开标步骤's steps node and step forms (issue 49) are the administrators' and developers' (readers get them with the state call)
    const stepsAt = shared.indexOf('trade-bid-hall') + 1;
    const stepNodes = ['trade-bid-steps', ...BID_STEPS.steps.map((x) => x.formNodeId)];
    const withCalendar = [...shared.slice(0, stepsAt), ...stepNodes, ...shared.slice(stepsAt, calendarAt), 'trade-venue-calendar', ...shared.slice(calendarAt)];
    expect(ids(m.body.data)).toEqual([...withCalendar, 'trade-supervise', 'trade-audit-logs', 'trade-push-logs', ...statistics, 'trade-experts', 'trade-expert', 'trade-expert-form', 'trade-expert-draws', ...guarantees, ...reports]);
    expect(m.body.data.find((x) => x.id === 'trade-supervise')).toMatchObject({ title: '监管审核', icon: 'SafetyOutlined' });
    // Developers configure every menu, so role filtering never hides one from them (repos/systems canSee).
    expect(ids((await menus('D', 'trade_service')).body.data)).toEqual(ids(m.body.data));
  });

  it('keeps the fields the shell routes by', async () => {
    const [home] = (await menus('U', 'credit_eval')).body.data;
    expect(home).toEqual({
      id: 'credit-home', title: '信用概览', icon: 'DashboardOutlined', itShows: '是', nodeProperties: '分析台',
      style: '', nodeSetFlag: false, disabled: false, children: [],
    });
  });

  it('answers an unknown system with 404 and a Chinese message', async () => {
    const res = await menus('M', 'no_such_system');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: '系统不存在或无权访问', data: null });
  });
});
