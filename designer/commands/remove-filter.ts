import { listFilters } from '../model/access';
import { defineCommand } from './define';

/** Removes a search condition. */
export default defineCommand<{ index: number }>({
  id: 'remove-filter',
  label: '删除查询条件',
  history: 'record',
  apply(draft, { index }) {
    const list = listFilters(draft.config);
    if (!list?.[index]) return;
    list.splice(index, 1);
    if (draft.selection?.kind === 'filter') draft.selection = null;
  },
});
