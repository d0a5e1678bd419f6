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
    description: '级联选择，显示 2 级，须选到第 2 级（该分支更浅时选到末级即可）。',
    value: 'Array<string | number>（长度 2 的 value 路径）',
    example: { bianma: 'sfcs', name: '省市', type: 'cascader-2', code: 'xzqh', value: ['32', '3201'] },
  },
});
