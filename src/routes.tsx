import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccessGate } from './app/AccessGate';
import { withChunkTimeout } from './app/chunk-load';
import { RouteError } from './app/RouteError';
import { RouteRoles } from './app/RouteRoles';
import { VARIANT } from './app/variant';
import type { Role } from '../schemas/roles';
import LoginPage from './pages/login/LoginPage';
import { PageLoading } from './shared/PageLoading';
import { PORTAL_HOME, PORTAL_PAGES } from './pages/portal/portal-pages';

type PageModule = { default: ComponentType };

/** A page of the back office: shown inside the header / menu / footer layout. */
export interface PageRoute {
  path: string;
  /** Breadcrumb title when the page is not opened from a menu node. */
  title: string;
  /** Breadcrumb title when the address has no `?id=`, if the page is then something else. */
  bareTitle?: string;
  /** Breadcrumb title for a role when the page is something else to it (企业信息库 / 企业中心). */
  roleTitles?: Partial<Record<Role, string>>;
  /**
   * The roles that may use the page (absent: every logged-in role), as the server's calls behind
   * it allow them. Anyone else gets the one no-access page, before the page's chunk loads
   * (issue 45 point 13a, docs/shell.md "无权访问").
   */
  roles?: readonly Role[];
  load: () => Promise<PageModule>;
}

const ADMIN: readonly Role[] = ['M'];
const fiveInOneDetail = () => import('./pages/five-in-one/FiveInOneDetailPage');
const bidStep = () => import('./pages/bid-steps/BidStepPage');
const bidOverview = () => import('./pages/bid-steps/BidOverviewPage');
const ADMIN_DEV: readonly Role[] = ['M', 'D'];
/** 专家评审: experts are U accounts (docs/bidding.md "专家评审"); the server decides which U is an expert */
const EXPERT_ADMIN: readonly Role[] = ['U', 'M'];
const DEV: readonly Role[] = ['D'];
const reportChart = () => import('./pages/dynamic/DynamicChartPage');
/** 产品中心 (docs/download-centre.md): what the download centre lists, managed by administrators and developers */
const productCentre = () => import('./pages/product-centre/ProductCentrePage');

/** Routes not built yet; each is named, with what will build it, in pages/placeholder/planned-pages.ts. */
export const planned = () => import('./pages/placeholder/PlannedPage');
/** The same for a public page: full screen, without the back-office layout. */
export const plannedPublic = () => import('./pages/placeholder/PlannedPage').then((m) => ({ default: m.PlannedPublicPage }));

/**
 * THE ROUTE TABLE of the back office. To plug in a page, point its line at your module (or add a
 * line); `load` is a dynamic import so every page is its own chunk. Paths come from spec 000 §2;
 * menu clicks reach them through src/menu/route-for-menu.ts.
 */
