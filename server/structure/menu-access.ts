import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ROLES, type Role } from '../../schemas';
import type { Database, MenusTable } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';

/** The fields of a menu that decide who may use it and whether it takes records. */
export type MenuAccessRow = Pick<MenusTable, 'id' | 'parent_id' | 'roles' | 'disabled' | 'it_shows' | 'node_properties'>;

/**
 * What a menu allows, read along its chain of ancestors (docs/security.md "Menu roles"):
 * - `roles`: the intersection of the roles of the menu and every ancestor, so restricting a
 *   parent restricts everything under it, whatever the children's own lists still say;
 * - `enabled`: neither the menu nor an ancestor is disabled or hidden (itShows 否);
 * - `isPage`: the menu opens a page (it has a node property and no child menus), so records can
 *   be written through it; a directory only groups other menus.
 */
export interface MenuAccess {
  roles: Role[];
  enabled: boolean;
  /** the menu or an ancestor is disabled (not merely hidden): nothing at all is written through it */
  disabled: boolean;
  isPage: boolean;
}

/** The roles a menu's stored `roles` JSON names (unreadable: none). */
export const rolesOf = (json: string): Role[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? ROLES.filter((r) => parsed.includes(r)) : [];
  } catch {
    return [];
  }
};

/** The access of menu `id` among `rows` (all menus of its system); undefined when it is not there. */
export function accessAlongChain(rows: readonly MenuAccessRow[], id: string): MenuAccess | undefined {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const menu = byId.get(id);
  if (!menu) return undefined;
  let roles: Role[] = [...ROLES];
  let enabled = true;
  let disabled = false;
  const seen = new Set<string>();
  // A cycle cannot be stored through the designer's calls; the guard keeps a corrupt table finite.
  for (let m: MenuAccessRow | undefined = menu; m && !seen.has(m.id); m = m.parent_id === null ? undefined : byId.get(m.parent_id)) {
    seen.add(m.id);
    const own = rolesOf(m.roles);
    roles = roles.filter((r) => own.includes(r));
    if (m.disabled === 1) disabled = true;
    if (m.disabled === 1 || m.it_shows === '否') enabled = false;
  }
  const isPage = menu.node_properties.trim() !== '' && !rows.some((r) => r.parent_id === id);
  return { roles, enabled, disabled, isPage };
}

/** Administrators and developers use every menu; others those whose effective roles list theirs. */
export const menuVisibleTo = (role: Role, access: MenuAccess | undefined): boolean =>
  role === 'M' || role === 'D' || (!!access && access.roles.includes(role));

const COLUMNS = ['id', 'parent_id', 'roles', 'disabled', 'it_shows', 'node_properties'] as const;

/** Reads the menus of `menuId`'s system (one query) and returns the menu's access. */
export async function loadMenuAccess(db: Kysely<Database>, menuId: string): Promise<MenuAccess | undefined> {
  const rows = await db
    .selectFrom('menus')
    .select([...COLUMNS])
    .where('system_coding', '=', (eb) => eb.selectFrom('menus as own').select('own.system_coding').where('own.id', '=', menuId))
    .execute();
  return accessAlongChain(rows, menuId);
}

/**
 * One value that changes whenever any menu of the system changes in a way `MenuAccess` depends on
 * (for the per-instance node copies of node-cache.ts). `systemCoding` is the SQL expression of the
 * system's code in the enclosing statement.
 */
export function menuAccessStamp(dialect: SqlDialect, systemCoding: RawBuilder<unknown>): RawBuilder<string | null> {
  const row = dialect.joinFields([
    sql`a.id`,
    sql`coalesce(a.parent_id, '-')`,
    sql`a.roles`,
    dialect.asText(sql`a.disabled`),
    sql`a.it_shows`,
    sql`a.node_properties`,
  ]);
  return dialect.rowsStamp(row, sql`from menus a where a.system_coding = ${systemCoding}`, sql`a.id`);
}
