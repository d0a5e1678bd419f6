/**
 * The page kinds that open at the dashboard route (/credit/analysis?id=…), a list of their own as
 * detail-views.ts and list-views.ts, so only that route's chunk holds the chart page.
 */
import type { ComponentType } from 'react';
import { Registry } from '../../schemas/registry';
import type { DashboardPageProps, PageView } from './define';
import chart from './chart';
import tabs from './tabs';
import calendar from './calendar';
import treeTable from './tree-table';
import steps from './steps';

export const dashboardViews = new Registry<PageView>([chart, tabs, calendar, treeTable, steps].map((v) => [v.kind, v] as const));

/** The page of a kind that opens at the dashboard route, or undefined. */
export function dashboardPageOf(kind: string): ComponentType<DashboardPageProps> | undefined {
  const view = dashboardViews.get(kind);
  return view?.opens === 'dashboard' ? view.Page : undefined;
}
