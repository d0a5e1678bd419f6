import { definePageKind } from '../define';
import { listConfig } from '../list';
import { listSemantics, placeInList } from '../list/problems';

/** A card list: a list's conditions and columns, its records drawn as cards (docs/page-kinds/card.md). */
export default definePageKind({
  label: '卡片列表',
  hint: '查询条件 + 卡片（卡片列表）',
  schema: 'ListConfig',
  opens: 'list',
  suggestedBy: ['卡片'],
  emptyConfig: listConfig('card'),
  place: placeInList,
  rules: (config) => listSemantics('card', config),
});