export const BACK_OFFICE_PAGES: PageRoute[] = [
  // Without ?id= this is the system's welcome page (every role's landing page): its crumb is 首页.
  { path: '/system/pageConfig', title: '页面配置', bareTitle: '首页', load: () => import('./pages/system/PageConfigPage') },
  { path: '/system/companyInfo', title: '企业信息库', roleTitles: { U: '企业中心' }, load: () => import('./pages/system/CompanyInfoPage') },
  { path: '/userCenter/uCenter', title: '用户中心', load: () => import('./pages/user-center/UserCenterPage') },
  // Developer configuration (designer engineers: src/designer-routes/**).
  { path: '/system/allSystem', title: '全部系统', roles: ADMIN_DEV, load: () => import('./designer-routes/AllSystemsPage') },
  { path: '/system/menuSetUp', title: '系统配置', roles: ADMIN_DEV, load: () => import('./designer-routes/MenuSetUpPage') },
  { path: '/system/setUpList', title: '页面设计', roles: DEV, load: () => import('./designer-routes/PageDesignerPage') },
  { path: '/system/dictionaries', title: '字典管理', roles: ADMIN_DEV, load: () => import('./designer-routes/DictionaryPage') },
  { path: '/system/styleTemplate', title: '样式模板', roles: ADMIN_DEV, load: () => import('./designer-routes/StyleTemplatePage') },
  { path: '/system/setTypeCard', title: '类型卡片配置', roles: ADMIN_DEV, load: () => import('./designer-routes/TypeCardPage') },
  { path: '/system/echartsSetting', title: '图表配置', roles: ADMIN_DEV, load: () => import('./designer-routes/ChartSettingPage') },
  { path: '/configPage/productConfig', title: '产品中心配置', roles: ADMIN_DEV, load: productCentre },
  // Runtime pages (src/pages/dynamic/**).
  { path: '/dynamicPage/dynamicIndex', title: '列表', load: () => import('./pages/dynamic/DynamicListPage') },
  { path: '/dynamicPage/dynamicDetail', title: '详情', load: () => import('./pages/dynamic/DynamicDetailPage') },
  // Business pages reached from menu node types.
  { path: '/credit/analysis', title: '分析台', load: () => import('./pages/dynamic/DynamicChartPage') },
  { path: '/credit/commitmentbook', title: '信用承诺书', load: () => import('./pages/credit/CommitmentBookPage') },
  { path: '/credit/commitmentbookDetail', title: '信用承诺书', load: () => import('./pages/dynamic/DynamicDetailPage') },
  // 信用公示: a public list node (publicOf), drawn by the runtime's list page like any list.
  { path: '/credit/creditPublicList', title: '信用公示', load: () => import('./pages/dynamic/DynamicListPage') },
  { path: '/credit/changeAudit', title: '变更审核', roles: ADMIN_DEV, load: () => import('./pages/credit/ChangeAuditPage') },
  { path: '/credit/levelSetting', title: '等级设置', roles: ADMIN_DEV, load: () => import('./pages/credit/LevelSettingPage') },
  // 意见反馈 as administrators and developers read it (docs/shell.md "意见反馈")
  { path: '/system/feedbackList', title: '意见反馈', roles: ADMIN_DEV, load: () => import('./pages/system/FeedbackListPage') },
  { path: '/system/registrationAudit', title: '注册审核', roles: ADMIN, load: () => import('./pages/system/RegistrationAuditPage') },
  { path: '/system/smsOutbox', title: '短信发件箱', roles: ADMIN, load: () => import('./pages/system/SmsOutboxPage') },
  // 权限设置 (administrators, from the user menu): docs/administration.md "权限设置"
  { path: '/system/permissionsSet', title: '角色权限', roles: ADMIN_DEV, load: () => import('./pages/system/PermissionsSetPage') },
  // 审核级别与审核方式 (docs/administration.md; menu 信用评价 › 审核设置)
  { path: '/system/auditLevel', title: '审核级别', roles: ADMIN_DEV, load: () => import('./pages/system/audit/AuditLevelPage') },
  { path: '/system/auditWay', title: '审核方式', roles: ADMIN_DEV, load: () => import('./pages/system/audit/AuditWayPage') },
  { path: '/system/permissConfig', title: '审核权限', roles: ADMIN_DEV, load: () => import('./pages/system/audit/PermissConfigPage') },
  { path: '/system/adminInfo', title: '管理员审核', roles: ADMIN_DEV, load: () => import('./pages/system/audit/AdminInfoPage') },
  // 管理权限 and 人员信息 (administrators, from the user menu): docs/administration.md
  { path: '/system/managementInfo', title: '管理员管辖范围', roles: ADMIN, load: () => import('./pages/system/ManagementInfoPage') },
  { path: '/system/personnelInfo', title: '账号管理', roles: ADMIN, load: () => import('./pages/system/PersonnelInfoPage') },
  // 通知配置 (administrators, from the user menu) and 帮助 (everyone, from the floating bar): docs/shell.md "通知", "帮助"
  { path: '/system/transact', title: '业务办理', load: () => import('./pages/system/TransactPage') },
  { path: '/system/jumpNoticeCfg', title: '通知配置', roles: ADMIN, load: () => import('./pages/system/NoticeCfgPage') },
  { path: '/help', title: '帮助', load: () => import('./pages/help/HelpPage') },
  // 价格发布 and 材料价格 (docs/prices-and-tasks.md)
  { path: '/priceRelease/index', title: '价格发布', load: () => import('./pages/prices/PriceReleasePage') },
  { path: '/dexRecords/regAuditLogs', title: '审核日志', roles: ADMIN_DEV, load: () => import('./pages/dex/AuditLogsPage') },
  { path: '/dexRecords/txPushLogs', title: '推送记录', roles: ADMIN_DEV, load: () => import('./pages/dex/PushLogsPage') },
  // 变更申请: an enterprise's own change requests (docs/credit.md "Entry points")
  { path: '/applyIndex', title: '变更申请', load: () => import('./pages/credit/ChangeApplyPage') },
  { path: '/applyDetail', title: '变更详情', load: () => import('./pages/credit/ChangeApplyDetailPage') },
  // The credit system's entry to enterprise information: 企业信息库 for M and D, 企业中心 for U (docs/accounts.md).
  { path: '/credit/companyInfo', title: '企业信息', load: () => import('./pages/system/CompanyInfoPage') },
  // 场地预约日历: the venue list's calendar node (page kind calendar, docs/page-kinds/calendar.md)
  { path: '/meetingVenue/meeting', title: '场地预约日历', roles: ADMIN, load: () => import('./pages/venue/MeetingVenuePage') },
  // The rest of spec 000 §2, not built yet: each on the allow-list with the issue that builds it.
  // issue 48: projects
  // 五合一进场登记 (docs/projects.md): the list, and a project's detail with each tab a route of its own
  { path: '/fiveInOne/list', title: '进场登记', load: () => import('./pages/five-in-one/FiveInOneListPage') },
  { path: '/fiveInOne/detail', title: '项目详情', load: fiveInOneDetail },
  { path: '/fiveInOne/detail/xmxx', title: '项目信息', load: fiveInOneDetail },
  { path: '/fiveInOne/detail/cdyy', title: '场地预约', load: fiveInOneDetail },
  { path: '/fiveInOne/detail/zsgg', title: '资审公告', load: fiveInOneDetail },
  { path: '/fiveInOne/detail/zswj', title: '资审文件', load: fiveInOneDetail },
  { path: '/fiveInOne/detail/zjcq', title: '专家抽取', load: fiveInOneDetail },
  // 专家抽取 (docs/projects.md): the draws, 新建抽取, 替换, 复核
  { path: '/expertExtraction/extractList', title: '专家抽取', roles: ADMIN, load: () => import('./pages/experts/ExtractListPage') },
  // issue 49: bidding (专家评审: docs/bidding.md "专家评审")
  // 文件分析 (docs/bidding.md "文件分析 pages and the tree table"): bid files' cost-estimate detection
  { path: '/fileAnalysis/index', title: '文件检测', load: () => import('./pages/file-analysis/FileAnalysisIndexPage') },
  { path: '/fileAnalysis/deatil', title: '文件分析详情', load: () => import('./pages/file-analysis/FileAnalysisDetailPage') },
  { path: '/bidEvaluationSys/overview', title: '评标系统', load: bidOverview },
  { path: '/bidEvaluationSys/reviewProcess/:bianma', title: '评审过程', roles: EXPERT_ADMIN, load: () => import('./pages/evaluation/pages').then((m) => ({ default: m.ReviewProcessPage })) },
  { path: '/bidEvaluationSys/ZSbidEvaluation', title: '资审评审', roles: EXPERT_ADMIN, load: () => import('./pages/evaluation/PartEvaluationPage').then((m) => ({ default: m.ZsPage })) },
  { path: '/bidEvaluationSys/JSbidEvaluation', title: '技术评审', roles: EXPERT_ADMIN, load: () => import('./pages/evaluation/PartEvaluationPage').then((m) => ({ default: m.JsPage })) },
  { path: '/bidEvaluationSys/SWbidEvaluation', title: '商务评审', roles: EXPERT_ADMIN, load: () => import('./pages/evaluation/PartEvaluationPage').then((m) => ({ default: m.SwPage })) },
  { path: '/bidZj/YsZj', title: '专家评标', roles: EXPERT_ADMIN, load: () => import('./pages/evaluation/pages').then((m) => ({ default: m.ReviewProjectsPage })) },
  { path: '/bidZj/KbZj', title: '开标专家', roles: EXPERT_ADMIN, load: () => import('./pages/evaluation/pages').then((m) => ({ default: m.OpeningExpertsPage })) },
  { path: '/bid/overview', title: '开标大厅', load: bidOverview },
  { path: '/bid/reviewProcess', title: '评审过程', roles: ADMIN, load: () => import('./pages/evaluation/pages').then((m) => ({ default: m.AdminReviewProcessPage })) },
  { path: '/bid/bidMeet', title: '评审汇总', roles: ADMIN, load: () => import('./pages/evaluation/pages').then((m) => ({ default: m.BidMeetPage })) },
  ...(
    [
      ['bidBegin', '开标准备'],
      ['bidSign', '投标人签到'],
      ['bidSignSw', '商务签到'],
      ['bidSignZj', '专家签到'],
      ['bidDoc', '开标唱标'],
      ['bidMethod', '评标办法'],
      ['bidMethodJs', '技术评审办法'],
      ['bidMethodSw', '商务评审办法'],
      ['bidReview', '技术评审'],
      ['bidReviewSw', '商务评审'],
      ['bidResult', '评标结果'],
      ['bidOverview', '开标概况'],
      ['zjInfo', '专家信息'],
    ] as const
  ).map(([step, title]) => ({ path: `/bidStep/${step}`, title, load: bidStep })),
  // issue 50: prices, tasks, reports, guarantees, locks
  { path: '/custom/viewProgress', title: '任务进度', roles: ADMIN_DEV, load: () => import('./pages/tasks/ViewProgressPage') },
  { path: '/custom/statistics', title: '全量统计', roles: ADMIN_DEV, load: () => import('./pages/tasks/StatisticsPage') },
  { path: '/custom/completeCount', title: '项目统计', roles: ADMIN_DEV, load: () => import('./pages/tasks/CompleteCountPage') },
  { path: '/custom/materialPrices', title: '材料价格', load: () => import('./pages/prices/MaterialPricesPage') },
  // 保函管理 (docs/guarantees.md): the list node trade-guarantees and the form node trade-guarantee, drawn by the runtime
  { path: '/custom/guarantee', title: '保函管理', load: () => import('./pages/dynamic/DynamicListPage') },
  { path: '/lock', title: '锁管理', roles: ADMIN_DEV, load: () => import('./pages/lock/LockPage') },
  { path: '/standardFile/letterBook', title: '保函', load: () => import('./pages/dynamic/DynamicDetailPage') },
  // 监测报告 and its pages (docs/guarantees.md "Report pages"): chart nodes and a public list node of the trade system
  { path: '/demoPublicPage/detailsList', title: '明细列表', roles: ADMIN_DEV, load: () => import('./pages/dynamic/DynamicListPage') },
  { path: '/demoPublicPage/perDetails', title: '明细详情', roles: ADMIN_DEV, load: reportChart },
  { path: '/demoPublicPage/priceLimitDetails', title: '限价详情', roles: ADMIN_DEV, load: reportChart },
  { path: '/demoPublicPage/indicatorDet', title: '指标详情', roles: ADMIN_DEV, load: reportChart },
  { path: '/demoPublicPage/monitoringReport', title: '监测报告', roles: ADMIN_DEV, load: reportChart },
  // issue 51: the download centre and the product centre
  { path: '/productCenter/fileDownload', title: '文件下载', load: () => import('./pages/download-centre/DownloadCentrePage').then((m) => ({ default: m.FileDownloadPage })) },
  { path: '/productCenter/videoDownload', title: '视频下载', load: () => import('./pages/download-centre/DownloadCentrePage').then((m) => ({ default: m.VideoDownloadPage })) },
  { path: '/productCenter/systemPlatform', title: '系统平台', roles: ADMIN_DEV, load: productCentre },
];

