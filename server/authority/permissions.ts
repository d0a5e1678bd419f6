import type { Kysely } from 'kysely';
import { BUTTONS, ROLES, buttonApplies, type ButtonCode, type FunctionNode, type NodeButtonsData, type PermissionRole, type Role } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { findMenu, listMenus, type MenuRow } from '../db/repos/structure';
import { findSystem } from '../db/repos/systems';
import { childrenByParent } from '../structure/menu-tree';
import { rolesOf } from '../structure/menu-access';
import { storedButtons } from '../records/button-permissions';

/**
 * 权限设置 (docs/administration.md): functions are the menus' own `roles` lists (docs/security.md "Menu
 * roles"), buttons the rows of `button_permissions`. Reading and saving both, for the page.
 */

export const SYSTEM_MISSING = '系统不存在';
export const MENU_MISSING = '菜单不存在';
/** Administrators use every menu (menu-access.ts menuVisibleTo): only their buttons are set. */
export const ADMIN_FUNCTIONS_FIXED = '管理员可使用全部功能，只能设置按钮权限';

const logActor = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

async function requireSystem(db: Kysely<Database>, systemCoding: string) {
  const system = await findSystem(db, systemCoding);
  if (!system) throw notFound(SYSTEM_MISSING);
  return system;
}

/** The menus of a system as a tree, each checked when its own roles list names `role`. */
export async function functionsOf(db: Kysely<Database>, role: PermissionRole, systemCoding: string) {
  await requireSystem(db, systemCoding);
  const byParent = childrenByParent(await listMenus(db, systemCoding));
  const build = (parent: string | null, seen: Set<string>): FunctionNode[] =>
    (byParent.get(parent) ?? [])
      .filter((m) => !seen.has(m.id))
      .map((m) => ({
        id: m.id,
        title: m.title,
        nodeProperties: m.node_properties,
        checked: rolesOf(m.roles).includes(role),
        children: build(m.id, new Set([...seen, m.id])),
      }));
  return { role, systemCoding, editable: role !== 'M', menus: build(null, new Set()) };
}

/**
 * Gives `role` exactly the menus `menuIds` of the system (each menu's own roles list gains or
 * loses the role; the other roles stay), in one transaction with one op-log line.
 */
export async function saveFunctions(db: Kysely<Database>, user: SessionUser, role: PermissionRole, systemCoding: string, menuIds: readonly string[]) {
  if (role === 'M') throw badRequest(ADMIN_FUNCTIONS_FIXED);
  await requireSystem(db, systemCoding);
  const menus = await listMenus(db, systemCoding);
  const known = new Set(menus.map((m) => m.id));
  const unknown = menuIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`${MENU_MISSING}：${unknown}`);
  const wanted = new Set(menuIds);
  const changes: Array<{ menu: MenuRow; roles: Role[] }> = [];
  for (const menu of menus) {
    const own = rolesOf(menu.roles);
    const has = own.includes(role);
    if (has === wanted.has(menu.id)) continue;
    changes.push({ menu, roles: has ? own.filter((r) => r !== role) : ROLES.filter((r) => r === role || own.includes(r)) });
  }
  await db.transaction().execute(async (tx) => {
    for (const c of changes) await tx.updateTable('menus').set({ roles: JSON.stringify(c.roles) }).where('id', '=', c.menu.id).execute();
    await writeOpLog(tx, logActor(user), {
      action: 'permissions.save-functions',
      targetType: 'system',
      targetId: systemCoding,
      gnCoding: systemCoding,
      detail: { role, granted: changes.filter((c) => c.roles.includes(role)).map((c) => c.menu.id), revoked: changes.filter((c) => !c.roles.includes(role)).map((c) => c.menu.id) },
    });
  });
  return { changed: changes.length };
}

/** Every button of the catalogue and whether `role` keeps it on the node. */
export async function nodeButtonsOf(db: Kysely<Database>, role: PermissionRole, nodeId: string): Promise<NodeButtonsData> {
  if (!(await findMenu(db, nodeId))) throw notFound(MENU_MISSING);
  const stored = await storedButtons(db, role, nodeId);
  return {
    role,
    nodeId,
    isDefault: stored === null,
    buttons: BUTTONS.map((b) => {
      const applies = buttonApplies(role, b.code);
      return { code: b.code, name: b.name, areas: [...b.areas], applies, permitted: applies && (stored === null || stored.includes(b.code)) };
    }),
  };
}

/**
 * Stores the buttons `role` keeps on the node; keeping every button the role can use removes the
 * row (the default) — for 企业用户 the administrators' buttons never count (MANAGER_ONLY_BUTTONS).
 */
export async function saveNodeButtons(db: Kysely<Database>, user: SessionUser, role: PermissionRole, nodeId: string, codes: readonly ButtonCode[]) {
  const menu = await findMenu(db, nodeId);
  if (!menu) throw notFound(MENU_MISSING);
  const applicable = BUTTONS.map((b) => b.code).filter((c) => buttonApplies(role, c));
  const kept = applicable.filter((c) => codes.includes(c));
  const all = kept.length === applicable.length;
  await db.transaction().execute(async (tx) => {
    if (all) await tx.deleteFrom('button_permissions').where('role', '=', role).where('node_id', '=', nodeId).execute();
    else {
      const row = { role, node_id: nodeId, buttons: JSON.stringify(kept), updated_by: user.id, updated_at: nowIso() };
      // an upsert: two administrators saving at once both succeed, the later one wins
      await tx
        .insertInto('button_permissions')
        .values(row)
        .onConflict((oc) => oc.columns(['role', 'node_id']).doUpdateSet({ buttons: row.buttons, updated_by: row.updated_by, updated_at: row.updated_at }))
        .execute();
    }
    await writeOpLog(tx, logActor(user), {
      action: 'permissions.save-buttons',
      targetType: 'menu',
      targetId: nodeId,
      gnCoding: menu.system_coding,
      detail: { role, buttons: all ? 'all' : kept },
    });
  });
  return nodeButtonsOf(db, role, nodeId);
}
