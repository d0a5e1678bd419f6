import { defineFieldType } from './define';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select-m',
  // rc-tree-select and rc-tree load when a form first shows this type in edit mode
  load: () => import('./heavy/TreeSelectInput'),
  readPretty: ReadOptions,
});
