import type { ApiApp, AppContext } from '../../context';
import systemRoutes from './systems';
import menuStructureRoutes from './menus';
import displayGroupRoutes from './display-groups';
import historyRoutes from './history';
import bundleRoutes from './bundle';
import styleTemplateRoutes from './style-templates';
import nodePickerRoutes from './node-pickers';
import iconChoiceRoutes from './icon-choices';

/** The designer's structure calls under /ks/config (docs/designer-api.md). */
export default async function structureRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  for (const register of [systemRoutes, menuStructureRoutes, displayGroupRoutes, historyRoutes, bundleRoutes, styleTemplateRoutes, nodePickerRoutes, iconChoiceRoutes]) register(app, ctx);
}
