import type { ComponentType } from 'react';

/** A page of the public portal: its path, its title and its chunk. */
export interface PortalPage {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The portal's pages (docs/portal.md), one chunk each. Both apps route them: the public entry
 * (src/portal-app) when a visitor opens one, the back office when its login page links there.
 */
const noToken = () => import('./NoTokenPage');
export const PORTAL_PAGES: PortalPage[] = [
  { path: '/transac', title: '交易信息', load: () => import('./TransacPage') },
  { path: '/transac-news', title: '交易公告', load: () => import('./TransacNewsPage') },
  { path: '/market', title: '市场主体', load: () => import('./MarketPage') },
  { path: '/market-list', title: '主体列表', load: () => import('./MarketListPage') },
  { path: '/market-details', title: '主体详情', load: () => import('./MarketDetailsPage') },
  { path: '/realName', title: '实名认证登录', load: noToken },
  { path: '/creditCode', title: '统一社会信用代码登录', load: noToken },
  { path: '/auth', title: '统一身份认证', load: noToken },
  { path: '/admin-business', title: '业务办理', load: noToken },
  { path: '/caLogin', title: 'CA 登录', load: noToken },
  { path: '/caLoginPage', title: 'CA 登录', load: noToken },
  { path: '/caRegister', title: 'CA 注册', load: noToken },
];

/** `/` of the portal variant. */
export const PORTAL_HOME: PortalPage = { path: '/', title: '首页', load: () => import('./HomePage') };
