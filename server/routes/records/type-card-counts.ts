import { TypeCardCounts, TypeCardCountsBody } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller } from '../../http/access';
import { countQuery } from '../../records/list-query';
import { freshNode, listSelection } from '../../records/list-call';
import { typeCardConditions } from '../../records/type-card-filter';
import { actorOf } from '../../records/service';

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
    async (request) => {
      const user = caller(request);
      const node = await freshNode(ctx, request.body, user);
      const base = await listSelection(ctx, node, request.body, actorOf(user), false);
      const counted = (node.listConfig?.typeCards?.cards ?? []).filter((c) => c.showCount);
      const totals = await Promise.all(
        counted.map(async (card) => {
          const s = { ...base, conditions: [...base.conditions, ...typeCardConditions(ctx.dialect, card)] };
          const result = await countQuery(s).execute(ctx.db);
          return [card.key, Number(result.rows[0]?.total ?? 0)] as const;
        }),
      );
      return ok(Object.fromEntries(totals));
    },
  );
}
