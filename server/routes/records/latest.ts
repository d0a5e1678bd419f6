import { Type } from '@sinclair/typebox';
import { LatestRecordBody, RecordDetail } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { latestRecord } from '../../records/latest';

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
    async (request) => ok(await latestRecord(ctx, request.body.nodeId, caller(request))),
  );
}
