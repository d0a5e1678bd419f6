import type { CallMethod } from './catalogue';

/**
 * The business calls the specification names (spec 002 §7 and the public pages of spec 000 §7),
 * per business area, with the system codes of the area. The designer's 接口 panel offers an area's
 * paths when the system's code is one of them (docs/designer.md "接口"): picking a path fills its
 * method and summary. The paths are the spec's, under /ks.
 *
 * Not here: the engine's own routes (spec 002 "Monitor and review": /ks/monitor/…, except
 * get-view-list, which the trade area serves as a catalogue row, docs/guarantees.md), change
 * requests (/ks/rfc/…), login, registration and activation — code of the platform, not calls a
 * system configures — and 锁管理's /jjrj/lock/… calls (code: a lock refuses submits, docs/locks.md).
 */
export interface SpecCall {
  method: CallMethod;
  path: string;
  /** What the call is for, in Chinese. */
  summary: string;
  /** Served by the platform's own code already: a catalogue row on this path would clash. */
  builtIn?: true;
}

export interface SpecArea {
  /** A short key (docs, tests). */
  key: string;
  label: string;
  /** Where in the spec the calls are listed. */
  source: string;
  /**
   * System codes of the area: a system matches when its code is one of them or starts with one
   * and an underscore (`material_price_cq`: a city's own material-price system). The fixtures'
   * systems are credit_eval and trade_service; the other areas have no system yet and their codes
   * are proposals, listed in docs/designer.md.
   */
  systemCodes: readonly string[];
  calls: readonly SpecCall[];
}

const call = (method: CallMethod, path: string, summary: string, builtIn?: 'built-in'): SpecCall =>
  builtIn ? { method, path: `/ks${path}`, summary, builtIn: true } : { method, path: `/ks${path}`, summary };

