import type { MenuItem, SystemSummary } from '../../schemas/system';
import { get, post } from './client';

/** Systems the current user may enter. */
export const fetchSystems = () => get<SystemSummary[]>('/ks/config/new/node/system-list');

/** The menu tree of one system, already filtered by the caller's role on the server. */
export const fetchMainMenus = (systemCoding: string) => post<MenuItem[]>('/ks/menu/v1/menus/main-menus', { systemCoding });
