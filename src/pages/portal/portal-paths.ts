import type { Variant } from '../../app/variant';

/**
 * The paths the public entry serves (docs/portal.md "The public entry"): the portal's pages and the
 * no-token paths that explain where a service is. The entry chunk imports this list to choose an
 * app, so it holds strings only — no page, no React.
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

/**
 * True when the address is drawn by the light public app rather than the back office: a portal
 * path, or `/` of the portal variant for a visitor without a token (with one, the back office's
 * gate sends `/` home).
 */
export function opensPortalApp(pathname: string, variant: Variant, hasToken: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return variant === 'portal' && !hasToken;
  return PORTAL_APP_PATHS.includes(path);
}