/**
 * Public pages of spec 000 §2 (no token, no back-office layout): the public portal and the no-token
 * paths (issue 51, docs/portal.md; a visitor who opens one gets them from the public entry,
 * src/portal-app, and the back office routes them too for its login page's links) and /venue
 * (issue 48). `/` is the portal's home in the portal variant and the login page in the login
 * variant (src/app/variant.ts).
 */
export const PUBLIC_PAGES: PageRoute[] = [
  ...PORTAL_PAGES,
  // the confirmed bookings of the rooms, read-only, through public catalogue rows (issue 48)
  { path: '/venue', title: '场地预约', load: () => import('./pages/venue/VenuePage') },
];

/**
 * Logged-in full-screen routes outside the back-office layout (the designer adds its editor here,
 * from src/designer-routes/**). Each entry is an ordinary react-router RouteObject.
 */
export const FULLSCREEN_ROUTES: RouteObject[] = [];

/**
 * A lazily loaded component with its own loading state. Every route's chunk passes here, so this is
 * where the 120000 ms chunk deadline applies; a chunk that fails or times out reaches the route's
 * error element (RouteError), which offers 重新加载.
 */
export function lazyElement(load: () => Promise<PageModule>, fullscreen = false) {
  const Page = lazy(withChunkTimeout(load));
  return (
    <Suspense fallback={<PageLoading fullscreen={fullscreen} />}>
      <Page />
    </Suspense>
  );
}

