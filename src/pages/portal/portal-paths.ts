import type { Variant } from '../../app/variant';
import { isPortalAppPath, trimPath } from '../../../schemas/portal-paths';

/**
 * True when the address is drawn by the light public app rather than the back office: a portal
 * path, or `/` of the portal variant for a visitor without a token (with one, the back office's
 * gate sends `/` home).
 */
export function opensPortalApp(pathname: string, variant: Variant, hasToken: boolean): boolean {
  if (trimPath(pathname) === '/') return variant === 'portal' && !hasToken;
  return isPortalAppPath(pathname);
}
