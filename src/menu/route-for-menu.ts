import type { MenuItem } from '../../schemas/system';
import type { Role } from '../../schemas/roles';
import { EXPERT_MENU_PROPERTY } from '../../schemas/evaluation';
import { PAGE_KINDS, suggestedKind, type PageKindTraits } from '../../schemas/page-kinds';

type MenuNode = Pick<MenuItem, 'id' | 'title' | 'nodeProperties'>;

export const PAGE_CONFIG = '/system/pageConfig';
export const DYNAMIC_LIST = '/dynamicPage/dynamicIndex';
export const DYNAMIC_DETAIL = '/dynamicPage/dynamicDetail';
export const VENUE_CALENDAR = '/meetingVenue/meeting';
export const CHART_DASHBOARD = '/credit/analysis';
export const CHART_SETTING = '/system/echartsSetting';

/** The route that shows a node of a kind that opens at `opens` (schemas/page-kinds.ts). */
const LIVE_PAGE: Readonly<Record<PageKindTraits['opens'], string>> = { detail: DYNAMIC_DETAIL, list: DYNAMIC_LIST, dashboard: CHART_DASHBOARD };
export const livePageOf = (opens: PageKindTraits['opens']): string => LIVE_PAGE[opens];

// A card list is a list page too: DynamicListPage draws cards when the node's config kind is 'card'.
const LIST_PROPERTIES = ['列表', '动态列表', '卡片列表'];
const DETAIL_PROPERTIES = ['详情', '动态详情'];

/**
 * Node property text → page of spec 000 §2 "Menu click routing". Pages other engineers build plug
 * in by path in src/routes.tsx; a property missing here opens page config.
 */
export const PAGE_BY_PROPERTY: Readonly<Record<string, string>> = {
  评标系统: '/bidEvaluationSys/overview',
  [EXPERT_MENU_PROPERTY]: '/bidZj/YsZj',
  开标大厅: '/bid/overview',
  监测报告: '/demoPublicPage/monitoringReport',
  分析台: CHART_DASHBOARD,
  承诺书: '/credit/commitmentbook',
  // changes across records for the administrators' audit (docs/credit.md "Entry points")
  变更审核: '/credit/changeAudit',
  等级设置: '/credit/levelSetting',
  意见反馈: '/system/feedbackList',
  // 审核级别与审核方式 (docs/administration.md)
  审核级别: '/system/auditLevel',
  审核方式: '/system/auditWay',
  审核权限: '/system/permissConfig',
  管理员审核: '/system/adminInfo',
  信用列表: '/credit/creditPublicList',
  申请列表: '/applyIndex',
  文件分析: '/fileAnalysis/index',
  锁管理: '/lock',
  进场登记: '/fiveInOne/list',
  专家抽取: '/expertExtraction/extractList',
  全量统计: '/custom/statistics',
  项目统计: '/custom/completeCount',
  // spec 000 §2 routes /custom/viewProgress but names no property for it: ours, beside the two it names
  任务进度: '/custom/viewProgress',
  交易推送: '/dexRecords/txPushLogs',
  监管审核: '/dexRecords/regAuditLogs',
  价格发布: '/priceRelease/index',
  材料价格: '/custom/materialPrices',
  保函管理: '/custom/guarantee',
  保函: '/standardFile/letterBook',
  // 监测报告's pages (docs/guarantees.md "Report pages")
  指标详情: '/demoPublicPage/indicatorDet',
  限价详情: '/demoPublicPage/priceLimitDetails',
  明细列表: '/demoPublicPage/detailsList',
  明细详情: '/demoPublicPage/perDetails',
};

const withId = (path: string, id: string) => `${path}${path.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;

/** Where a click on a menu leaf goes, for a user of `role` (M admin, D developer, U user). */
export function routeForMenu(item: MenuNode, role: Role): string {
  const property = item.nodeProperties.trim();
  const admin = role === 'M';
  if (LIST_PROPERTIES.includes(property)) {
    // A venue-reservation dynamic list is the reservation calendar for administrators.
    if (admin && item.title.includes('场地预约')) return withId(VENUE_CALENDAR, item.id);
    // Enterprise users opening the enterprise-information node see their own record.
    if (role === 'U' && item.title.includes('企业信息')) return withId(DYNAMIC_DETAIL, item.id);
    return withId(DYNAMIC_LIST, item.id);
  }
  if (DETAIL_PROPERTIES.includes(property)) return withId(DYNAMIC_DETAIL, item.id);
  // An overview list is a list for administrators and the detail page for everybody else.
  if (property === '总览列表') return withId(admin ? DYNAMIC_LIST : DYNAMIC_DETAIL, item.id);
  const page = PAGE_BY_PROPERTY[property];
  if (page) return withId(page, item.id);
  // A property naming a page kind (its suggestedBy words) opens the route of that kind, so a new
  // kind is reachable from a menu without a line here.
  const kind = property ? suggestedKind(property) : undefined;
  return withId(kind ? livePageOf(PAGE_KINDS[kind].opens) : PAGE_CONFIG, item.id);
}

/** Where a developer's node-setup gear goes: chart setting, product-centre config or list setup. */
export function routeForNodeSetup(item: MenuNode): string {
  const property = item.nodeProperties.trim();
  if (property.includes('图表')) return withId(CHART_SETTING, item.id);
  if (property.includes('产品中心')) return withId('/configPage/productConfig', item.id);
  return withId('/system/setUpList', item.id);
}
