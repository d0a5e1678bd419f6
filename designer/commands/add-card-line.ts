import type { CardContent, CardStyle } from '../../schemas/list';
import { defineCommand } from './define';

/** Adds a line (a record key drawn with a font) to the card style. */
export default defineCommand<{ line: CardContent }>({
  id: 'add-card-line',
  label: '添加卡片内容',
  history: 'record',
  apply(draft, { line }) {
    const config = draft.config as { cardStyle?: CardStyle; kind?: string };
    if (config.kind === 'form') return;
    config.cardStyle ??= { titleKey: '', width: '100%', contents: [] };
    config.cardStyle.contents.push(line);
    draft.selection = { kind: 'card' };
  },
});
