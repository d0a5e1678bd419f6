import type { FormItem } from '../../schemas/form';
import { formGroups, setOptional } from '../model/access';
import { rewriteLinks } from '../model/links';
import { defineCommand } from './define';

export interface UpdateFieldPropArgs {
  group: number;
  index: number;
  key: keyof FormItem;
  /** undefined or '' removes an optional key */
  value: unknown;
}

const REQUIRED_KEYS: ReadonlySet<string> = new Set(['bianma', 'name', 'type']);

/**
 * Sets one property of a field from the property panel. Typing into one input is one undo step
 * (mergeKey). Renaming a bianma renames the links other fields have to it.
 */
export default defineCommand<UpdateFieldPropArgs>({
  id: 'update-field-prop',
  label: '修改字段属性',
  history: 'record',
  mergeKey: ({ group, index, key }) => `field:${group}:${index}:${String(key)}`,
  apply(draft, { group, index, key, value }) {
    const groups = formGroups(draft.config);
    const item = groups?.[group]?.items[index];
    if (!groups || !item) return;
    if (REQUIRED_KEYS.has(key)) {
      const before = item[key];
      (item as Record<string, unknown>)[key] = typeof value === 'string' ? value : String(value ?? '');
      // An emptied bianma keeps the old links: the next keystroke names the field again.
      if (key === 'bianma' && typeof before === 'string' && before && item.bianma && before !== item.bianma) {
        const others = groups.flatMap((g) => g.items).filter((f) => f !== item);
        if (!others.some((f) => f.bianma === before)) rewriteLinks(others, before, item.bianma);
      }
      return;
    }
    if (Array.isArray(value) && value.length === 0) setOptional(item, key, undefined);
    else setOptional(item, key, value);
  },
});
