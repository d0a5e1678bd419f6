import { defineFieldType } from './define';
import { cascaderLevelRule } from '../core/rules';
import { loadCascader } from './shared/CascaderField';
import { ReadPath } from './shared/read';

export default defineFieldType({
  type: 'cascader-2',
  // a cascader whose path must reach level 2
  load: loadCascader,
  defaults: { depth: 2 },
  readPretty: ReadPath,
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 2)] }),
  docs: {
    description: 'Cascader showing 2 levels; the path must reach level 2 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 2)',
    example: { bianma: 'sfcs', name: '省市', type: 'cascader-2', code: 'xzqh', value: ['32', '3201'] },
  },
});
