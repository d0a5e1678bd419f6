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
  // registration, activation and the forgotten password, reached from the login page (docs/accounts.md)
  '/register',
  '/activate',
  '/forgetPassword',
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

/** Where a fresh login lands (LoginPage): the stored home, else the system chooser. */
export const AFTER_LOGIN = '/judge';

/**
 * The route guard of spec 000 §2 as a pure function. At `/`: with a token go home (stored address
 * or the default menu home); without one the login variant shows its login page there.
 * `/login` with a token goes where a login would have gone (stored home, else /judge): a logged-in
 * user who opens a bookmark of the login page is not asked to log in again.
 * Elsewhere: public paths always pass; anything else without a token goes to `/`.
 */
export function decideAccess({ pathname, hasToken, home }: AccessFacts): AccessDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const storedHome = home && home !== '/' && home !== '/login' ? home : null;
  if (path === '/' || path === '') {
    return hasToken ? { kind: 'redirect', to: storedHome ?? DEFAULT_HOME } : { kind: 'allow' };
  }
  if (path === '/login' && hasToken) return { kind: 'redirect', to: storedHome ?? AFTER_LOGIN };
  if (isPublic(path) || hasToken) return { kind: 'allow' };
  return { kind: 'redirect', to: '/' };
}
