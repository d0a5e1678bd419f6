import { listColumns, moveInArray } from '../model/access';
import { defineCommand } from './define';

/** Reorders a table column (drag, or the ← → buttons). */
export default defineCommand<{ from: number; to: number }>({
  id: 'move-column',
  label: '移动列',
  history: 'record',
  apply(draft, { from, to }) {
    const columns = listColumns(draft.config);
    if (!columns?.[from] || to < 0 || to >= columns.length || from === to) return;
    moveInArray(columns, from, to);
    const sel = draft.selection;
    if (sel?.kind === 'column' && sel.index === from) draft.selection = { kind: 'column', index: to };
    else if (sel?.kind === 'column') draft.selection = null;
  },
});
