import { formGroups } from '../model/access';
import { rewriteLinks } from '../model/links';
import { defineCommand } from './define';

/** Removes a field and the links other fields had to it (parentNode, childNode, curInfo). */
export default defineCommand<{ group: number; index: number }>({
  id: 'remove-field',
  label: '删除字段',
  history: 'record',
  apply(draft, { group, index }) {
    const groups = formGroups(draft.config);
    const items = groups?.[group]?.items;
    if (!groups || !items?.[index]) return;
    const [removed] = items.splice(index, 1);
    const left = groups.flatMap((g) => g.items);
    if (removed.bianma && !left.some((f) => f.bianma === removed.bianma)) rewriteLinks(left, removed.bianma, null);
    const sel = draft.selection;
    if (sel?.kind === 'field' && sel.group === group) {
      if (sel.index === index) draft.selection = null;
      else if (sel.index > index) draft.selection = { kind: 'field', group, index: sel.index - 1 };
    }
  },
});
