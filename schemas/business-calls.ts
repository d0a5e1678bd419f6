/**
 * The business-call catalogue: each path of a business system (spec 002 §7) bound to an engine
 * operation on a node, as data. The server registers one route per row that hands the request to
 * the engine's own route with the bound node (server/routes/catalogue/), so a business system is
 * configuration: a node, its page kind, and these rows. A call with real logic of its own gets
 * code instead, and says so in docs/api.md "Business-call catalogue".
 */

/** What the engine can do for a business call, and the engine route that does it. */
export const ENGINE_OPERATIONS = {
  list: { method: 'POST', url: '/ks/monitor/table-list', label: '列表分页查询' },
  detail: { method: 'POST', url: '/ks/monitor/record/detail', label: '记录详情' },
  latest: { method: 'POST', url: '/ks/monitor/record/latest', label: '本单位最新的一条记录' },
  save: { method: 'POST', url: '/ks/monitor/record/save', label: '保存记录（无 id 新增，有 id 修改）' },
  delete: { method: 'DELETE', url: '/ks/monitor/delete', label: '删除记录' },
  submit: { method: 'POST', url: '/ks/monitor/submit', label: '提交审核' },
  revoke: { method: 'POST', url: '/ks/monitor/revoke', label: '撤回' },
  audit: { method: 'POST', url: '/ks/monitor/audit', label: '审核（pass、reason）' },
  export: { method: 'POST', url: '/ks/monitor/export', label: '导出 Excel' },
  options: { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', label: '下拉选项（字典）' },
} as const;

export type EngineOperation = keyof typeof ENGINE_OPERATIONS;

export interface BusinessCall {
  /** The spec's path under /ks. */
  path: string;
  operation: EngineOperation;
  /** The node the operation works on, and its system (which also owns an `options` call's dictionary). */
  nodeId: string;
  systemCoding: string;
  /** The dictionary an `options` call answers. */
  displayCode?: string;
  /** What the call is for, in Chinese (the route index and docs/api.md show it). */
  summary: string;
}

/** 信用评价 (spec 002 §7 "Credit"): the calls served by the engine over the 信用记录 node. */
export const CREDIT_CALLS: readonly BusinessCall[] = [
  { path: '/ks/credit/common/list', operation: 'list', nodeId: 'credit-public', systemCoding: 'credit_eval', summary: '信用公示列表（已发布的信用记录，所有角色可查看）' },
  { path: '/ks/credit/common/info', operation: 'detail', nodeId: 'credit-public', systemCoding: 'credit_eval', summary: '信用公示详情（已发布的记录）' },
  { path: '/ks/credit/management/list', operation: 'list', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '信用记录管理列表（管理员看全部，企业看本单位）' },
  { path: '/ks/credit/record/list', operation: 'list', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '信用记录列表' },
  { path: '/ks/credit/record/add', operation: 'save', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '新增信用记录（草稿）' },
  { path: '/ks/credit/record/update', operation: 'save', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '修改信用记录（草稿或驳回，须带 version）' },
  { path: '/ks/credit/record/delete', operation: 'delete', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '删除信用记录' },
  { path: '/ks/credit/submit', operation: 'submit', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '提交信用记录待审核' },
  { path: '/ks/credit/revoke', operation: 'revoke', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '撤回未审核的信用记录' },
  { path: '/ks/credit/audit', operation: 'audit', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '审核信用记录（管理员）' },
  { path: '/ks/credit/export', operation: 'export', nodeId: 'credit-record-list', systemCoding: 'credit_eval', summary: '导出信用记录（Excel）' },
  { path: '/ks/credit/credit/letter/lc-info', operation: 'latest', nodeId: 'credit-commitment', systemCoding: 'credit_eval', summary: '本单位的信用承诺书（最新一份；没有时为 null）' },
  { path: '/ks/credit/level/titles', operation: 'options', nodeId: 'credit-record-list', systemCoding: 'credit_eval', displayCode: 'xyLevel', summary: '信用等级名称' },
  { path: '/ks/credit/credit/qy-types', operation: 'options', nodeId: 'credit-record-list', systemCoding: 'credit_eval', displayCode: 'qyType', summary: '企业类型' },
];

/** Every business call the server serves from the engine. */
export const BUSINESS_CALLS: readonly BusinessCall[] = [...CREDIT_CALLS];
