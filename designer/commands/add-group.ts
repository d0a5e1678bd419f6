import { formGroups } from '../model/access';
import { defineCommand } from './define';

/** Adds a display group (a titled card of fields) at the end and selects it. */
export default defineCommand<{ key: string; title: string }>({
  id: 'add-group',
  label: '添加分组',
  history: 'record',
  apply(draft, { key, title }) {
    const config = draft.config as { groups?: unknown };
    if (!Array.isArray(config.groups)) config.groups = [];
    const groups = formGroups(draft.config);
    if (!groups) return;
    groups.push({ key, title, items: [] });
    draft.selection = { kind: 'group', group: groups.length - 1 };
  },
});
