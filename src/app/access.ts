import { DEFAULT_HOME } from '../session/session';
import { nextOf, withNext } from './deep-link';
import { VARIANT } from './variant';
import { PORTAL_APP_PATHS } from '../../schemas/portal-paths';

/**
 * Paths that need no token (spec 000 §2): what the light public app draws (the portal's pages and
 * the no-token explanations, one list in schemas/portal-paths.ts) and the back office's own public pages.
 */
export const PUBLIC_PATHS: readonly string[] = [
  ...PORTAL_APP_PATHS,
  '/login',
  '/venue',
  // registration, activation and the forgotten password, reached from the login page (docs/accounts.md)
  '/register',
  '/activate',
  '/forgetPassword',
];

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface AccessFacts {
  pathname: string;
  /** the query string (`?a=b` or empty): a page asked for travels in `?next=` (deep-link.ts) */
  search?: string;
  hasToken: boolean;
  /** The stored home address, if any. */
  home: string | null;
}

const isPublic = (pathname: string) => PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Where a fresh login lands (LoginPage): the stored home, else the system chooser. */
export const AFTER_LOGIN = '/judge';

/** Where a visitor without a token is sent: `/` is the login page in the login variant, the portal's home in the portal variant. */
const LOGIN_AT = VARIANT === 'portal' ? '/login' : '/';

/**
 * The route guard of spec 000 §2 as a pure function. At `/`: with a token go home (stored address
 * or the default menu home); without one the login variant shows its login page there.
 * `/login` with a token goes where a login would have gone (stored home, else /judge): a logged-in
 * user who opens a bookmark of the login page is not asked to log in again.
 * Elsewhere: public paths always pass; anything else without a token goes to `/`, carrying the
 * page asked for in `?next=` so the login can open it (issue 45 point 7); with a token, `/` and
 * `/login` go to a `?next=` page first.
 */
export function decideAccess({ pathname, search = '', hasToken, home }: AccessFacts): AccessDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const storedHome = home && home !== '/' && home !== '/login' ? home : null;
  const asked = nextOf(search);
  if (path === '/' || path === '') {
    return hasToken ? { kind: 'redirect', to: asked ?? storedHome ?? DEFAULT_HOME } : { kind: 'allow' };
  }
  if (path === '/login' && hasToken) return { kind: 'redirect', to: asked ?? storedHome ?? AFTER_LOGIN };
  if (isPublic(path) || hasToken) return { kind: 'allow' };
  return { kind: 'redirect', to: withNext(LOGIN_AT, pathname + search) };
}
