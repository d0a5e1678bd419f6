import { defineFieldType, type FieldProps } from '../core/registry';
import { cascaderLevelRule } from '../core/rules';
import { CascaderField } from './shared/CascaderField';
import { ReadPath } from './shared/read';

/** A cascader whose path must reach level 4. */
const Cascader4 = (props: FieldProps) => <CascaderField {...props} depth={4} />;

export default defineFieldType({
  type: 'cascader-4',
  component: Cascader4,
  readPretty: ReadPath,
  valueType: 'array',
  options: 'tree',
  toFormily: (item) => ({ 'x-validator': [cascaderLevelRule(item, 4)] }),
  docs: {
    description: '级联选择，显示 4 级，须选到第 4 级（该分支更浅时选到末级即可）。',
    value: 'Array<string | number>（长度 4 的 value 路径）',
    example: { bianma: 'ssqj', name: '省市区街道', type: 'cascader-4', code: 'xzqh', value: ['32', '3201', '320102', '320102001'] },
  },
});
