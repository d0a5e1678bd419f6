import { matchesRoute } from './spec-routes';

/** The open issues that build the routes still on the allow-list (what PlannedPage names). */
const BY_ISSUE = {
  50: 'issue 50：材料价格、任务统计、监测报告、保函与锁管理',
  51: 'issue 51：公共门户与下载中心',
} as const;

/**
 * The dead-end allow-list: every route of the table (src/routes.tsx) that still shows PlannedPage
 * (功能建设中), with the open issue that builds it; PlannedPage shows that line to the user.
 * planned-pages.test.ts fails when a route points at PlannedPage without a line here, or a line
 * names a route that no longer does; the walker fails when an allow-listed route shows anything but
 * 功能建设中 and the issue, so the list only ever shrinks.
 */
export const PLANNED_PAGES: Readonly<Record<string, string>> = {
};

/** The allow-list line of an address (`/bidEvaluationSys/reviewProcess/ZS` finds its `:bianma` route). */
export function plannedFor(pathname: string): string | undefined {
  const path = Object.keys(PLANNED_PAGES).find((p) => matchesRoute(p, pathname));
  return path ? PLANNED_PAGES[path] : undefined;
}
