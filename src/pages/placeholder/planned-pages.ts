import { matchesRoute } from './spec-routes';

/**
 * The dead-end allow-list: every route of the table (src/routes.tsx) that still shows PlannedPage
 * (功能建设中), with the open issue that builds it; PlannedPage shows that line to the user.
 * planned-pages.test.ts fails when a route points at PlannedPage without a line here, or a line
 * names a route that no longer does; the walker fails when an allow-listed route shows anything but
 * 功能建设中 and the issue, so the list only ever shrinks.
 */
export const PLANNED_PAGES: Readonly<Record<string, string>> = {};

/** The allow-list line of an address (`/bidEvaluationSys/reviewProcess/ZS` finds its `:bianma` route). */
export function plannedFor(pathname: string): string | undefined {
  const path = Object.keys(PLANNED_PAGES).find((p) => matchesRoute(p, pathname));
  return path ? PLANNED_PAGES[path] : undefined;
}
