import type { CardContent, CardStyle } from '../../schemas/list';
import { listColumns } from '../model/access';
import { defineCommand } from './define';

/** Adds a line (a record key drawn with a font) to the card style. */
export default defineCommand<{ line: CardContent }>({
  id: 'add-card-line',
  label: '添加卡片内容',
  history: 'record',
  apply(draft, { line }) {
    if (!listColumns(draft.config)) return;
    const config = draft.config as { cardStyle?: CardStyle };
    config.cardStyle ??= { titleKey: '', width: '100%', contents: [] };
    config.cardStyle.contents.push(line);
    draft.selection = { kind: 'card-style' };
  },
});
