import { DEFAULT_HOME } from '../session/session';

/** Paths that need no token (spec 000 §2), including the public-site pages. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/realName',
  '/creditCode',
  '/auth',
  '/admin-business',
  '/caLogin',
  '/caLoginPage',
  '/caRegister',
  '/venue',
  '/transac',
  '/transac-news',
  '/market',
  '/market-list',
  '/market-details',
];

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface AccessFacts {
  pathname: string;
  hasToken: boolean;
  /** The stored home address, if any. */
  home: string | null;
}

const isPublic = (pathname: string) => PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * The route guard of spec 000 §2 as a pure function. At `/`: with a token go home (stored address
 * or the default menu home); without one the login variant shows its login page there.
 * Elsewhere: public paths always pass; anything else without a token goes to `/`.
 */
export function decideAccess({ pathname, hasToken, home }: AccessFacts): AccessDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') {
    return hasToken ? { kind: 'redirect', to: home && home !== '/' ? home : DEFAULT_HOME } : { kind: 'allow' };
  }
  if (isPublic(path) || hasToken) return { kind: 'allow' };
  return { kind: 'redirect', to: '/' };
}
