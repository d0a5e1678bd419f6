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
});
