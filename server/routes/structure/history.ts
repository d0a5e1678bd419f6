import { Type } from '@sinclair/typebox';
import {
  ConfigChange,
  HistoryDiffQuery,
  HistoryEntry,
  HistoryVersion,
  HistoryVersionQuery,
  NodeQuery,
  RollbackAnswer,
  RollbackBody,
  StaleVersionData,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { writeOpLog } from '../../db/repos/oplog';
import { findNode, saveNodeConfig, type NodeKind } from '../../db/repos/nodes';
import { findNodeVersion, listNodeVersions } from '../../db/repos/structure';
import { configProblems } from '../../structure/config-check';
import { diffConfigs } from '../../structure/diff';
import { actorOf, BUILDERS, ConfigProblems, isStale, refuseConfig, replyStale, responsesWith } from './common';

const NODE_MISSING = '页面配置不存在';
const versionMissing = (v: number) => notFound(`版本 ${v} 不存在`);

/** History of a display group: who saved which version when, any version's config, diff, rollback. */
export default function historyRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];

  const configAt = async (nodeId: string, version: number): Promise<unknown> => {
    const row = await findNodeVersion(db, nodeId, version);
    if (!row) throw versionMissing(version);
    return JSON.parse(row.config) as unknown;
  };

  app.get(
    '/ks/config/structure/display-groups/history',
    { config: { access: BUILDERS }, schema: { tags, summary: '页面配置的保存历史（新到旧）', querystring: NodeQuery, response: responses(Type.Array(HistoryEntry)) } },
    async (request) => {
      const { nodeId } = request.query;
      if (!(await findNode(db, nodeId))) throw notFound(NODE_MISSING);
      const rows = await listNodeVersions(db, nodeId);
      return ok(rows.map((r) => ({ version: r.version, savedBy: r.saved_by, savedAt: r.saved_at })));
    },
  );

  app.get(
    '/ks/config/structure/display-groups/history/version',
    { config: { access: BUILDERS }, schema: { tags, summary: '某一历史版本的配置', querystring: HistoryVersionQuery, response: responses(HistoryVersion) } },
    async (request) => {
      const q = request.query;
      const row = await findNodeVersion(db, q.nodeId, Number(q.version));
      if (!row) throw versionMissing(Number(q.version));
      return ok({ nodeId: row.node_id, version: row.version, savedBy: row.saved_by, savedAt: row.saved_at, config: JSON.parse(row.config) as unknown });
    },
  );

  app.get(
    '/ks/config/structure/display-groups/history/diff',
    { config: { access: BUILDERS }, schema: { tags, summary: '两个版本之间的差异（JSON Pointer）', querystring: HistoryDiffQuery, response: responses(Type.Array(ConfigChange)) } },
    async (request) => {
      const q = request.query;
      const [from, to] = await Promise.all([configAt(q.nodeId, Number(q.from)), configAt(q.nodeId, Number(q.to))]);
      return ok(diffConfigs(from, to));
    },
  );

  app.post(
    '/ks/config/structure/display-groups/rollback',
    {
      config: { access: BUILDERS },
      schema: {
        tags,
        summary: '回滚：以历史版本的配置保存为一个新版本',
        body: RollbackBody,
        response: responsesWith(RollbackAnswer, { 400: ConfigProblems, 409: StaleVersionData }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const node = await findNode(db, body.nodeId);
      if (!node) throw notFound(NODE_MISSING);
      const config = await configAt(node.id, body.version);
      const kind = node.kind as NodeKind;
      // Rules may have tightened since that version was saved: it must still pass today's checks.
      const problems = configProblems(kind, config);
      if (problems.length) return refuseConfig(reply, problems.map((p) => `版本 ${body.version} 的配置已不符合当前规则：${p}`));
      const actor = actorOf(request);
      let saved: { version: number };
      try {
        saved = await db.transaction().execute(async (tx) => {
          const result = await saveNodeConfig(tx, {
            nodeId: node.id, systemCoding: node.system_coding, kind, title: node.title, config, expectedVersion: body.currentVersion, actor,
          });
          await writeOpLog(tx, actor, {
            action: 'rollback-node-config',
            targetType: 'node',
            targetId: node.id,
            gnCoding: node.system_coding,
            detail: { restoredFrom: body.version, version: result.version },
          });
          return result;
        });
      } catch (err) {
        if (isStale(err)) return replyStale(reply, db, node.id);
        throw err;
      }
      const after = await findNode(db, node.id);
      return ok(
        { nodeId: node.id, version: saved.version, updatedAt: after?.updated_at ?? '', updatedBy: after?.updated_by ?? actor.userName, restoredFrom: body.version },
        `已恢复到版本 ${body.version}`,
      );
    },
  );
}
