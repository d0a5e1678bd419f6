/**
 * The page kinds the runtime draws, one folder each (the kinds themselves: schemas/page-kinds.ts),
 * listed by the route that shows them: detail-views.ts, list-views.ts and dashboard-views.ts.
 */
import { Registry } from '../../schemas/registry';
import type { PageView } from './define';
import { detailViews } from './detail-views';
import { listViews } from './list-views';
import { dashboardViews } from './dashboard-views';

export const pageViews = new Registry<PageView>([...detailViews.values(), ...listViews.values(), ...dashboardViews.values()].map((v) => [v.kind, v] as const));

export { detailPageOf } from './detail-views';
export { listPageOf } from './list-views';
export { dashboardPageOf } from './dashboard-views';