/** Every route of the app, under the access gate. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AccessGate />,
      // Anything thrown below without a nearer error element (the login page, /judge, the layout's
      // own chunk, the designer): a full-screen Chinese message instead of React Router's page.
      errorElement: <RouteError fullscreen />,
      children: [
        // Login variant: `/` is the login page while logged out (the gate sends a logged-in user home);
        // portal variant: the public home (docs/portal.md "Which `/`").
        { path: '/', element: VARIANT === 'portal' ? lazyElement(PORTAL_HOME.load, true) : <LoginPage /> },
        { path: '/login', element: <LoginPage /> },
        // Reached from the login page without a token (docs/accounts.md); PUBLIC_PATHS lists them.
        { path: '/register', element: lazyElement(() => import('./pages/account/RegisterPage'), true) },
        { path: '/activate', element: lazyElement(() => import('./pages/account/ActivatePage'), true) },
        { path: '/forgetPassword', element: lazyElement(() => import('./pages/account/ForgotPasswordPage'), true) },
        { path: '/judge', element: lazyElement(() => import('./pages/judge/JudgePage'), true) },
        {
          // The back office (header, menu, footer) is its own chunk: the login page never loads it.
          element: lazyElement(() => import('./layout/BackOffice'), true),
          // A page's error shows inside the layout: the header and the menu stay usable.
          children: BACK_OFFICE_PAGES.map((p) => ({
            path: p.path,
            handle: { title: p.title, bareTitle: p.bareTitle, roleTitles: p.roleTitles },
            element: <RouteRoles allow={p.roles}>{lazyElement(p.load)}</RouteRoles>,
            errorElement: <RouteError />,
          })),
        },
        ...PUBLIC_PAGES.map((p) => ({ path: p.path, handle: { title: p.title }, element: lazyElement(p.load, true) })),
        ...FULLSCREEN_ROUTES,
        { path: '*', element: lazyElement(() => import('./pages/not-found/NotFoundPage'), true) },
      ],
    },
  ];
}
