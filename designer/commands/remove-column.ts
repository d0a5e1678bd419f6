import { listColumns } from '../model/access';
import { defineCommand } from './define';

/** Removes a table column. */
export default defineCommand<{ index: number }>({
  id: 'remove-column',
  label: '删除列',
  history: 'record',
  apply(draft, { index }) {
    const columns = listColumns(draft.config);
    if (!columns?.[index]) return;
    columns.splice(index, 1);
    const sel = draft.selection;
    if (sel?.kind === 'column') draft.selection = sel.index === index ? null : sel.index > index ? { kind: 'column', index: sel.index - 1 } : sel;
  },
});
