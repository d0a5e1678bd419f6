import type { FormItem } from '../../schemas/form';
import { cloneJson, copyFields } from '../fields-fast/build';
import { formGroups } from '../model/access';
import { defineCommand } from './define';

/**
 * Adds many fields at once (the paste dialog) at the end of a group, as one undo step, and selects
 * the first. Codes already used in the node are renumbered (qymc → qymc2), links among the added
 * fields follow. A form without groups gets one.
 */
export default defineCommand<{ items: FormItem[]; group: number }>({
  id: 'add-fields',
  label: '批量添加字段',
  history: 'record',
  apply(draft, { items, group }) {
    if (!items.length) return;
    const config = draft.config as { groups?: unknown };
    if (config.groups === undefined || (Array.isArray(config.groups) && config.groups.length === 0)) {
      config.groups = [{ key: 'group1', title: '基本信息', items: [] }];
    }
    const groups = formGroups(draft.config);
    if (!groups) return;
    const g = Math.max(0, Math.min(group, groups.length - 1));
    const taken = new Set(groups.flatMap((x) => x.items.map((i) => i.bianma)));
    const clash = items.some((i) => taken.has(i.bianma));
    const added = clash ? copyFields(items, taken) : items.map(cloneJson);
    const at = groups[g].items.length;
    groups[g].items.push(...added);
    draft.selection = { kind: 'field', group: g, index: at };
  },
});
