import { defineFieldType } from './define';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select-m',
  // rc-tree-select and rc-tree load when a form first shows this type in edit mode
  load: () => import('./heavy/TreeSelectInput'),
  readPretty: ReadOptions,
  docs: {
    description: 'Tree multi-choice (leaves are checked); for zypsfw/zydm at most 5, after which the other leaves are disabled.',
    value: 'Array<string | number> (leaf values)',
    example: { bianma: 'zypsfw', name: '专业评审范围', type: 'select-m', code: 'zypsfw', value: ['0101', '0102'] },
  },
});
