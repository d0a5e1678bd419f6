import { definePageKind } from '../define';
import { listSemantics, placeInList } from './problems';

/** The first config of a list-like page (list and card share ListConfig). */
export const listConfig = (kind: string) => (nodeId: string, title: string) => ({ kind, title, columns: [], search: { displayCode: nodeId, displayList: [] } });

/** A table list: search conditions and columns (docs/page-kinds/list.md). */
export default definePageKind({
  label: '列表',
  hint: '查询条件 + 表格（列表、动态列表）',
  schema: 'ListConfig',
  opens: 'list',
  suggestedBy: [],
  emptyConfig: listConfig('list'),
  place: placeInList,
  rules: (config) => listSemantics('list', config),
});
