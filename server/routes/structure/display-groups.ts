import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import {
  CreateDisplayGroupBody,
  DeleteDisplayGroupBody,
  DisplayGroupDetail,
  DisplayGroupSummary,
  NodeQuery,
  SaveAnswer,
  SaveDisplayGroupBody,
  StaleVersionData,
  SystemQuery,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import type { Database } from '../../db/types';
import { ok, responses } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { writeOpLog } from '../../db/repos/oplog';
import { findSystem } from '../../db/repos/systems';
import { findNode, saveNodeConfig, type NodeKind, type NodeRow } from '../../db/repos/nodes';
import { countRecords, deleteNodes, findMenu, listMenus, listNodes } from '../../db/repos/structure';
import { configProblems } from '../../structure/config-check';
import { actorOf, BUILDERS, ConfigProblems, isStale, refuseConfig, replyStale, responsesWith } from './common';

const NODE_MISSING = '页面配置不存在';

const summary = (n: NodeRow, menuTitle: string | null): DisplayGroupSummary => ({
  nodeId: n.id,
  systemCoding: n.system_coding,
  kind: n.kind,
  title: n.title,
  menuTitle,
  version: n.version,
  updatedAt: n.updated_at,
  updatedBy: n.updated_by,
});

async function detail(db: Kysely<Database>, nodeId: string): Promise<DisplayGroupDetail> {
  const n = await findNode(db, nodeId);
  if (!n) throw notFound(NODE_MISSING);
  const menu = await findMenu(db, nodeId);
  return { ...summary(n, menu?.title ?? null), config: JSON.parse(n.config) as unknown };
}

/** Display groups (node configs): list, read, create, versioned save, delete. */
export default function displayGroupRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];

  const list = async (request: FastifyRequest<{ Querystring: SystemQuery }>) => {
    const { systemCoding } = request.query;
    if (!(await findSystem(db, systemCoding))) throw notFound('系统不存在');
    const [nodes, menus] = await Promise.all([listNodes(db, systemCoding), listMenus(db, systemCoding)]);
    const titles = new Map(menus.map((m) => [m.id, m.title]));
    return ok(nodes.map((n) => summary(n, titles.get(n.id) ?? null)));
  };
  const listOptions = {
    config: { access: BUILDERS },
    schema: { tags, summary: '系统的页面配置列表（不含配置内容）', querystring: SystemQuery, response: responses(Type.Array(DisplayGroupSummary)) },
  };
  // The spec writes the call with a trailing slash; both spellings answer the same.
  app.get('/ks/config/structure/display-groups/', listOptions, list);
  app.get('/ks/config/structure/display-groups', listOptions, list);

  app.get(
    '/ks/config/structure/display-groups/detail',
    { config: { access: BUILDERS }, schema: { tags, summary: '一个页面配置（含配置内容与版本号）', querystring: NodeQuery, response: responses(DisplayGroupDetail) } },
    async (request) => ok(await detail(db, request.query.nodeId)),
  );

  app.post(
    '/ks/config/structure/display-groups',
    {
      config: { access: BUILDERS },
      schema: { tags, summary: '为菜单新建页面配置（版本 1）', body: CreateDisplayGroupBody, response: responsesWith(DisplayGroupDetail, { 400: ConfigProblems }) },
    },
    async (request, reply) => {
      const body = request.body;
      const menu = await findMenu(db, body.nodeId);
      if (!menu) throw notFound('菜单不存在');
      if (await findNode(db, body.nodeId)) throw conflict(`菜单「${menu.title}」已有页面配置`);
      const problems = configProblems(body.kind, body.config);
      if (problems.length) return refuseConfig(reply, problems);
      const input = { nodeId: body.nodeId, systemCoding: menu.system_coding, kind: body.kind, title: body.title ?? menu.title, config: body.config, expectedVersion: 0, actor: actorOf(request) };
      try {
        await saveNodeConfig(db, input);
      } catch (err) {
        if (isStale(err)) throw conflict(`菜单「${menu.title}」已有页面配置`);
        throw err;
      }
      return ok(await detail(db, body.nodeId), '新建成功');
    },
  );

  /** The one save path: the config replaces version `version` or the save is refused as stale. */
  const save = async (request: FastifyRequest<{ Body: SaveDisplayGroupBody }>, reply: FastifyReply) => {
    const body = request.body;
    const node = await findNode(db, body.nodeId);
    if (!node) throw notFound(NODE_MISSING);
    const kind = node.kind as NodeKind;
    const problems = configProblems(kind, body.config);
    if (problems.length) return refuseConfig(reply, problems);
    let saved: Awaited<ReturnType<typeof saveNodeConfig>>;
    try {
      saved = await saveNodeConfig(db, {
        nodeId: node.id,
        systemCoding: node.system_coding,
        kind,
        title: body.title ?? node.title,
        config: body.config,
        expectedVersion: body.version,
        actor: actorOf(request),
      });
    } catch (err) {
      if (isStale(err)) return replyStale(reply, db, node.id);
      throw err;
    }
    // The answer from what the save stored: reading the node and its menu back cost two statements.
    return ok({ nodeId: node.id, ...saved }, '保存成功');
  };
  const saveSchema = { tags, body: SaveDisplayGroupBody, response: responsesWith(SaveAnswer, { 400: ConfigProblems, 409: StaleVersionData }) };
  app.put('/ks/config/structure/display-groups', { config: { access: BUILDERS }, schema: { ...saveSchema, summary: '保存页面配置（乐观锁：version 须为当前版本）' } }, save);
  // The designer's preview "save" is the same versioned save (an alias), so it cannot overwrite either.
  app.post('/ks/config/node/update-preview', { config: { access: BUILDERS }, schema: { ...saveSchema, summary: '预览页保存（同 PUT display-groups）' } }, save);

  app.delete(
    '/ks/config/structure/display-groups',
    {
      config: { access: BUILDERS },
      schema: { tags, summary: '删除页面配置及其历史（菜单保留；有业务记录时拒绝）', body: DeleteDisplayGroupBody, response: responsesWith(Type.Object({ nodeId: Type.String() }), { 409: StaleVersionData }) },
    },
    async (request, reply) => {
      const body = request.body;
      const actor = actorOf(request);
      const outcome = await db.transaction().execute(async (tx) => {
        const node = await findNode(tx, body.nodeId);
        if (!node) throw notFound(NODE_MISSING);
        if (body.version !== undefined && body.version !== node.version) return 'stale' as const;
        const records = (await countRecords(tx, [node.id])).get(node.id);
        if (records) throw conflict(`页面配置「${node.title}」下还有 ${records} 条业务记录，不能删除`);
        await deleteNodes(tx, [node.id]);
        await writeOpLog(tx, actor, { action: 'delete-node-config', targetType: 'node', targetId: node.id, gnCoding: node.system_coding, detail: { version: node.version, kind: node.kind } });
        return 'deleted' as const;
      });
      if (outcome === 'stale') return replyStale(reply, db, body.nodeId);
      return ok({ nodeId: body.nodeId }, '删除成功');
    },
  );
}
