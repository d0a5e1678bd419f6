import { Type } from '@sinclair/typebox';
import {
  buttonsOfArea,
  FunctionsData,
  FunctionsQuery,
  NodeButtonsBody,
  NodeButtonsData,
  NodeButtonsQuery,
  PermittedButton,
  SaveButtonsBody,
  SavedFunctions,
  SaveFunctionsBody,
  TradeButtonsBody,
  TradeNodeButtons,
  type ButtonArea,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller, type SessionUser } from '../../http/access';
import { requireNode } from '../../records/service';
import { permittedButtons } from '../../records/button-permissions';
import { functionsOf, nodeButtonsOf, saveFunctions, saveNodeButtons } from '../../authority/permissions';
import { tradeButtonsFor } from '../../authority/trade-buttons';

const tags = ['permissions'];
/** Administrators set permissions; developers, who build the systems, may too. */
const SETTERS = ['M', 'D'] as const;

/** The caller's buttons of `area` on a node they may open (else 404 功能节点不存在). */
async function areaButtons(ctx: AppContext, user: SessionUser, nodeId: string, area: ButtonArea) {
  const node = await requireNode(ctx, nodeId, user, 'read');
  const permitted = await permittedButtons(ctx.db, user.role, node.nodeId);
  // 新增 opens the list's detail node, whose save call is refused without 新增 there: show it only when both keep it.
  if (area === 'table' && node.recordsNodeId !== node.nodeId && !(await permittedButtons(ctx.db, user.role, node.recordsNodeId)).has('add')) {
    return buttonsOfArea(area, new Set([...permitted].filter((c) => c !== 'add')));
  }
  return buttonsOfArea(area, permitted);
}

/** 权限设置 (docs/administration.md): the runtime's button calls and the administration page's calls. */
export default function permissionRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/common/buttons/table-button',
    { config: { access: 'user' }, schema: { tags, summary: '列表页顶部按钮（新增、导出）中当前用户可用的', body: NodeButtonsBody, response: responses(Type.Array(PermittedButton)) } },
    async (request) => ok(await areaButtons(ctx, caller(request), request.body.nodeId, 'table')),
  );

  app.post(
    '/ks/common/buttons/form-button',
    { config: { access: 'user' }, schema: { tags, summary: '表单页按钮（保存、提交）中当前用户可用的', body: NodeButtonsBody, response: responses(Type.Array(PermittedButton)) } },
    async (request) => ok(await areaButtons(ctx, caller(request), request.body.nodeId, 'form')),
  );

  app.post(
    '/ks/trade/buttons',
    { config: { access: 'user' }, schema: { tags, summary: '交易服务系统各页面节点当前用户可用的按钮', body: TradeButtonsBody, response: responses(Type.Array(TradeNodeButtons)) } },
    async (request) => ok(await tradeButtonsFor(ctx.db, caller(request), request.body.nodeId)),
  );

  app.get(
    '/ks/authority/node/functions',
    { config: { access: SETTERS }, schema: { tags, summary: '某角色在某系统可使用的功能（菜单树，勾选即可用）', querystring: FunctionsQuery, response: responses(FunctionsData) } },
    async (request) => ok(await functionsOf(ctx.db, request.query.role, request.query.systemCoding)),
  );

  app.put(
    '/ks/authority/node/save-functions',
    {
      config: { access: SETTERS, globalSetting: true },
      schema: { tags, summary: '保存某角色在某系统可使用的功能（未列出的菜单不再对该角色开放）', body: SaveFunctionsBody, response: responses(SavedFunctions) },
    },
    async (request) => {
      const body = request.body;
      return ok(await saveFunctions(ctx.db, caller(request), body.role, body.systemCoding, body.menuIds), '保存成功');
    },
  );

  app.get(
    '/ks/authority/node/buttons',
    { config: { access: SETTERS }, schema: { tags, summary: '某角色在某节点的按钮权限（全部按钮及是否可用）', querystring: NodeButtonsQuery, response: responses(NodeButtonsData) } },
    async (request) => ok(await nodeButtonsOf(ctx.db, request.query.role, request.query.nodeId)),
  );

  app.put(
    '/ks/authority/node/save-buttons',
    { config: { access: SETTERS, globalSetting: true }, schema: { tags, summary: '保存某角色在某节点可用的按钮（全部勾选即恢复默认）', body: SaveButtonsBody, response: responses(NodeButtonsData) } },
    async (request) => {
      const body = request.body;
      return ok(await saveNodeButtons(ctx.db, caller(request), body.role, body.nodeId, body.codes), '保存成功');
    },
  );
}
