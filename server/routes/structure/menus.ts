import { Type } from '@sinclair/typebox';
import {
  AddMenuBody,
  ChildMenuBody,
  DelMenuAnswer,
  DelMenuQuery,
  EditMenuBody,
  MoveMenuAnswer,
  MoveMenuBody,
  StructureMenu,
  SystemQuery,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { addMenu, childMenus, deleteMenu, editMenu, moveMenu, systemMenus } from '../../structure/menus';
import { actorOf, BUILDERS } from './common';

/** Menu structure calls: add, edit, delete a subtree, list children, move and re-parent. */
export default function menuStructureRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];

  app.get(
    '/ks/config/structure/menus',
    { config: { access: BUILDERS }, schema: { tags, summary: '系统的全部菜单（平铺，含角色）', querystring: SystemQuery, response: responses(Type.Array(StructureMenu)) } },
    async (request) => ok(await systemMenus(db, request.query.systemCoding)),
  );

  app.post(
    '/ks/config/structure/child-menu',
    { config: { access: BUILDERS }, schema: { tags, summary: '某菜单的下级菜单（id 为空时取根菜单）', body: ChildMenuBody, response: responses(Type.Array(StructureMenu)) } },
    async (request) => ok(await childMenus(db, request.body)),
  );

  app.post(
    '/ks/config/structure/add',
    { config: { access: BUILDERS, globalSetting: true }, schema: { tags, summary: '新增菜单（追加到上级菜单末尾）', body: AddMenuBody, response: responses(StructureMenu) } },
    async (request) => ok(await addMenu(db, actorOf(request), request.body), '新增成功'),
  );

  app.put(
    '/ks/config/structure/edit',
    { config: { access: BUILDERS, globalSetting: true }, schema: { tags, summary: '修改菜单（名称、图标、节点属性、显示、停用、角色…）', body: EditMenuBody, response: responses(StructureMenu) } },
    async (request) => ok(await editMenu(db, actorOf(request), request.body), '修改成功'),
  );

  app.delete(
    '/ks/config/structure/del',
    { config: { access: BUILDERS, globalSetting: true }, schema: { tags, summary: '删除菜单及其全部下级（有页面配置时需 cascade=true；有业务记录时拒绝）', querystring: DelMenuQuery, response: responses(DelMenuAnswer) } },
    async (request) => ok(await deleteMenu(db, actorOf(request), request.query), '删除成功'),
  );

  app.post(
    '/ks/config/structure/move',
    { config: { access: BUILDERS, globalSetting: true }, schema: { tags, summary: '移动菜单：排序或更换上级（parentId 为 null 即根层）', body: MoveMenuBody, response: responses(MoveMenuAnswer) } },
    async (request) => ok(await moveMenu(db, actorOf(request), request.body), '移动成功'),
  );
}
