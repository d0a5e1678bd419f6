import { cardStyleOf } from '../model/access';
import { defineCommand } from './define';

/** Removes a card line. */
export default defineCommand<{ index: number }>({
  id: 'remove-card-line',
  label: '删除卡片内容',
  history: 'record',
  apply(draft, { index }) {
    const contents = cardStyleOf(draft.config)?.contents;
    if (contents?.[index]) contents.splice(index, 1);
  },
});
