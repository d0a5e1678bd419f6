import type { Selection } from '../store/types';
import { defineCommand } from './define';

/** Chooses what the property panel shows; UI state, never undone. */
export default defineCommand<{ selection: Selection }>({
  id: 'select',
  label: '选择',
  history: 'ignore',
  apply(draft, { selection }) {
    draft.selection = selection;
  },
});
