import type { CardContent } from '../../schemas/list';
import { cardStyleOf, setOptional } from '../model/access';
import { defineCommand } from './define';

/** Sets one property of a card line (record key, font size, colour, style). */
export default defineCommand<{ index: number; key: keyof CardContent; value: unknown }>({
  id: 'update-card-line',
  label: '修改卡片内容',
  history: 'record',
  mergeKey: ({ index, key }) => `card-line:${index}:${String(key)}`,
  apply(draft, { index, key, value }) {
    const line = cardStyleOf(draft.config)?.contents[index];
    if (!line) return;
    if (key === 'contentKey') line.contentKey = typeof value === 'string' ? value : '';
    else setOptional(line, key, value);
  },
});
