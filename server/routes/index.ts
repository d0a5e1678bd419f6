import type { RouteModule } from '../context';
import authRoutes from './auth';
import portalRoutes from './portal';
import menuRoutes from './menu';
import openapiRoutes from './openapi';
import structureRoutes from './structure';
import dictionaryRoutes from './dictionary';
import nodeRoutes from './nodes';
import recordsRoutes from './records';
import oplogRoutes from './oplog';
import fileRoutes from './files';
import authorityRoutes from './authority';
import rfcRoutes from './rfc';
import catalogueRoutes from './catalogue';
import levelRoutes from './levels';
import basicRoutes from './basic';
import creditRoutes from './credit';
import feedbackRoutes from './feedback';
import messageRoutes from './messages';
import individualRoutes from './individual';
import accountRoutes from './account';
import noticeRoutes from './notices';
import helpRoutes from './help';

/** Every API area, registered in this order. */
export const ROUTE_MODULES: RouteModule[] = [authRoutes, portalRoutes, menuRoutes, dictionaryRoutes, nodeRoutes, structureRoutes, recordsRoutes, rfcRoutes, catalogueRoutes, levelRoutes, creditRoutes, basicRoutes, feedbackRoutes, noticeRoutes, helpRoutes, accountRoutes, individualRoutes, messageRoutes, oplogRoutes, authorityRoutes, fileRoutes, openapiRoutes];
