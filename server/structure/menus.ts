import crypto from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { ROLES, type AddMenuBody, type ChildMenuBody, type DelMenuQuery, type EditMenuBody, type MoveMenuBody, type StructureMenu } from '../../schemas';
import type { Database, MenusTable } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { writeOpLog, type Actor } from '../db/repos/oplog';
import { findSystem } from '../db/repos/systems';
import {
  countRecords, deleteMenus, deleteNodes, existingNodeIds, findMenu, insertMenu, listMenus, listNodes, nextSort, placeMenus, updateMenu,
  type MenuRow,
} from '../db/repos/structure';
import { childrenByParent, subtreeIds, toStructureMenu } from './menu-tree';

/** The structure editor's menu calls: read the tree, add, edit, delete a subtree, move; each change logged in its transaction. */

const MENU_MISSING = '菜单不存在';
const SYSTEM_MISSING = '系统不存在';
const INTO_OWN_SUBTREE = '不能将菜单移动到其自身或其下级菜单之下';

function titleProblem(title: string): string | null {
  if (!title.trim()) return '请输入菜单名称';
  if ([...title.trim()].length > 64) return '菜单名称长度不能超过 64 个字符';
  return null;
}

/** The structure view of every menu of a system, parents before children. */
async function structureOf(db: Kysely<Database>, systemCoding: string): Promise<{ rows: MenuRow[]; view: (m: MenuRow) => StructureMenu }> {
  const [rows, nodes] = await Promise.all([listMenus(db, systemCoding), listNodes(db, systemCoding)]);
  const byParent = childrenByParent(rows);
  const kinds = new Map(nodes.map((n) => [n.id, n.kind]));
  return { rows, view: (m) => toStructureMenu(m, (byParent.get(m.id) ?? []).length > 0, kinds.get(m.id) ?? null) };
}

async function viewOne(db: Kysely<Database>, id: string): Promise<StructureMenu> {
  const m = await findMenu(db, id);
  if (!m) throw notFound(MENU_MISSING);
  const { view } = await structureOf(db, m.system_coding);
  return view(m);
}

/** Every menu of a system, flat, each parent followed by its subtree. */
export async function systemMenus(db: Kysely<Database>, systemCoding: string): Promise<StructureMenu[]> {
  if (!(await findSystem(db, systemCoding))) throw notFound(SYSTEM_MISSING);
  const { rows, view } = await structureOf(db, systemCoding);
  const byParent = childrenByParent(rows);
  const walk = (parent: string | null): StructureMenu[] => (byParent.get(parent) ?? []).flatMap((m) => [view(m), ...walk(m.id)]);
  return walk(null);
}

/** The children of menu `body.id`, or the root menus of `body.systemCoding` when no id is given. */
export async function childMenus(db: Kysely<Database>, body: ChildMenuBody): Promise<StructureMenu[]> {
  let systemCoding = body.systemCoding;
  const parentId = body.id ?? null;
  if (parentId !== null) {
    const parent = await findMenu(db, parentId);
    if (!parent) throw notFound(MENU_MISSING);
    systemCoding = parent.system_coding;
  }
  if (!systemCoding) throw badRequest('请提供系统编码或菜单 id');
  if (!(await findSystem(db, systemCoding))) throw notFound(SYSTEM_MISSING);
  const { rows, view } = await structureOf(db, systemCoding);
  return (childrenByParent(rows).get(parentId) ?? []).map(view);
}

/** A new menu, last among its siblings. */
export async function addMenu(db: Kysely<Database>, actor: Actor, body: AddMenuBody): Promise<StructureMenu> {
  const problem = titleProblem(body.title);
  if (problem) throw badRequest(problem);
  if (!(await findSystem(db, body.systemCoding))) throw notFound(SYSTEM_MISSING);
  const parentId = body.parentId ?? null;
  const parent = parentId === null ? null : await findMenu(db, parentId);
  if (parentId !== null && (!parent || parent.system_coding !== body.systemCoding)) throw notFound('上级菜单不存在');
  const id = body.id ?? `m${crypto.randomBytes(6).toString('hex')}`;
  if ((await findMenu(db, id)) || (await existingNodeIds(db, [id])).length) throw conflict(`菜单 id ${id} 已存在`);
  await db.transaction().execute(async (tx) => {
    await insertMenu(tx, {
      id,
      system_coding: body.systemCoding,
      parent_id: parentId,
      sort: await nextSort(tx, body.systemCoding, parentId),
      title: body.title.trim(),
      icon: body.icon ?? '',
      it_shows: body.itShows ?? '是',
      node_properties: body.nodeProperties ?? '',
      style: body.style ?? '',
      node_set_flag: body.nodeSetFlag ? 1 : 0,
      disabled: body.disabled ? 1 : 0,
      // A child is seen by whoever sees its parent unless told otherwise.
      roles: body.roles ? JSON.stringify(body.roles) : (parent?.roles ?? JSON.stringify(ROLES)),
    });
    await writeOpLog(tx, actor, { action: 'add-menu', targetType: 'menu', targetId: id, gnCoding: body.systemCoding, detail: { parentId, title: body.title.trim() } });
  });
  return viewOne(db, id);
}

