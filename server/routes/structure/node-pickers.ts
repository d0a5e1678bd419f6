import { Type } from '@sinclair/typebox';
import {
  DataSourceAnswer,
  DataStore,
  FunctionListBody,
  FunctionNodeEntry,
  FunctionNodesBody,
  NodeFunction,
  NodeListItem,
  NodeListQuery,
  NodeOption,
  SubmenusBody,
  SubmenuTree,
  UpdateDataSourceBody,
} from '../../../schemas/config-calls';
import { ProblemList, StaleVersionData } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { dataStores, functionList, functionNodes, nodeList, nodeOptions, submenus } from '../../structure/config-reads';
import { updateDataSource } from '../../structure/data-source';
import { actorOf, BUILDERS, isStale, refuseConfig, replyStale, responsesWith } from './common';

/**
 * The structure calls of spec 000 §7 the designer's pickers read (docs/designer-api.md "Pickers and
 * data sources"): menu subtrees, a system's nodes, the forms a list may show, the menus leading to
 * a node, a node's functions; and the one that changes a list's data source.
 */
export default function nodePickerRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];
  const config = { access: BUILDERS };

  app.post(
    '/ks/config/menu/submenus',
    { config, schema: { tags, summary: '菜单的全部下级（树形，含该菜单；不带 id 时为系统的整棵菜单树）', body: SubmenusBody, response: responses(Type.Array(SubmenuTree)) } },
    async (request) => ok(await submenus(db, request.body)),
  );

  app.get(
    '/ks/config/node/node-list',
    { config, schema: { tags, summary: '系统的页面配置（按菜单顺序，含菜单路径与数据来源；可按页面类型筛选）', querystring: NodeListQuery, response: responses(Type.Array(NodeListItem)) } },
    async (request) => ok(await nodeList(db, request.query.systemCoding, request.query.kind)),
  );

  app.get(
    '/ks/config/new/node/pull-down',
    { config, schema: { tags, summary: '页面下拉选项（菜单路径与 id；可按页面类型筛选）', querystring: NodeListQuery, response: responses(Type.Array(NodeOption)) } },
    async (request) => ok(await nodeOptions(db, request.query.systemCoding, request.query.kind)),
  );

  app.get(
    '/ks/config/node/db-list',
    {
      config,
      schema: { tags, summary: '列表可用的数据来源：本系统的详情表单（记录数、字段）', querystring: NodeListQuery, response: responses(Type.Array(DataStore)) },
    },
    async (request) => ok(await dataStores(db, request.query.systemCoding)),
  );

  app.post(
    '/ks/config/node/update-data-source',
    {
      config: { ...config, globalSetting: true },
      schema: {
        tags,
        summary: '设置列表的数据来源（详情表单；null 为列表自身的记录）：保存为列表配置的新版本',
        body: UpdateDataSourceBody,
        response: responsesWith(DataSourceAnswer, { 400: ProblemList, 409: StaleVersionData }),
      },
    },
    async (request, reply) => {
      try {
        const answer = await updateDataSource(db, request.body, actorOf(request));
        if ('problems' in answer) return refuseConfig(reply, answer.problems);
        return ok(answer, '数据来源已更新');
      } catch (err) {
        if (isStale(err)) return replyStale(reply, db, request.body.nodeId);
        throw err;
      }
    },
  );

  app.post(
    '/ks/config/node/function-nodes',
    { config, schema: { tags, summary: '系统中通向页面配置的菜单（树形，不含没有页面的分支）', body: FunctionNodesBody, response: responses(Type.Array(FunctionNodeEntry)) } },
    async (request) => ok(await functionNodes(db, request.body.systemCoding)),
  );

  app.post(
    '/ks/config/node/function-list',
    { config, schema: { tags, summary: '页面提供的功能（按钮，按页面类型：列表的工具栏与行按钮、表单的底部按钮）', body: FunctionListBody, response: responses(Type.Array(NodeFunction)) } },
    async (request) => ok(await functionList(db, request.body.nodeId)),
  );
}
