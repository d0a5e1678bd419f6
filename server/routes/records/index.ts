import type { ApiApp, AppContext } from '../../context';
import recordRoutes from './record';
import listRoutes from './list';
import workflowRoutes from './workflow';
import typeCardCountRoutes from './type-card-counts';

/** Records of list nodes (docs/records.md): save and detail, lists and export, the workflow. */
export default function recordsRoutes(app: ApiApp, ctx: AppContext): void {
  recordRoutes(app, ctx);
  listRoutes(app, ctx);
  workflowRoutes(app, ctx);
  typeCardCountRoutes(app, ctx);
}
