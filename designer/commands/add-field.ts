import type { FormItem } from '../../schemas/form';
import { formGroups } from '../model/access';
import { defineCommand } from './define';

export interface AddFieldArgs {
  item: FormItem;
  group: number;
  /** position in the group; absent: at the end */
  index?: number;
}

/** Adds a field (dropped from the palette) and selects it. A form without groups gets one. */
export default defineCommand<AddFieldArgs>({
  id: 'add-field',
  label: '添加字段',
  history: 'record',
  apply(draft, { item, group, index }) {
    const config = draft.config as { groups?: unknown };
    if (config.groups === undefined || (Array.isArray(config.groups) && config.groups.length === 0)) {
      config.groups = [{ key: 'group1', title: '基本信息', items: [] }];
    }
    const groups = formGroups(draft.config);
    if (!groups) return;
    const g = Math.max(0, Math.min(group, groups.length - 1));
    const items = groups[g].items;
    const at = index === undefined ? items.length : Math.max(0, Math.min(index, items.length));
    items.splice(at, 0, item);
    draft.selection = { kind: 'field', group: g, index: at };
  },
});
