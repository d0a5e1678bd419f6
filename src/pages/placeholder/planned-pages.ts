/**
 * The dead-end allow-list: every back-office route that still shows PlannedPage (功能建设中), with
 * the open issue that builds it. planned-pages.test.ts fails when a route points at PlannedPage
 * without a line here, or a line names a route that no longer does.
 */
export const PLANNED_PAGES: Readonly<Record<string, string>> = {
  '/configPage/productConfig': '产品中心配置：下载中心与系统平台（公共门户，信用评价之后，按同样方式配置）',
  '/fileAnalysis/index': '造价文件检测（项目与交易业务系统，信用评价之后，按同样方式配置）',
  '/lock': '锁管理：读取企业 CA 加密锁状态，需接入证书服务商（同 CA 登录，见 docs/supervision.md）',
  '/meetingVenue/meeting': '项目与交易业务系统（信用评价之后，按同样方式配置）',
  '/priceRelease/index': '价格发布业务系统（信用评价之后，按同样方式配置）',
  '/demoPublicPage/monitoringReport': '公共门户（信用评价之后，按同样方式配置）',
  '/fiveInOne/list': '项目与交易业务系统（信用评价之后，按同样方式配置）',
  '/custom/statistics': '项目与交易业务系统（信用评价之后，按同样方式配置）',
  '/custom/completeCount': '项目与交易业务系统（信用评价之后，按同样方式配置）',
  '/custom/guarantee': '项目与交易业务系统（信用评价之后，按同样方式配置）',
  '/bidEvaluationSys/overview': '评标业务系统（信用评价之后，按同样方式配置）',
  '/bidZj/YsZj': '评标业务系统（信用评价之后，按同样方式配置）',
  '/bid/overview': '评标业务系统（信用评价之后，按同样方式配置）',
};
