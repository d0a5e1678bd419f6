import type { TypeCardCountsBody } from '../../schemas';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { countQuery } from './list-query';
import { freshNode, listSelection } from './list-call';
import { typeCardConditions } from './type-card-filter';
import { actorOf } from './service';

/**
 * How many records each counted card of a list selects, with the caller's search applied
 * (docs/type-cards.md): the list's own selection, so the same node visibility and enterprise rule.
 */
export async function typeCardCounts(ctx: Pick<AppContext, 'db' | 'dialect'>, body: TypeCardCountsBody, user: SessionUser): Promise<Record<string, number>> {
  const node = await freshNode(ctx, body, user);
  const base = await listSelection(ctx, node, body, actorOf(user), false);
  const counted = (node.listConfig?.typeCards?.cards ?? []).filter((c) => c.showCount);
  const totals = await Promise.all(
    counted.map(async (card) => {
      const s = { ...base, conditions: [...base.conditions, ...typeCardConditions(ctx.dialect, card)] };
      const result = await countQuery(s).execute(ctx.db);
      return [card.key, Number(result.rows[0]?.total ?? 0)] as const;
    }),
  );
  return Object.fromEntries(totals);
}
