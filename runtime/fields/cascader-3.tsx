import { defineFieldType } from './define';
import { cascaderLevelRule } from '../core/rules';
import { loadCascader } from './shared/CascaderField';
import { ReadPath } from './shared/read';

export default defineFieldType({
  type: 'cascader-3',
  // a cascader whose path must reach level 3
  load: loadCascader,
  defaults: { depth: 3, overlayPrompt: true },
  readPretty: ReadPath,
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 3)] }),
  docs: {
    description: 'Cascader showing 3 levels; the path must reach level 3 (or the end of a shorter branch). While the path is shorter, 请选择<name> shows over the input.',
    value: 'Array<string | number> (a value path of length 3)',
    example: { bianma: 'ssq', name: '省市区', type: 'cascader-3', code: 'xzqh', value: ['32', '3201', '320102'] },
  },
});
