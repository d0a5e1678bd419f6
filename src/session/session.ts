import type { UserInfo } from '../../schemas/auth';
import type { Role } from '../../schemas/roles';
import { clearAll, getItem, removeItem, setItem } from './storage';

/** The selected system code pair sent with menu and configuration calls. */
export interface SysCode {
  systemCoding: string;
  gnCode: string;
}

/** The current system or area (spec 000 §3). */
export interface CurrentArea extends SysCode {
  id: string;
  systemName: string;
  title?: string;
}

/** The default menu home path of spec 000 §9. */
export const DEFAULT_HOME = '/system/pageConfig';

const K = {
  token: 'token',
  userInfo: 'userInfo',
  roles: 'roles',
  isAdmin: 'isAdmin',
  isDeveloper: 'isDeveloper',
  home: 'homePath',
  activeMenuId: 'activeMenuId',
  sysCode: 'sysCode',
  currentArea: 'currentArea',
  listInfo: 'listInfo',
  practiceShown: 'practiceShown',
  platformVersion: 'platformVersion',
} as const;

/** M gives admin, D developer, anything else an ordinary user (spec 000 §4). */
export const roleOf = (loginRoleType: string | undefined | null): Role =>
  loginRoleType === 'M' || loginRoleType === 'D' ? loginRoleType : 'U';

export const getToken = (): string | null => getItem<string>(K.token);
export const hasToken = (): boolean => Boolean(getToken());
export const setToken = (token: string): void => setItem(K.token, token);

/** What a login stores, by key: the token, the user and the flags derived from the login role type. */
export function loginItems(token: string, info: UserInfo): Record<string, unknown> {
  const role = roleOf(info.loginRoleType);
  return { [K.token]: token, [K.userInfo]: info, [K.roles]: info.roles, [K.isAdmin]: role === 'M', [K.isDeveloper]: role === 'D' };
}

/** Stores the logged-in user with the flags derived from the login role type. */
export function setUser(info: UserInfo): void {
  const { [K.token]: _token, ...user } = loginItems('', info);
  for (const [key, value] of Object.entries(user)) setItem(key, value);
}
export const getUser = (): UserInfo | null => getItem<UserInfo>(K.userInfo);
export const getRole = (): Role => roleOf(getUser()?.loginRoleType);
export const isAdmin = (): boolean => getItem<boolean>(K.isAdmin) === true;
export const isDeveloper = (): boolean => getItem<boolean>(K.isDeveloper) === true;

export const getHome = (): string | null => getItem<string>(K.home);
export const setHome = (path: string): void => setItem(K.home, path);

export const getActiveMenuId = (): string | null => getItem<string>(K.activeMenuId);
export const setActiveMenuId = (id: string): void => setItem(K.activeMenuId, id);

export const getSysCode = (): SysCode | null => getItem<SysCode>(K.sysCode);
export const getCurrentArea = (): CurrentArea | null => getItem<CurrentArea>(K.currentArea);

/**
 * Selects a system: stores the code pair and the area, and forgets what belonged to the previous
 * system (active menu, list data id, pager and search params — spec 000 §4).
 */
export function selectSystem(area: CurrentArea): void {
  setItem(K.sysCode, { systemCoding: area.systemCoding, gnCode: area.gnCode });
  setItem(K.currentArea, area);
  removeItem(K.activeMenuId);
  removeItem(K.listInfo);
}

export const wasPracticeShown = (): boolean => getItem<boolean>(K.practiceShown) === true;
export const markPracticeShown = (): void => setItem(K.practiceShown, true);

/** The platform version the footer last saw; kept in localStorage so it outlives the tab. */
export const getStoredVersion = (): string | null => getItem<string>(K.platformVersion, 'local');
export const setStoredVersion = (v: string): void => setItem(K.platformVersion, v, 'local');

/** Ends the session on this device: session and local storage are both cleared. */
export const clearSession = (): void => clearAll();
