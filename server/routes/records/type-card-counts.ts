import { TypeCardCounts, TypeCardCountsBody } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { typeCardCounts } from '../../records/type-card-counts';

/**
 * POST /ks/monitor/type-card-counts: how many records each counted card of a list selects, with
 * the caller's search applied (docs/type-cards.md). The same node visibility and enterprise rule
 * as the list, because the selection is built by the list's own code.
 */
export default function typeCardCountRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/monitor/type-card-counts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['records'],
        summary: '类型卡片计数（各卡片在当前查询条件下的记录数；只计 showCount 的卡片）',
        body: TypeCardCountsBody,
        response: responses(TypeCardCounts),
      },
    },
    async (request) => ok(await typeCardCounts(ctx, request.body, caller(request))),
  );
}
