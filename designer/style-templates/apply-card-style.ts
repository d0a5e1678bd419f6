import type { CardStyle } from '../../schemas/list';
import { defineCommand } from '../commands/define';
import { listColumns } from '../model/access';

/**
 * 应用样式模板: the node's card style becomes a copy of the template's (one undo step). A copy,
 * not a reference: the runtime reads only the node, and editing the template later must not change
 * pages that were already published.
 */
export default defineCommand<{ style: CardStyle }>({
  id: 'apply-card-style',
  label: '应用样式模板',
  history: 'record',
  apply(draft, { style }) {
    // a card style belongs to a list-shaped config (columns and a search bar)
    if (!listColumns(draft.config)) return;
    (draft.config as { cardStyle?: CardStyle }).cardStyle = structuredClone(style);
  },
});
