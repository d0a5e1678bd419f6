import type { TableColumn } from '../../schemas/list';
import { listColumns, setOptional } from '../model/access';
import { defineCommand } from './define';

/** Sets one property of a table column (name, code, type, width, alignment, show …). */
export default defineCommand<{ index: number; key: keyof TableColumn; value: unknown }>({
  id: 'update-column-prop',
  label: '修改列属性',
  history: 'record',
  mergeKey: ({ index, key }) => `column:${index}:${String(key)}`,
  apply(draft, { index, key, value }) {
    const column = listColumns(draft.config)?.[index];
    if (!column) return;
    if (key === 'code' || key === 'name') column[key] = typeof value === 'string' ? value : String(value ?? '');
    else setOptional(column, key, value);
  },
});
