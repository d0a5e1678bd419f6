import type { ApiApp, AppContext } from '../../context';
import { CatalogueService } from '../../catalogue/service';
import dispatcherRoutes from './dispatcher';
import catalogueConfigRoutes from './config';

/**
 * The call catalogue (docs/api.md "Business-call catalogue"): the designer's calls and the
 * dispatcher that serves every system's stored rows. The rows are read at start and again whenever
 * a save is heard of on the config bus (another instance's save; a lost listener's reconnect).
 */
export default async function catalogueRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const catalogue = CatalogueService.of(ctx, app);
  ctx.configBus.subscribe(() => {
    catalogue.index.reload().catch((err: unknown) => app.log.warn({ err }, 'call catalogue reload'));
  });
  await ctx.configBus.ready();
  await catalogue.index.reload();
  catalogueConfigRoutes(app, ctx, catalogue);
  dispatcherRoutes(app, ctx, catalogue);
}
