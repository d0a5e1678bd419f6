import { defineFieldType, type FieldProps } from '../core/registry';
import { cascaderLevelRule } from '../core/rules';
import { CascaderField } from './shared/CascaderField';
import { ReadPath } from './shared/read';

/** A cascader whose path must reach level 2. */
const Cascader2 = (props: FieldProps) => <CascaderField {...props} depth={2} />;

export default defineFieldType({
  type: 'cascader-2',
  component: Cascader2,
  readPretty: ReadPath,
  valueType: 'array',
  options: 'tree',
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 2)] }),
  docs: {
    description: 'Cascader showing 2 levels; the path must reach level 2 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 2)',
    example: { bianma: 'sfcs', name: '省市', type: 'cascader-2', code: 'xzqh', value: ['32', '3201'] },
  },
});
