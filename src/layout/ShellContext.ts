import { createContext, useContext } from 'react';
import type { MenuItem, SystemSummary } from '../../schemas/system';
import type { UserInfo } from '../../schemas/auth';
import type { Role } from '../../schemas/roles';
import type { CurrentArea } from '../session/session';

/** What back-office pages may know about the shell: the system, the user and the menu tree. */
export interface ShellState {
  area: CurrentArea;
  user: UserInfo | null;
  role: Role;
  /** Visible menu tree; null while loading. */
  menus: MenuItem[] | null;
  /** The menu node with this id (pages opened from a menu get `?id=`). */
  findMenu: (id: string | null | undefined) => MenuItem | null;
  /** Reads the menu tree again without a loading state (after the menu editor changed it). */
  refreshMenus: () => void;
  /** Stores a changed user (new portrait, new phone) so the header shows it at once. */
  updateUser?: (user: UserInfo) => void;
  /** Enters another system (its menus load) and opens `path` there, the system's home without one. */
  switchSystem?: (system: SystemSummary, path?: string) => void;
}

export const ShellContext = createContext<ShellState | null>(null);

/** The shell state; only inside the back-office layout. */
export function useShell(): ShellState {
  const s = useContext(ShellContext);
  if (!s) throw new Error('useShell must be used inside the back-office layout');
  return s;
}
