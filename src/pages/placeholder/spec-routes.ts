/**
 * Every route of spec 000 §2 "Screens and routes": the public-service pages, the paths that need no
 * token and the back-office routes with their children (83 of them, /login, / and /judge included).
 * planned-pages.test.ts checks that each one is in the route table (src/routes.tsx), built or on the
 * allow-list; the dead-end walker (e2e/dead-ends.spec.ts) opens each one directly.
 *
 * `by` is the demo role that may use the page (M administrator, D developer, U enterprise user, or
 * `anon` for a visitor without a token); the walker opens the route as that role only (what other
 * roles meet there is the no-access page's test). `open` is the address the walker opens when the
 * bare path is not a useful page: a menu node's `?id=`, a sample `{bianma}`.
 */
export interface SpecRoute {
  /** The route-table pattern (`:bianma` for a parameter). */
  path: string;
  by: 'M' | 'D' | 'U' | 'anon';
  open?: string;
}

const each = (base: string, children: string[], by: SpecRoute['by']): SpecRoute[] => children.map((c) => ({ path: `${base}/${c}`, by }));

/** The public-service pages and the paths that need no token (docs/portal.md). `/` is the login page in the login build variant. */
export const SPEC_PUBLIC_ROUTES: readonly SpecRoute[] = [
  ...['/', '/login', '/transac', '/transac-news', '/market', '/market-list', '/market-details'].map((path) => ({ path, by: 'anon' as const })),
  ...['/realName', '/creditCode', '/auth', '/admin-business', '/caLogin', '/caLoginPage', '/caRegister', '/venue'].map((path) => ({ path, by: 'anon' as const })),
];

/** The back-office routes (a system chosen first: without one the shell sends the user to /judge). */
export const SPEC_BACK_OFFICE_ROUTES: readonly SpecRoute[] = [
  { path: '/judge', by: 'U' },
  { path: '/expertExtraction/extractList', by: 'M' },
  ...each('/system', ['styleTemplate', 'allSystem', 'setTypeCard'], 'D'),
  { path: '/system/menuSetUp', by: 'D', open: '/system/menuSetUp?systemCoding=credit_eval' },
  { path: '/system/echartsSetting', by: 'D' },
  { path: '/system/setUpList', by: 'D', open: '/system/setUpList?id=credit-apply&systemCoding=credit_eval' },
  { path: '/system/pageConfig', by: 'U' },
  { path: '/system/companyInfo', by: 'U', open: '/system/companyInfo?type=1' },
  ...each('/system', ['permissionsSet', 'adminInfo', 'auditLevel', 'auditWay', 'permissConfig', 'managementInfo', 'personnelInfo', 'jumpNoticeCfg'], 'M'),
  { path: '/system/transact', by: 'U' },
  { path: '/userCenter/uCenter', by: 'U' },
  // 监测报告 and its pages: chart nodes and a list node of the trade system (docs/guarantees.md "Report pages")
  ...(
    [
      ['detailsList', 'trade-report-details'],
      ['perDetails', 'trade-report-per-details'],
      ['priceLimitDetails', 'trade-report-price-limits'],
      ['indicatorDet', 'trade-report-indicators'],
      ['monitoringReport', 'trade-report-monitoring'],
    ] as const
  ).map(([page, node]) => ({ path: `/demoPublicPage/${page}`, by: 'M' as const, open: `/demoPublicPage/${page}?id=${node}` })),
  { path: '/configPage/productConfig', by: 'D' },
  { path: '/credit/analysis', by: 'M', open: '/credit/analysis?id=credit-home' },
  // administrators see the list, others the detail
  { path: '/credit/commitmentbook', by: 'M', open: '/credit/commitmentbook?id=credit-commitment' },
  { path: '/credit/commitmentbookDetail', by: 'U', open: '/credit/commitmentbookDetail?id=credit-commitment' },
  { path: '/credit/creditPublicList', by: 'U', open: '/credit/creditPublicList?id=credit-public' },
  { path: '/credit/companyInfo', by: 'M' },
  { path: '/dynamicPage/dynamicIndex', by: 'M', open: '/dynamicPage/dynamicIndex?id=credit-record-list' },
  { path: '/dynamicPage/dynamicDetail', by: 'U', open: '/dynamicPage/dynamicDetail?id=credit-apply' },
  { path: '/meetingVenue/meeting', by: 'M', open: '/meetingVenue/meeting?id=trade-venue' },
  { path: '/applyIndex', by: 'U' },
  // one record's changes: the walker puts a record of the enterprise's own in `businessId`
  { path: '/applyDetail', by: 'U', open: '/applyDetail?gnCoding=credit-record-list&systemCoding=credit_eval&businessId=' },
  // 保函: one demo letter (docs/guarantees.md)
  { path: '/standardFile/letterBook', by: 'M', open: '/standardFile/letterBook?id=trade-guarantee&recordId=trade-guarantee-0001' },
  ...each('/fileAnalysis', ['index', 'deatil'], 'M'),
  ...each('/productCenter', ['fileDownload', 'videoDownload'], 'U'),
  { path: '/productCenter/systemPlatform', by: 'M' },
  { path: '/lock', by: 'M' },
  ...each('/custom', ['viewProgress', 'statistics', 'completeCount', 'materialPrices'], 'M'),
  { path: '/custom/guarantee', by: 'M', open: '/custom/guarantee?id=trade-guarantees' },
  // 五合一: a demo project of 华建 with every registration made (docs/projects.md "Demo data"); the bare detail is a new project
  { path: '/fiveInOne/list', by: 'U' },
  { path: '/fiveInOne/detail', by: 'U' },
  ...['xmxx', 'cdyy', 'zsgg', 'zswj', 'zjcq'].map((tab) => ({ path: `/fiveInOne/detail/${tab}`, by: 'U' as const, open: `/fiveInOne/detail/${tab}?id=trade-project-list-0004` })),
  ...each('/dexRecords', ['txPushLogs', 'regAuditLogs'], 'M'),
  { path: '/priceRelease/index', by: 'M' },
  ...each('/bidEvaluationSys', ['overview', 'ZSbidEvaluation', 'JSbidEvaluation', 'SWbidEvaluation'], 'M'),
  { path: '/bidEvaluationSys/reviewProcess/:bianma', by: 'M', open: '/bidEvaluationSys/reviewProcess/ZS' },
  ...each('/bidZj', ['YsZj', 'KbZj'], 'M'),
  ...each('/bid', ['overview', 'reviewProcess', 'bidMeet'], 'M'),
  // 开标步骤: each step of the demo project part-way through them (docs/bidding.md "开标步骤")
  ...['bidBegin', 'bidSign', 'bidSignSw', 'bidSignZj', 'bidDoc', 'bidMethod', 'bidMethodJs', 'bidMethodSw', 'bidReview', 'bidReviewSw', 'bidResult', 'bidOverview', 'zjInfo'].map((step) => ({
    path: `/bidStep/${step}`,
    by: 'M' as const,
    open: `/bidStep/${step}?xmId=trade-project-list-0004`,
  })),
];

/** Whether `pathname` is an address of the route pattern `path` (`:name` matches one segment). */
export function matchesRoute(path: string, pathname: string): boolean {
  const pattern = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${pattern.join('/')}/?$`).test(pathname);
}
