import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AccessGate } from './app/AccessGate';
import { withChunkTimeout } from './app/chunk-load';
import { RouteError } from './app/RouteError';
import LoginPage from './pages/login/LoginPage';
import { PageLoading } from './shared/PageLoading';

type PageModule = { default: ComponentType };

/** A page of the back office: shown inside the header / menu / footer layout. */
export interface PageRoute {
  path: string;
  /** Breadcrumb title when the page is not opened from a menu node. */
  title: string;
  /** Breadcrumb title when the address has no `?id=`, if the page is then something else. */
  bareTitle?: string;
  load: () => Promise<PageModule>;
}

/** Routes not built yet; each is named, with what will build it, in pages/placeholder/planned-pages.ts. */
export const planned = () => import('./pages/placeholder/PlannedPage');

/**
 * THE ROUTE TABLE of the back office. To plug in a page, point its line at your module (or add a
 * line); `load` is a dynamic import so every page is its own chunk. Paths come from spec 000 §2;
 * menu clicks reach them through src/menu/route-for-menu.ts.
 */
export const BACK_OFFICE_PAGES: PageRoute[] = [
  // Without ?id= this is the system's welcome page (every role's landing page): its crumb is 首页.
  { path: '/system/pageConfig', title: '页面配置', bareTitle: '首页', load: () => import('./pages/system/PageConfigPage') },
  { path: '/system/companyInfo', title: '企业信息', load: () => import('./pages/system/CompanyInfoPage') },
  { path: '/userCenter/uCenter', title: '用户中心', load: () => import('./pages/user-center/UserCenterPage') },
  // Developer configuration (designer engineers: src/designer-routes/**).
  { path: '/system/allSystem', title: '全部系统', load: () => import('./designer-routes/AllSystemsPage') },
  { path: '/system/menuSetUp', title: '系统配置', load: () => import('./designer-routes/MenuSetUpPage') },
  { path: '/system/setUpList', title: '页面设计', load: () => import('./designer-routes/PageDesignerPage') },
  { path: '/system/dictionaries', title: '字典管理', load: () => import('./designer-routes/DictionaryPage') },
  { path: '/system/styleTemplate', title: '样式模板', load: () => import('./designer-routes/StyleTemplatePage') },
  { path: '/system/setTypeCard', title: '类型卡片配置', load: () => import('./designer-routes/TypeCardPage') },
  { path: '/system/echartsSetting', title: '图表配置', load: () => import('./designer-routes/ChartSettingPage') },
  { path: '/configPage/productConfig', title: '产品中心配置', load: planned },
  // Runtime pages (src/pages/dynamic/**).
  { path: '/dynamicPage/dynamicIndex', title: '列表', load: () => import('./pages/dynamic/DynamicListPage') },
  { path: '/dynamicPage/dynamicDetail', title: '详情', load: () => import('./pages/dynamic/DynamicDetailPage') },
  // Business pages reached from menu node types.
  { path: '/meetingVenue/meeting', title: '场地预约日历', load: planned },
  { path: '/fileAnalysis/index', title: '文件分析', load: planned },
  { path: '/credit/analysis', title: '分析台', load: () => import('./pages/dynamic/DynamicChartPage') },
  { path: '/credit/commitmentbook', title: '信用承诺书', load: () => import('./pages/credit/CommitmentBookPage') },
  { path: '/credit/commitmentbookDetail', title: '信用承诺书', load: () => import('./pages/dynamic/DynamicDetailPage') },
  // 信用公示: a public list node (publicOf), drawn by the runtime's list page like any list.
  { path: '/credit/creditPublicList', title: '信用公示', load: () => import('./pages/dynamic/DynamicListPage') },
  { path: '/credit/changeAudit', title: '变更审核', load: () => import('./pages/credit/ChangeAuditPage') },
  { path: '/credit/levelSetting', title: '等级设置', load: () => import('./pages/credit/LevelSettingPage') },
  // 意见反馈 as administrators and developers read it (docs/shell.md "意见反馈")
  { path: '/system/feedbackList', title: '意见反馈', load: () => import('./pages/system/FeedbackListPage') },
  { path: '/system/registrationAudit', title: '注册审核', load: () => import('./pages/system/RegistrationAuditPage') },
  { path: '/system/smsOutbox', title: '短信发件箱', load: () => import('./pages/system/SmsOutboxPage') },
  // 权限设置 (administrators, from the user menu): docs/accounts.md "权限设置"
  { path: '/system/permissionsSet', title: '权限设置', load: () => import('./pages/system/PermissionsSetPage') },
  // 审核级别与审核方式 (docs/accounts.md; menu 信用评价 › 审核设置)
  { path: '/system/auditLevel', title: '审核级别', load: () => import('./pages/system/audit/AuditLevelPage') },
  { path: '/system/auditWay', title: '审核方式', load: () => import('./pages/system/audit/AuditWayPage') },
  { path: '/system/permissConfig', title: '审核权限', load: () => import('./pages/system/audit/PermissConfigPage') },
  { path: '/system/adminInfo', title: '管理员审核', load: () => import('./pages/system/audit/AdminInfoPage') },
  // 管理权限 and 人员信息 (administrators, from the user menu): docs/accounts.md
  { path: '/system/managementInfo', title: '管理权限', load: () => import('./pages/system/ManagementInfoPage') },
  { path: '/system/personnelInfo', title: '人员信息', load: () => import('./pages/system/PersonnelInfoPage') },
  // 通知配置 (administrators, from the user menu) and 帮助 (everyone, from the floating bar): docs/shell.md "通知", "帮助"
  { path: '/system/transact', title: '业务办理', load: () => import('./pages/system/TransactPage') },
  { path: '/system/jumpNoticeCfg', title: '通知配置', load: () => import('./pages/system/NoticeCfgPage') },
  { path: '/help', title: '帮助', load: () => import('./pages/help/HelpPage') },
  { path: '/priceRelease/index', title: '价格发布', load: planned },
  { path: '/dexRecords/regAuditLogs', title: '审核日志', load: () => import('./pages/dex/AuditLogsPage') },
  { path: '/dexRecords/txPushLogs', title: '推送记录', load: () => import('./pages/dex/PushLogsPage') },
  { path: '/demoPublicPage/monitoringReport', title: '监测报告', load: planned },
  // 变更申请: an enterprise's own change requests (docs/credit.md "Entry points")
  { path: '/applyIndex', title: '变更申请', load: () => import('./pages/credit/ChangeApplyPage') },
  { path: '/applyDetail', title: '变更详情', load: () => import('./pages/credit/ChangeApplyDetailPage') },
  { path: '/lock', title: '锁管理', load: planned },
  { path: '/fiveInOne/list', title: '进场登记', load: planned },
  { path: '/custom/statistics', title: '全量统计', load: planned },
  { path: '/custom/completeCount', title: '项目统计', load: planned },
  { path: '/custom/guarantee', title: '保函管理', load: planned },
  { path: '/bidEvaluationSys/overview', title: '评标系统', load: planned },
  { path: '/bidZj/YsZj', title: '专家评标', load: planned },
  { path: '/bid/overview', title: '开标大厅', load: planned },
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
        // Login variant: `/` is the login page while logged out (the gate sends a logged-in user home).
        { path: '/', element: <LoginPage /> },
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
            handle: { title: p.title, bareTitle: p.bareTitle },
            element: lazyElement(p.load),
            errorElement: <RouteError />,
          })),
        },
        ...FULLSCREEN_ROUTES,
        { path: '*', element: lazyElement(() => import('./pages/not-found/NotFoundPage'), true) },
      ],
    },
  ];
}
