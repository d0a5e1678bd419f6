import type { TableColumn } from '../../schemas/list';
import { listColumns } from '../model/access';
import { defineCommand } from './define';

/** Adds a table column (dropped from the column palette) and selects it. */
export default defineCommand<{ column: TableColumn; index?: number }>({
  id: 'add-column',
  label: '添加列',
  history: 'record',
  apply(draft, { column, index }) {
    const config = draft.config as { columns?: unknown };
    if (config.columns === undefined) config.columns = [];
    const columns = listColumns(draft.config);
    if (!columns) return;
    const at = index === undefined ? columns.length : Math.max(0, Math.min(index, columns.length));
    columns.splice(at, 0, column);
    draft.selection = { kind: 'column', index: at };
  },
});
