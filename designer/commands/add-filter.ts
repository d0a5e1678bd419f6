import type { SearchFilterItem } from '../../schemas/form';
import { listFilters } from '../model/access';
import { defineCommand } from './define';

/** Adds a search condition to a list's search bar and selects it. */
export default defineCommand<{ filter: SearchFilterItem }>({
  id: 'add-filter',
  label: '添加查询条件',
  history: 'record',
  apply(draft, { filter }) {
    const config = draft.config as { search?: { displayCode?: string; displayList?: unknown } };
    if (config.search === undefined) config.search = { displayCode: draft.nodeId, displayList: [] };
    if (config.search.displayList === undefined) config.search.displayList = [];
    const list = listFilters(draft.config);
    if (!list) return;
    list.push(filter);
    draft.selection = { kind: 'filter', index: list.length - 1 };
  },
});