export const SPEC_AREAS: readonly SpecArea[] = [
  {
    key: 'credit',
    label: '信用评价',
    source: '规格 002 §7 Credit',
    systemCodes: ['credit_eval'],
    calls: [
      call('POST', '/credit/common/list', '信用公示列表（已发布的信用记录）'),
      call('POST', '/credit/management/list', '信用记录管理列表'),
      call('POST', '/credit/common/info', '信用公示详情'),
      call('POST', '/credit/record/list', '信用记录列表'),
      call('POST', '/credit/record/delete', '删除信用记录'),
      call('POST', '/credit/record/update', '修改信用记录'),
      call('POST', '/credit/record/add', '新增信用记录'),
      call('POST', '/credit/record/auto-retrieve', '自动获取信用记录', 'built-in'),
      call('POST', '/credit/submit', '提交信用记录待审核'),
      call('POST', '/credit/revoke', '撤回信用记录'),
      call('POST', '/credit/audit', '审核信用记录'),
      call('POST', '/credit/export', '导出信用记录（Excel）'),
      call('POST', '/credit/level/titles', '信用等级名称'),
      call('POST', '/credit/credit/letter/lc-info', '本单位的信用承诺书'),
      call('POST', '/credit/credit/qy-types', '企业类型'),
      call('GET', '/credit/record/description', '信用记录说明', 'built-in'),
      call('GET', '/credit/credit/participated-status', '企业参与信用评价的状态', 'built-in'),
      call('POST', '/basic/enterprise/cost-engineers', '企业的造价工程师', 'built-in'),
      call('GET', '/basic/enterprise/credit/ent/pull-down', '企业下拉选项', 'built-in'),
      call('GET', '/basic/enterprise/personnel/info', '企业人员信息', 'built-in'),
      call('GET', '/basic/personal/pull-down', '人员下拉选项', 'built-in'),
    ],
  },
  {
    key: 'trade',
    label: '交易服务（同步、指派、标段文件、评审）',
    source: '规格 002 §7 Synchronisation, assignment, bid files; Monitor and review',
    systemCodes: ['trade_service'],
    calls: [
      call('POST', '/sync/v1/sync/data-list', '同步记录（每次推送及其结果）', 'built-in'),
      call('POST', '/sync/v1/sync/data-sync', '同步数据（推送项目到另一个系统）', 'built-in'),
      call('POST', '/authority/manager/assignable-list', '可指派的人员', 'built-in'),
      call('POST', '/xmrc/v1/bd-files', '标段文件列表'),
      call('POST', '/xmrc/v1/bd/attachments', '标段附件'),
      call('POST', '/xmrc/v1/bd/save', '保存标段'),
      call('POST', '/trade/review/render-result', '评审结果（专家评分排名）', 'built-in'),
      call('POST', '/basic/enterprise/applications', '企业的申请列表'),
      call('POST', '/monitor/get-view-list', '监督视图（可见的记录列表）'),
      call('POST', '/file/detection', '开始造价文件检测', 'built-in'),
      call('POST', '/trade/file/records', '招标文件的下载记录', 'built-in'),
      call('POST', '/trade/file/download-status', '本人是否已下载招标文件', 'built-in'),
      call('POST', '/analyse/xml_analysis', '解析 XML 造价文件（汇总）', 'built-in'),
      call('POST', '/trade/review/batch-upload', '评审文件批量上传', 'built-in'),
      call('POST', '/message/v1/publish/upload-notice', '发布评审文件上传通知', 'built-in'),
    ],
  },
  {
    key: 'material',
    label: '材料价格',
    source: '规格 002 §7 Material prices',
    systemCodes: ['material_price'],
    calls: [
      call('GET', '/material/price/period-list', '材料价格的发布期次', 'built-in'),
      call('GET', '/material/history/period-list', '历史价格的发布期次', 'built-in'),
      call('POST', '/material/price/city-list', '材料价格的城市', 'built-in'),
      call('POST', '/material/history/city-list', '历史价格的城市', 'built-in'),
      call('POST', '/material/price/material/title-list', '材料名称列表', 'built-in'),
      call('POST', '/material/history/material/title-list', '历史价格的材料名称列表', 'built-in'),
      call('POST', '/material/price/material/info-list', '材料价格列表', 'built-in'),
      call('POST', '/material/history/material/info-list', '历史价格列表', 'built-in'),
      call('POST', '/material/history/material/classification', '材料分类（树）', 'built-in'),
      call('POST', '/material/price/material/material-group', '按材料分组的条数', 'built-in'),
      call('POST', '/material/price/material/counties', '材料价格的区县', 'built-in'),
    ],
  },
  {
    key: 'task',
    label: '任务统计',
    source: '规格 002 §7 Tasks',
    systemCodes: ['task_center'],
    calls: [
      call('GET', '/task/v1/todo-statistics/todo-list', '审核任务统计：合计、按系统、按月份', 'built-in'),
      call('GET', '/task/v1/todo-statistics/region', '按地区统计审核任务', 'built-in'),
      call('GET', '/task/v1/todo-statistics/enterprise', '按企业统计待办', 'built-in'),
      call('GET', '/task/v1/todo-statistics/participate-ent-list', '参与企业列表', 'built-in'),
      call('POST', '/task/v1/todo-statistics/export-participate-list', '导出参与企业列表（Excel）', 'built-in'),
    ],
  },
  {
    key: 'notification',
    label: '审核通知',
    source: '规格 002 §7 Notifications',
    systemCodes: ['notification'],
    calls: [
      call('GET', '/notification/v1/audit/system-list', '有待办的系统', 'built-in'),
      call('POST', '/notification/v1/audit/todo-list', '待办审核列表', 'built-in'),
    ],
  },
  {
    key: 'portal',
    label: '门户与公共服务',
    source: '规格 002 §7 Portal；规格 000 §7 Shell features（公共页面）',
    systemCodes: ['portal'],
    calls: [
      call('GET', '/portal/v1/home/platform', '平台信息', 'built-in'),
      call('GET', '/portal/v1/home/describe', '平台介绍', 'built-in'),
      call('GET', '/portal/v1/common/enterprise-types', '企业类型'),
      call('GET', '/portal/v1/common/practice-areas', '从业地区'),
      call('POST', '/guide/node/descritons', '办事指南说明', 'built-in'),
      call('POST', '/guide/node/faq-list', '常见问题', 'built-in'),
      call('GET', '/index-page/subject-info/scroll', '首页滚动的主体信息', 'built-in'),
      call('GET', '/index-page/subject-info/info', '主体信息详情', 'built-in'),
      call('POST', '/rp/v1/ignore/subject-info/all', '全部主体信息（公开）', 'built-in'),
      call('GET', '/index-page/trade-info/scroll', '首页滚动的交易信息'),
      call('POST', '/index-page/trade-info/all', '全部交易信息'),
      call('POST', '/index-page/trade-info/info', '交易信息详情'),
      call('POST', '/downloadSettings/external-list', '对外下载列表', 'built-in'),
    ],
  },
];

/** The area a system's code belongs to (exactly, or as `<code>_…`), if any. */
export function specAreaOf(systemCoding: string): SpecArea | undefined {
  return SPEC_AREAS.find((a) => a.systemCodes.some((c) => systemCoding === c || systemCoding.startsWith(`${c}_`)));
}
