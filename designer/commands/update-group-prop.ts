import { formGroups } from '../model/access';
import { defineCommand } from './define';

/** Sets the title or key of a display group. */
export default defineCommand<{ group: number; key: 'title' | 'key'; value: string }>({
  id: 'update-group-prop',
  label: '修改分组',
  history: 'record',
  mergeKey: ({ group, key }) => `group:${group}:${key}`,
  apply(draft, { group, key, value }) {
    const g = formGroups(draft.config)?.[group];
    if (g) g[key] = value;
  },
});
