import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { ApiError, notFound } from '../../http/errors';
import { canSee, findSystem } from '../../db/repos/systems';
import { findNode, validateNodeConfig, type NodeKind } from '../../db/repos/nodes';
import { loadMenuAccess, menuVisibleTo } from '../../structure/menu-access';
import { NodePreview, NodePreviewQuery } from '../../../schemas/node-preview';

const NOT_FOUND = '节点不存在或无权访问';

/** Reading a node's page config (the designer adds saving on top of saveNodeConfig). */
export default function nodeRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ks/config/node/previews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['nodes'],
        summary: '读取节点配置（校验后下发）',
        querystring: NodePreviewQuery,
        response: responses(NodePreview),
      },
    },
    async (request) => {
      const { nodeId } = request.query;
      const node = await findNode(ctx.db, nodeId);
      // Same answer for "missing" and "not yours": a node id reveals nothing about other systems.
      if (!node) throw notFound(NOT_FOUND);
      const system = await findSystem(ctx.db, node.system_coding);
      const role = caller(request).role;
      if (!system || !canSee(role, system.roles)) throw notFound(NOT_FOUND);
      // The menu and every menu above it must admit the caller too (docs/security.md).
      if (!menuVisibleTo(role, await loadMenuAccess(ctx.db, node.id))) throw notFound(NOT_FOUND);
      let config: unknown;
      try {
        config = JSON.parse(node.config);
      } catch {
        config = undefined;
      }
      const valid = config === undefined ? { ok: false as const, message: '配置不是合法的 JSON' } : validateNodeConfig(node.kind, config);
      if (!valid.ok) {
        // A broken stored config is a server-side fault: never hand it to the runtime to guess at.
        throw new ApiError('broken', `节点「${node.title}」的配置不合法，请联系开发人员修正：${valid.message}`);
      }
      return ok({ nodeId: node.id, systemCoding: node.system_coding, kind: node.kind as NodeKind, title: node.title, config, version: node.version });
    },
  );
}
