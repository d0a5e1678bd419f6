import { Type } from '@sinclair/typebox';
import {
  ConfigChange,
  HistoryDiffQuery,
  HistoryEntry,
  HistoryVersion,
  HistoryVersionQuery,
  NodeQuery,
  ProblemList,
  RollbackAnswer,
  RollbackBody,
  StaleVersionData,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { findNode } from '../../db/repos/nodes';
import { listNodeVersions } from '../../db/repos/structure';
import { diffConfigs } from '../../structure/diff';
import { configAt, NODE_MISSING, restoreVersion, versionOf } from '../../structure/history';
import { actorOf, BUILDERS, refuseConfig, replyStale, responsesWith } from './common';

/** History of a display group: who saved which version when, any version's config, diff, rollback. */
export default function historyRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];

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
      return ok(await versionOf(db, q.nodeId, Number(q.version)));
    },
  );

  app.get(
    '/ks/config/structure/display-groups/history/diff',
    { config: { access: BUILDERS }, schema: { tags, summary: '两个版本之间的差异（JSON Pointer）', querystring: HistoryDiffQuery, response: responses(Type.Array(ConfigChange)) } },
    async (request) => {
      const q = request.query;
      const [from, to] = await Promise.all([configAt(db, q.nodeId, Number(q.from)), configAt(db, q.nodeId, Number(q.to))]);
      return ok(diffConfigs(from, to));
    },
  );

  app.post(
    '/ks/config/structure/display-groups/rollback',
    {
      config: { access: BUILDERS, globalSetting: true },
      schema: {
        tags,
        summary: '回滚：以历史版本的配置保存为一个新版本',
        body: RollbackBody,
        response: responsesWith(RollbackAnswer, { 400: ProblemList, 409: StaleVersionData }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const outcome = await restoreVersion(db, actorOf(request), body);
      if (outcome.kind === 'refused') return refuseConfig(reply, outcome.problems);
      if (outcome.kind === 'stale') return replyStale(reply, db, body.nodeId);
      return ok(outcome.answer, `已恢复到版本 ${body.version}`);
    },
  );
}
