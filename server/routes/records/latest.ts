import { Type } from '@sinclair/typebox';
import { LatestRecordBody, RecordDetail } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { toStoredRecord } from '../../db/repos/records';
import { signRecordFiles } from '../../records/file-urls';
import { actorOf, requireNode, toWorkflowState } from '../../records/service';

/**
 * POST /ks/monitor/record/latest: the caller's own newest record of a node, or null — an
 * enterprise's (any of its users'), or for administrators and developers the one they created.
 * One record per enterprise pages (信用承诺书's lc-info) open it instead of listing.
 */
export default function latestRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/record/latest',
    {
      config: { access: 'user' },
      schema: { tags: ['records'], summary: '本单位（或本人创建）在该节点下最新的一条记录；没有时为 null', body: LatestRecordBody, response: responses(Type.Union([RecordDetail, Type.Null()])) },
    },
    async (request) => {
      const user = caller(request);
      const node = await requireNode(ctx, request.body.nodeId, user, 'read');
      const actor = actorOf(user);
      let q = ctx.db.selectFrom('records').selectAll().where('node_id', '=', node.recordsNodeId);
      if (user.role === 'U') {
        if (!user.enterpriseId) return ok(null);
        q = q.where('enterprise_id', '=', user.enterpriseId);
      } else q = q.where('owner_user_id', '=', user.id);
      const row = await q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!row) return ok(null);
      const record = toStoredRecord(row);
      return ok({ ...toWorkflowState(record, actor), data: await signRecordFiles(ctx.db, record.data, user) });
    },
  );
}
