import { proposeCode, isAutoCode } from '../fields-fast/codes';
import { formGroups } from '../model/access';
import { rewriteLinks } from '../model/links';
import { defineCommand } from './define';

/**
 * Sets a field's name from the property panel; while its code is still one the designer made (a
 * palette default or the proposal for the old name) the code follows as the pinyin initials of
 * the new name, unique within the node. A hand-edited code is never overwritten. Typing into the
 * name is one undo step (the same mergeKey as update-field-prop's name).
 */
export default defineCommand<{ group: number; index: number; name: string }>({
  id: 'rename-field',
  label: '修改字段名称',
  history: 'record',
  mergeKey: ({ group, index }) => `field:${group}:${index}:name`,
  apply(draft, { group, index, name }) {
    const groups = formGroups(draft.config);
    const item = groups?.[group]?.items[index];
    if (!groups || !item) return;
    const others = groups.flatMap((g) => g.items).filter((f) => f !== item);
    const taken = new Set(others.map((f) => f.bianma));
    const follows = isAutoCode(item.bianma, item.type, item.name, taken);
    item.name = name;
    if (!follows || !name.trim()) return;
    const code = proposeCode(name, taken);
    if (code === item.bianma) return;
    if (item.bianma && !taken.has(item.bianma)) rewriteLinks(others, item.bianma, code);
    item.bianma = code;
  },
});
