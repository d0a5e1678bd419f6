import { defineFieldType, type FieldProps } from '../core/registry';
import { cascaderLevelRule } from '../core/rules';
import { CascaderField } from './shared/CascaderField';
import { ReadPath } from './shared/read';

/** A cascader whose path must reach level 3. */
const Cascader3 = (props: FieldProps) => <CascaderField {...props} depth={3} overlayPrompt />;

export default defineFieldType({
  type: 'cascader-3',
  component: Cascader3,
  readPretty: ReadPath,
  valueType: 'array',
  options: 'tree',
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 3)] }),
  docs: {
    description: 'Cascader showing 3 levels; the path must reach level 3 (or the end of a shorter branch). While the path is shorter, 请选择<name> shows over the input.',
    value: 'Array<string | number> (a value path of length 3)',
    example: { bianma: 'ssq', name: '省市区', type: 'cascader-3', code: 'xzqh', value: ['32', '3201', '320102'] },
  },
});
