import type { CreditSelectType } from '../../schemas/config-calls';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { countQuery } from '../records/list-query';
import { freshNode, listSelection } from '../records/list-call';
import { typeCardConditions } from '../records/type-card-filter';
import { actorOf } from '../records/service';

/** The node whose type cards an administrator picks among: 信用记录, the management list's node. */
export const CREDIT_MANAGEMENT_NODE = { nodeId: 'credit-record-list', systemCoding: 'credit_eval' } as const;

/**
 * The type cards of 信用记录 with how many records each selects for the caller — the list's own
 * selection, so an administrator limited to a region counts only that region's records.
 */
export async function creditSelectTypes(ctx: Pick<AppContext, 'db' | 'dialect'>, user: SessionUser): Promise<CreditSelectType[]> {
  const node = await freshNode(ctx, CREDIT_MANAGEMENT_NODE, user);
  const base = await listSelection(ctx, node, CREDIT_MANAGEMENT_NODE, actorOf(user), false);
  return Promise.all(
    (node.listConfig?.typeCards?.cards ?? []).map(async (card) => {
      const s = { ...base, conditions: [...base.conditions, ...typeCardConditions(ctx.dialect, card)] };
      const result = await countQuery(s).execute(ctx.db);
      return { key: card.key, label: card.label, icon: card.icon ?? '', count: Number(result.rows[0]?.total ?? 0) };
    }),
  );
}
