import { formGroups } from '../model/access';
import { defineCommand } from './define';

export interface FieldPosition {
  group: number;
  index: number;
}

/** Moves a field within its group or into another group (drag on the canvas, or the ↑ ↓ keys). */
export default defineCommand<{ from: FieldPosition; to: FieldPosition }>({
  id: 'move-field',
  label: '移动字段',
  history: 'record',
  apply(draft, { from, to }) {
    const groups = formGroups(draft.config);
    const source = groups?.[from.group]?.items;
    const target = groups?.[to.group]?.items;
    if (!source || !target || !source[from.index]) return;
    if (from.group === to.group && from.index === to.index) return;
    const [item] = source.splice(from.index, 1);
    const at = Math.max(0, Math.min(to.index, target.length));
    target.splice(at, 0, item);
    const sel = draft.selection;
    if (sel?.kind === 'field' && sel.group === from.group && sel.index === from.index) {
      draft.selection = { kind: 'field', group: to.group, index: at };
    } else if (sel?.kind === 'field') {
      draft.selection = null;
    }
  },
});
