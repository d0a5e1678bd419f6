import { defineFieldType, type FieldProps } from '../core/registry';
import { cascaderLevelRule } from '../core/rules';
import { CascaderField } from './shared/CascaderField';
import { ReadPath } from './shared/read';

/** A cascader whose path must reach level 1. */
const Cascader1 = (props: FieldProps) => <CascaderField {...props} depth={1} />;

export default defineFieldType({
  type: 'cascader-1',
  component: Cascader1,
  readPretty: ReadPath,
  valueType: 'array',
  options: 'tree',
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 1)] }),
  docs: {
    description: 'Cascader showing 1 level; the path must reach level 1 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 1)',
    example: { bianma: 'sf', name: '省份', type: 'cascader-1', code: 'xzqh', value: ['32'] },
  },
});
