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
});
