import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { Updateable } from 'kysely';
import {
  AddMenuBody,
  ChildMenuBody,
  DelMenuAnswer,
  DelMenuQuery,
  EditMenuBody,
  MoveMenuAnswer,
  MoveMenuBody,
  ROLES,
  StructureMenu,
  SystemQuery,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import type { Database, MenusTable } from '../../db/types';
import type { Kysely } from 'kysely';
import { ok, responses } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeOpLog } from '../../db/repos/oplog';
import { findSystem } from '../../db/repos/systems';
import {
  countRecords, deleteMenus, deleteNodes, existingNodeIds, findMenu, insertMenu, listMenus, listNodes, nextSort, placeMenus, updateMenu,
  type MenuRow,
} from '../../db/repos/structure';
import { childrenByParent, subtreeIds, toStructureMenu } from '../../structure/menu-tree';
import { actorOf, BUILDERS } from './common';

const MENU_MISSING = '菜单不存在';
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

/** Menu structure calls: add, edit, delete a subtree, list children, move and re-parent. */
export default function menuStructureRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];

  app.get(
    '/ks/config/structure/menus',
    { config: { access: BUILDERS }, schema: { tags, summary: '系统的全部菜单（平铺，含角色）', querystring: SystemQuery, response: responses(Type.Array(StructureMenu)) } },
    async (request) => {
      const { systemCoding } = request.query;
      if (!(await findSystem(db, systemCoding))) throw notFound('系统不存在');
      const { rows, view } = await structureOf(db, systemCoding);
      const byParent = childrenByParent(rows);
      const walk = (parent: string | null): StructureMenu[] => (byParent.get(parent) ?? []).flatMap((m) => [view(m), ...walk(m.id)]);
      return ok(walk(null));
    },
  );

  app.post(
    '/ks/config/structure/child-menu',
    { config: { access: BUILDERS }, schema: { tags, summary: '某菜单的下级菜单（id 为空时取根菜单）', body: ChildMenuBody, response: responses(Type.Array(StructureMenu)) } },
    async (request) => {
      const body = request.body;
      let systemCoding = body.systemCoding;
      const parentId = body.id ?? null;
      if (parentId !== null) {
        const parent = await findMenu(db, parentId);
        if (!parent) throw notFound(MENU_MISSING);
        systemCoding = parent.system_coding;
      }
      if (!systemCoding) throw badRequest('请提供系统编码或菜单 id');
      if (!(await findSystem(db, systemCoding))) throw notFound('系统不存在');
      const { rows, view } = await structureOf(db, systemCoding);
      return ok((childrenByParent(rows).get(parentId) ?? []).map(view));
    },
  );

  app.post(
    '/ks/config/structure/add',
    { config: { access: BUILDERS }, schema: { tags, summary: '新增菜单（追加到上级菜单末尾）', body: AddMenuBody, response: responses(StructureMenu) } },
    async (request) => {
      const body = request.body;
      const problem = titleProblem(body.title);
      if (problem) throw badRequest(problem);
      if (!(await findSystem(db, body.systemCoding))) throw notFound('系统不存在');
      const parentId = body.parentId ?? null;
      const parent = parentId === null ? null : await findMenu(db, parentId);
      if (parentId !== null && (!parent || parent.system_coding !== body.systemCoding)) throw notFound('上级菜单不存在');
      const id = body.id ?? `m${crypto.randomBytes(6).toString('hex')}`;
      if ((await findMenu(db, id)) || (await existingNodeIds(db, [id])).length) throw conflict(`菜单 id ${id} 已存在`);
      const actor = actorOf(request);
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
      return ok(await viewOne(db, id), '新增成功');
    },
  );

  app.put(
    '/ks/config/structure/edit',
    { config: { access: BUILDERS }, schema: { tags, summary: '修改菜单（名称、图标、节点属性、显示、停用、角色…）', body: EditMenuBody, response: responses(StructureMenu) } },
    async (request) => {
      const body = request.body;
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
      const actor = actorOf(request);
      await db.transaction().execute(async (tx) => {
        await updateMenu(tx, menu.id, patch);
        await writeOpLog(tx, actor, { action: 'edit-menu', targetType: 'menu', targetId: menu.id, gnCoding: menu.system_coding, detail: patch });
      });
      return ok(await viewOne(db, menu.id), '修改成功');
    },
  );

  app.delete(
    '/ks/config/structure/del',
    { config: { access: BUILDERS }, schema: { tags, summary: '删除菜单及其全部下级（有页面配置时需 cascade=true；有业务记录时拒绝）', querystring: DelMenuQuery, response: responses(DelMenuAnswer) } },
    async (request) => {
      const query = request.query;
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
      const actor = actorOf(request);
      await db.transaction().execute(async (tx) => {
        await deleteNodes(tx, nodes);
        await deleteMenus(tx, ids);
        await writeOpLog(tx, actor, { action: 'delete-menu', targetType: 'menu', targetId: menu.id, gnCoding: menu.system_coding, detail: { menus: ids, nodes } });
      });
      return ok({ deletedMenus: ids, deletedNodes: nodes }, '删除成功');
    },
  );

  app.post(
    '/ks/config/structure/move',
    { config: { access: BUILDERS }, schema: { tags, summary: '移动菜单：排序或更换上级（parentId 为 null 即根层）', body: MoveMenuBody, response: responses(MoveMenuAnswer) } },
    async (request) => {
      const body = request.body;
      const menu = await findMenu(db, body.id);
      if (!menu) throw notFound(MENU_MISSING);
      const actor = actorOf(request);
      const answer = await db.transaction().execute(async (tx) => {
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
      return ok(answer, '移动成功');
    },
  );
}
