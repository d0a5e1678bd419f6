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
});
