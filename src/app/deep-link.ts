import type { MenuItem, SystemSummary } from '../../schemas/system';
import { menuChain } from '../menu/tree';
import { getItem, removeItem, setItem } from '../session/storage';

/**
 * Deep links (issue 45 point 7, docs/shell.md "Deep links"): the page a user asked for before
 * logging in, or before choosing a system, is the page they get afterwards.
 */

/** The query parameter that carries the asked-for page through the login page and /judge. */
export const NEXT_PARAM = 'next';

// Pages that are no destination after a login: the login pages themselves and the chooser.
const NOT_A_TARGET = /^\/(login|judge)?(\/|\?|#|$)/;

/**
 * The asked-for address when it is one of this site's own back-office pages: a path starting with
 * a single `/` (never `//host` or `/\host`, which a browser reads as another site), not the login
 * page, `/` or /judge (they would loop). Anything else gives null.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20) || NOT_A_TARGET.test(raw)) return null;
  return raw;
}

/** `base` with `?next=` naming `target`, when `target` is a page worth coming back to. */
export function withNext(base: string, target: string): string {
  const next = safeNext(target);
  return next ? `${base}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : base;
}

/** The `next` of a query string, checked. */
export const nextOf = (search: string): string | null => safeNext(new URLSearchParams(search).get(NEXT_PARAM));

const RETURN_KEY = 'returnTo';

/**
 * The page a session ended on (issue 47 point 2), kept in this tab's sessionStorage after the
 * session's own keys are cleared, so the next login in this tab comes back to it. Only a page
 * `safeNext` accepts is kept: a stored value can never send the login to another site.
 */
export function keepReturnAddress(target: string): void {
  const safe = safeNext(target);
  if (safe) setItem(RETURN_KEY, safe);
  else removeItem(RETURN_KEY);
}

/** The kept page, checked again (sessionStorage can be edited by hand); null when none. */
export const keptReturnAddress = (): string | null => safeNext(getItem<string>(RETURN_KEY));

/** A login used the kept page: the next login starts from its usual place. */
export const forgetReturnAddress = (): void => removeItem(RETURN_KEY);

/**
 * The system to open `menuId` in, without asking: the system whose menu tree holds the node; with
 * no node (or a node in none of them) the only system when there is exactly one. Null: ask on /judge.
 */
export async function systemFor(
  systems: readonly SystemSummary[],
  menuId: string | null,
  menusOf: (systemCoding: string) => Promise<MenuItem[]>,
): Promise<SystemSummary | null> {
  if (menuId) {
    for (const s of systems) {
      const menus = await menusOf(s.systemCoding).catch(() => [] as MenuItem[]);
      if (menuChain(menus, menuId).length) return s;
    }
  }
  return systems.length === 1 ? systems[0]! : null;
}
