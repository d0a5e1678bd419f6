import { listColumns, setOptional } from '../model/access';
import { defineCommand } from './define';

/** Page-level settings: the page title, and for a list the detail node that opens a record. */
export default defineCommand<{ key: 'title' | 'formNodeId'; value: string | undefined }>({
  id: 'update-config-prop',
  label: '修改页面设置',
  history: 'record',
  mergeKey: ({ key }) => `config:${key}`,
  apply(draft, { key, value }) {
    // only a list-shaped page opens records in another node's form
    if (key === 'formNodeId' && !listColumns(draft.config)) return;
    setOptional(draft.config as Record<string, unknown>, key, value);
  },
});
