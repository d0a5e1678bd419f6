import type { ReactNode } from 'react';
import type { Role } from '../../schemas/roles';
import { useShell } from '../layout/ShellContext';
import { NoAccessPage } from '../app/NoAccessPage';

/** Developer pages: systems, menus and page design (spec 000 §6). */
export const DEVELOPER_ONLY: readonly Role[] = ['D'];
/** Systems, menus and structures: administrators may build them too (spec 000 §1). */
export const BUILDERS: readonly Role[] = ['M', 'D'];

/** Whether a role may open a page for `allowed`; pure, so the rule is tested without a DOM. */
export const mayOpen = (role: Role, allowed: readonly Role[]): boolean => allowed.includes(role);

/**
 * The guard inside the configuration pages (the route table refuses other roles first, routes.tsx
 * `roles`): other roles see the one no-access page instead of the page (the server refuses their
 * calls as well).
 */
export function RoleGate({ allow, children }: { allow: readonly Role[]; children: ReactNode }) {
  const { role } = useShell();
  if (mayOpen(role, allow)) return <>{children}</>;
  return <NoAccessPage allow={allow} />;
}
