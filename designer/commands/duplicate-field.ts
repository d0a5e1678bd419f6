import { copyFields } from '../fields-fast/build';
import { formGroups } from '../model/access';
import { defineCommand } from './define';

/**
 * Copies a field right below itself and selects the copy: same name and properties, a new code
 * (qymc → qymc2), its parent link kept; links to its children are not copied (they stay the
 * original's). Renaming the copy renames its code too, as the code is still the proposal.
 */
export default defineCommand<{ group: number; index: number }>({
  id: 'duplicate-field',
  label: '复制字段',
  history: 'record',
  apply(draft, { group, index }) {
    const groups = formGroups(draft.config);
    const item = groups?.[group]?.items[index];
    if (!groups || !item) return;
    const taken = new Set(groups.flatMap((g) => g.items.map((i) => i.bianma)));
    const [copy] = copyFields([item], taken);
    groups[group].items.splice(index + 1, 0, copy);
    draft.selection = { kind: 'field', group, index: index + 1 };
  },
});
