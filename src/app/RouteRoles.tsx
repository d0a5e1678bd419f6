import type { ReactNode } from 'react';
import type { Role } from '../../schemas/roles';
import { getRole } from '../session/session';
import { NoAccessPage } from './NoAccessPage';

/** Whether a role may open a page for `allow` (no list: every logged-in role). */
export const mayOpen = (role: Role, allow: readonly Role[] | undefined): boolean => !allow || allow.includes(role);

/** A route's page for the roles of its line in routes.tsx; anyone else gets the no-access page. */
export function RouteRoles({ allow, children }: { allow: readonly Role[] | undefined; children: ReactNode }) {
  return mayOpen(getRole(), allow) ? <>{children}</> : <NoAccessPage allow={allow ?? []} />;
}
