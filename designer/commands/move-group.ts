import { formGroups, moveInArray } from '../model/access';
import { defineCommand } from './define';

/** Moves a display group up or down. */
export default defineCommand<{ from: number; to: number }>({
  id: 'move-group',
  label: '移动分组',
  history: 'record',
  apply(draft, { from, to }) {
    const groups = formGroups(draft.config);
    if (!groups || to < 0 || to >= groups.length) return;
    moveInArray(groups, from, to);
    draft.selection = { kind: 'group', group: to };
  },
});
