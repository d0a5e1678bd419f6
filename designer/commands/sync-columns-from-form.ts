import type { FormItem } from '../../schemas/form';
import { listColumns } from '../model/access';
import { syncedColumns } from '../page-pair/plan';
import { defineCommand } from './define';

/**
 * 从表单同步列: the list's columns refreshed from its detail form's fields (loaded by the caller):
 * a column per field that can be listed, names as in the form, other columns kept. One undo step.
 */
export default defineCommand<{ items: FormItem[] }>({
  id: 'sync-columns-from-form',
  label: '从表单同步列',
  history: 'record',
  apply(draft, { items }) {
    const columns = listColumns(draft.config);
    if (!columns) return;
    const next = syncedColumns(columns, items);
    if (JSON.stringify(next) === JSON.stringify(columns)) return;
    columns.splice(0, columns.length, ...next);
  },
});
