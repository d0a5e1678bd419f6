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
    description: '级联选择，显示 1 级，须选到第 1 级（该分支更浅时选到末级即可）。',
    value: 'Array<string | number>（长度 1 的 value 路径）',
    example: { bianma: 'sf', name: '省份', type: 'cascader-1', code: 'xzqh', value: ['32'] },
  },
});
