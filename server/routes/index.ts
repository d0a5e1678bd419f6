import type { RouteModule } from '../context';
import authRoutes from './auth';
import portalRoutes from './portal';
import menuRoutes from './menu';
import openapiRoutes from './openapi';

/** Every API area, registered in this order. */
export const ROUTE_MODULES: RouteModule[] = [authRoutes, portalRoutes, menuRoutes, openapiRoutes];
