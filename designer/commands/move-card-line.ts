import { cardStyleOf, moveInArray } from '../model/access';
import { defineCommand } from './define';

/** Moves a card line up or down. */
export default defineCommand<{ from: number; to: number }>({
  id: 'move-card-line',
  label: '移动卡片内容',
  history: 'record',
  apply(draft, { from, to }) {
    const contents = cardStyleOf(draft.config)?.contents;
    if (!contents?.[from] || to < 0 || to >= contents.length) return;
    moveInArray(contents, from, to);
  },
});
