import type { RouteCase } from './fuzz-kit';

/** What the catalogue cases need from the fuzz run: a record of ent-001 in a state, under a node. */
export interface CatalogueCaseKit {
  record: (status: 'draft' | 'submitted' | 'passed' | 'published', nodeId: string, data: object) => Promise<string>;
}

// The business-call catalogue (credit's stored rows, fixtures/calls/credit_eval.json) over the demo 信用记录 node: each case
// makes the records it moves, so the demo records are only read by the list and export cases.
const NODE = 'credit-record-list';
const DATA = { qymc: '模糊企业', xmmc: '模糊项目', pf: 80 };
const CREDIT_LIST = { path: '/ks/credit/record/list', method: 'POST', access: 'user', operation: 'list', nodeId: NODE, params: [{ from: 'qymc', to: 'qymc', as: 'filter' }], fixed: [], answer: { envelope: 'data', rows: 'rows' }, summary: '信用记录列表' };
const TRADE_LIST = { ...CREDIT_LIST, path: '/ks/trade/fuzz/list', nodeId: 'trade-project-list', summary: '模糊测试的项目列表' };

/** Base requests of the /ks/credit/* catalogue rows for server/test/fuzz-suite.ts. */
export function catalogueCases({ record }: CatalogueCaseKit): Record<string, RouteCase> {
  const family = 'catalogue: credit';
  const on = (status: 'draft' | 'submitted' | 'passed' | 'published') => record(status, NODE, DATA);
  const list: RouteCase = { family, who: 'U', base: () => ({ curPage: 1, pageSize: 10, sortField: 'pf', sortOrder: 'desc', filters: { qymc: '华建', xydj: 'AA' } }) };
  return {
    'POST /ks/credit/management/list': list,
    'POST /ks/credit/record/list': list,
    'POST /ks/credit/export': { family, who: 'M', base: () => ({ fileName: '信用记录', filters: { xydj: 'AAA' } }) },
    'POST /ks/credit/common/list': list,
    'POST /ks/credit/common/info': { family, who: 'U', base: async () => ({ id: await on('published') }) },
    'POST /ks/credit/record/add': { family, who: 'U', base: () => ({ data: { ...DATA } }) },
    'POST /ks/credit/record/update': { family, who: 'U', fresh: true, base: async () => ({ id: await on('draft'), version: 1, data: { ...DATA } }) },
    'POST /ks/credit/record/delete': { family, who: 'U', fresh: true, base: async () => ({ id: await on('draft'), version: 1 }) },
    'POST /ks/credit/submit': { family, who: 'U', fresh: true, base: async () => ({ id: await on('draft'), version: 1, reason: '说明' }) },
    'POST /ks/credit/revoke': { family, who: 'U', fresh: true, base: async () => ({ id: await on('submitted'), version: 1, reason: '说明' }) },
    'POST /ks/credit/audit': { family, who: 'M', fresh: true, base: async () => ({ id: await on('submitted'), version: 1, pass: false, reason: '审核建议' }) },
    'POST /ks/credit/credit/letter/lc-info': { family, who: 'U', base: () => ({}) },
    'POST /ks/monitor/record/latest': { family, who: 'U', base: () => ({ nodeId: 'credit-commitment' }) },
    'POST /ks/monitor/record/mine': { family, who: 'U', base: () => ({ nodeId: 'credit-apply', status: 'draft', curPage: 1, pageSize: 10 }) },
    'POST /ks/credit/level/titles': { family, who: 'U', base: () => ({}) },
    'POST /ks/credit/credit/qy-types': { family, who: 'U', base: () => ({ key: 'sg' }) },
    // 交易服务's public rows (fixtures/calls/trade_service.json): /venue's rooms and confirmed bookings, for anyone.
    'POST /ks/trade/venue/public/bookings': { family: 'catalogue: trade', who: 'anon', base: () => ({ curPage: 1, pageSize: 10, kssj: '2026-12-01,2026-12-08' }) },
    'POST /ks/trade/venue/public/rooms': { family: 'catalogue: trade', who: 'anon', base: () => ({}) },
    // The portal's public rows (fixtures/calls/trade_service.json): published trade announcements, for anyone (docs/portal.md).
    'POST /ks/index-page/trade-info/all': { family: 'catalogue: trade', who: 'anon', base: () => ({ curPage: 1, pageSize: 10, ggbt: '公告', xmmc: '工程' }) },
    'POST /ks/index-page/trade-info/info': { family: 'catalogue: trade', who: 'anon', base: () => ({ id: 'trade-zsgg-0001' }) },
    // The monitor view and an enterprise's applications (fixtures/calls/trade_service.json): lists over 项目登记 and 保函管理.
    'POST /ks/monitor/get-view-list': { family: 'catalogue: trade', who: 'U', base: () => ({ curPage: 1, pageSize: 10, xmmc: '工程', status: 'published' }) },
    'POST /ks/basic/enterprise/applications': { family: 'catalogue: trade', who: 'U', base: () => ({ curPage: 1, pageSize: 10, xmId: 'trade-project-list-0004', bhlx: '投标保函', status: 'passed' }) },
    // The dispatcher's own routes: the literal path names no row (404), whatever the body.
    'POST /ks/*': { family, who: 'U', base: () => ({ qymc: '华建' }) },
    'PUT /ks/*': { family, who: 'U', base: () => ({ qymc: '华建' }) },
    'DELETE /ks/*': { family, who: 'U', base: () => ({ id: 'x', version: 1 }) },
    // The designer's 接口 panel: a save into trade_service over its demo rows (version 1; the first 2xx takes version 2, the rest are stale) and 试调用.
    'POST /ks/config/structure/calls/save': { family: 'catalogue: designer', who: 'D', base: () => ({ systemCoding: 'trade_service', version: 1, calls: [{ ...TRADE_LIST }] }) },
    'POST /ks/config/structure/calls/try': { family: 'catalogue: designer', who: 'D', base: () => ({ systemCoding: 'credit_eval', as: 'U', input: { pageSize: 1, qymc: '华建' }, call: { ...CREDIT_LIST } }) },
  };
}
