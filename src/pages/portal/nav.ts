/** The public header's items (spec 000 §2 "Public-service pages") and which routes make each active. */
export interface PortalNavItem {
  key: string;
  label: string;
  to: string;
  /** Routes under this item: the active item follows the route. */
  routes: readonly string[];
}

export const PORTAL_NAV: readonly PortalNavItem[] = [
  { key: 'home', label: '首页', to: '/', routes: ['/'] },
  { key: 'transac', label: '交易信息', to: '/transac', routes: ['/transac', '/transac-news'] },
  { key: 'market', label: '市场主体', to: '/market', routes: ['/market', '/market-list', '/market-details'] },
];

/** sessionStorage key of the remembered active item (kept for the browser tab's session). */
export const ACTIVE_KEY = 'ks.portal.active';

/** The active item: the one the route belongs to, else the one remembered for the session. */
export function activeItem(pathname: string, remembered: string | null): string | undefined {
  const byRoute = PORTAL_NAV.find((i) => i.routes.includes(pathname))?.key;
  return byRoute ?? PORTAL_NAV.find((i) => i.key === remembered)?.key;
}

export function rememberActive(key: string | undefined): void {
  try {
    if (key) sessionStorage.setItem(ACTIVE_KEY, key);
  } catch {
    // storage refused (private mode): the route still decides
  }
}

export function rememberedActive(): string | null {
  try {
    return sessionStorage.getItem(ACTIVE_KEY);
  } catch {
    return null;
  }
}