/** Changes the fields given (name, icon, node properties, shown, disabled, roles …). */
export async function editMenu(db: Kysely<Database>, actor: Actor, body: EditMenuBody): Promise<StructureMenu> {
  const menu = await findMenu(db, body.id);
  if (!menu) throw notFound(MENU_MISSING);
  const patch: Updateable<MenusTable> = {};
  if (body.title !== undefined) {
    const problem = titleProblem(body.title);
    if (problem) throw badRequest(problem);
    patch.title = body.title.trim();
  }
  if (body.icon !== undefined) patch.icon = body.icon;
  if (body.nodeProperties !== undefined) patch.node_properties = body.nodeProperties;
  if (body.itShows !== undefined) patch.it_shows = body.itShows;
  if (body.style !== undefined) patch.style = body.style;
  if (body.nodeSetFlag !== undefined) patch.node_set_flag = body.nodeSetFlag ? 1 : 0;
  if (body.disabled !== undefined) patch.disabled = body.disabled ? 1 : 0;
  if (body.roles !== undefined) patch.roles = JSON.stringify(body.roles);
  await db.transaction().execute(async (tx) => {
    await updateMenu(tx, menu.id, patch);
    await writeOpLog(tx, actor, { action: 'edit-menu', targetType: 'menu', targetId: menu.id, gnCoding: menu.system_coding, detail: patch });
  });
  return viewOne(db, menu.id);
}

/**
 * Deletes a menu and its subtree. Refused while records are filed under any of them; their page
 * configs go too only when `cascade` says so.
 */
export async function deleteMenu(db: Kysely<Database>, actor: Actor, query: DelMenuQuery): Promise<{ deletedMenus: string[]; deletedNodes: string[] }> {
  const menu = await findMenu(db, query.id);
  if (!menu) throw notFound(MENU_MISSING);
  const ids = subtreeIds(await listMenus(db, menu.system_coding), menu.id);
  // Records are business data filed under a node: never orphaned by a structure edit.
  const records = await countRecords(db, ids);
  if (records.size) {
    const total = [...records.values()].reduce((a, b) => a + b, 0);
    throw conflict(`菜单「${menu.title}」及其下级还有 ${total} 条业务记录（${[...records.keys()].join('、')}），不能删除`);
  }
  const nodes = await existingNodeIds(db, ids);
  if (nodes.length && query.cascade !== 'true') {
    throw conflict(`菜单「${menu.title}」及其下级有 ${nodes.length} 个页面配置（${nodes.join('、')}），请先删除页面配置，或确认连同页面配置一起删除`);
  }
  await db.transaction().execute(async (tx) => {
    await deleteNodes(tx, nodes);
    await deleteMenus(tx, ids);
    await writeOpLog(tx, actor, { action: 'delete-menu', targetType: 'menu', targetId: menu.id, gnCoding: menu.system_coding, detail: { menus: ids, nodes } });
  });
  return { deletedMenus: ids, deletedNodes: nodes };
}

/** Moves a menu to position `index` under `parentId` (null: the root level), renumbering both sibling lists. */
export async function moveMenu(
  db: Kysely<Database>,
  actor: Actor,
  body: MoveMenuBody,
): Promise<{ id: string; parentId: string | null; index: number; siblings: string[] }> {
  const menu = await findMenu(db, body.id);
  if (!menu) throw notFound(MENU_MISSING);
  return db.transaction().execute(async (tx) => {
    const rows = await listMenus(tx, menu.system_coding);
    if (body.parentId !== null && !rows.some((m) => m.id === body.parentId)) throw notFound('目标上级菜单不存在');
    if (body.parentId !== null && subtreeIds(rows, menu.id).includes(body.parentId)) throw badRequest(INTO_OWN_SUBTREE);
    const byParent = childrenByParent(rows);
    const siblings = (byParent.get(body.parentId) ?? []).map((m) => m.id).filter((id) => id !== menu.id);
    const index = Math.min(body.index, siblings.length);
    siblings.splice(index, 0, menu.id);
    await placeMenus(tx, body.parentId, siblings);
    if (menu.parent_id !== body.parentId) {
      const left = (byParent.get(menu.parent_id) ?? []).map((m) => m.id).filter((id) => id !== menu.id);
      await placeMenus(tx, menu.parent_id, left);
    }
    await writeOpLog(tx, actor, {
      action: 'move-menu',
      targetType: 'menu',
      targetId: menu.id,
      gnCoding: menu.system_coding,
      detail: { from: { parentId: menu.parent_id, sort: menu.sort }, to: { parentId: body.parentId, index } },
    });
    return { id: menu.id, parentId: body.parentId, index, siblings };
  });
}
