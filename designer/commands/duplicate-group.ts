import { copyFields } from '../fields-fast/build';
import { formGroups } from '../model/access';
import { defineCommand } from './define';

/**
 * Copies a display group with all its fields below itself and selects it: a new group key, new
 * field codes, links among the copied fields pointing to the copies (a copied province / city pair
 * is a pair of its own), the title marked （副本）.
 */
export default defineCommand<{ group: number }>({
  id: 'duplicate-group',
  label: '复制分组',
  history: 'record',
  apply(draft, { group }) {
    const groups = formGroups(draft.config);
    const g = groups?.[group];
    if (!groups || !g) return;
    const taken = new Set(groups.flatMap((x) => x.items.map((i) => i.bianma)));
    const keys = new Set(groups.map((x) => x.key));
    const stem = g.key.replace(/\d+$/, '') || 'group';
    let n = 2;
    while (keys.has(`${stem}${n}`)) n++;
    const key = `${stem}${n}`;
    const title = `${g.title}（副本）`.slice(0, 64);
    groups.splice(group + 1, 0, { key, title, items: copyFields(g.items, taken) });
    draft.selection = { kind: 'group', group: group + 1 };
  },
});
