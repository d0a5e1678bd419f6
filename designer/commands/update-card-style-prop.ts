import type { CardStyle } from '../../schemas/list';
import { listColumns, setOptional } from '../model/access';
import { defineCommand } from './define';

type CardStyleKey = Exclude<keyof CardStyle, 'contents'>;

/** Sets the card title key, title font or card width; creates the card style on first use. */
export default defineCommand<{ key: CardStyleKey; value: unknown }>({
  id: 'update-card-style-prop',
  label: '修改卡片样式',
  history: 'record',
  mergeKey: ({ key }) => `card:${key}`,
  apply(draft, { key, value }) {
    // a card style belongs to a list-shaped config (columns and a search bar)
    if (!listColumns(draft.config)) return;
    const config = draft.config as { cardStyle?: CardStyle };
    config.cardStyle ??= { titleKey: '', width: '100%', contents: [] };
    if (key === 'titleKey' || key === 'width') (config.cardStyle as Record<string, unknown>)[key] = value ?? '';
    else setOptional(config.cardStyle, key, value);
  },
});
