import { formGroups } from '../model/access';
import { rewriteLinks } from '../model/links';
import { defineCommand } from './define';

/** Removes a display group with its fields, and the links other fields had to them. */
export default defineCommand<{ group: number }>({
  id: 'remove-group',
  label: '删除分组',
  history: 'record',
  apply(draft, { group }) {
    const groups = formGroups(draft.config);
    if (!groups?.[group]) return;
    const [removed] = groups.splice(group, 1);
    const left = groups.flatMap((g) => g.items);
    for (const f of removed.items) if (f.bianma && !left.some((x) => x.bianma === f.bianma)) rewriteLinks(left, f.bianma, null);
    const sel = draft.selection;
    if ((sel?.kind === 'field' || sel?.kind === 'group') && sel.group >= group) draft.selection = null;
  },
});
