import type { SearchFilterItem } from '../../schemas/form';
import { listFilters, setOptional } from '../model/access';
import { defineCommand } from './define';

/** Sets one property of a search condition (name, code, type, inline choices). */
export default defineCommand<{ index: number; key: keyof SearchFilterItem; value: unknown }>({
  id: 'update-filter-prop',
  label: '修改查询条件',
  history: 'record',
  mergeKey: ({ index, key }) => `filter:${index}:${String(key)}`,
  apply(draft, { index, key, value }) {
    const filter = listFilters(draft.config)?.[index];
    if (!filter) return;
    if (key === 'dataList') setOptional(filter, key, Array.isArray(value) && value.length ? value : undefined);
    else (filter as Record<string, unknown>)[key] = value;
  },
});
