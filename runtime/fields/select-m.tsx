import { defineFieldType } from '../core/registry';
import { ReadOptions } from './shared/read';
import { lazyField } from './shared/lazy-field';

// rc-tree-select and rc-tree load when a form first shows this type in edit mode.
const SelectM = lazyField(() => import('./heavy/TreeSelectInput'));

export default defineFieldType({
  type: 'select-m',
  component: SelectM,
  readPretty: ReadOptions,
  valueType: 'array',
  options: 'tree',
  multiple: true,
  docs: {
    description: 'Tree multi-choice (leaves are checked); for zypsfw/zydm at most 5, after which the other leaves are disabled.',
    value: 'Array<string | number> (leaf values)',
    example: { bianma: 'zypsfw', name: '专业评审范围', type: 'select-m', code: 'zypsfw', value: ['0101', '0102'] },
  },
});
