import { defineFieldType } from './define';
import { cascaderLevelRule } from '../core/rules';
import { loadCascader } from './shared/CascaderField';
import { ReadPath } from './shared/read';

export default defineFieldType({
  type: 'cascader-4',
  // a cascader whose path must reach level 4
  load: loadCascader,
  defaults: { depth: 4 },
  readPretty: ReadPath,
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 4)] }),
  docs: {
    description: 'Cascader showing 4 levels; the path must reach level 4 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 4)',
    example: { bianma: 'ssqj', name: '省市区街道', type: 'cascader-4', code: 'xzqh', value: ['32', '3201', '320102', '320102001'] },
  },
});
