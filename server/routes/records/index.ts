import type { ApiApp, AppContext } from '../../context';
import recordRoutes from './record';
import listRoutes from './list';
import workflowRoutes from './workflow';
import typeCardCountRoutes from './type-card-counts';
import chartRoutes from './chart';
import latestRoutes from './latest';
import mineRoutes from './mine';

/** Records of list nodes (docs/records.md): save and detail, lists and export, the workflow, chart data. */
export default function recordsRoutes(app: ApiApp, ctx: AppContext): void {
  recordRoutes(app, ctx);
  listRoutes(app, ctx);
  workflowRoutes(app, ctx);
  typeCardCountRoutes(app, ctx);
  chartRoutes(app, ctx);
  latestRoutes(app, ctx);
  mineRoutes(app, ctx);
}
