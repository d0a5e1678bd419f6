import { defineFieldType } from './define';
import { cascaderLevelRule } from '../core/rules';
import { loadCascader } from './shared/CascaderField';
import { ReadPath } from './shared/read';

export default defineFieldType({
  type: 'cascader-1',
  // a cascader whose path must reach level 1
  load: loadCascader,
  defaults: { depth: 1 },
  readPretty: ReadPath,
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 1)] }),
  docs: {
    description: 'Cascader showing 1 level; the path must reach level 1 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 1)',
    example: { bianma: 'sf', name: '省份', type: 'cascader-1', code: 'xzqh', value: ['32'] },
  },
});
