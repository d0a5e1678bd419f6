/**
 * The addresses the public app draws (docs/portal.md "The public entry"): the portal's pages and
 * the no-token paths that explain where a service is. One list for the browser's entry, which
 * starts the public app there, and for the server, which sends the public header inside
 * index.html there. The entry chunk imports it: strings only.
 */
export const PORTAL_APP_PATHS: readonly string[] = [
  '/transac',
  '/transac-news',
  '/market',
  '/market-list',
  '/market-details',
  '/realName',
  '/creditCode',
  '/auth',
  '/admin-business',
  '/caLogin',
  '/caLoginPage',
  '/caRegister',
];

/** The path without trailing slashes (`/market-list/` is `/market-list`; `/` stays `/`). */
export function trimPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
}

/** True for a portal page or no-token path (not `/`, which is the portal's only in the portal variant). */
export function isPortalAppPath(pathname: string): boolean {
  return PORTAL_APP_PATHS.includes(trimPath(pathname));
}
