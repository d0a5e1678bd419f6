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
    description: '级联选择，显示 3 级，须选到第 3 级；所选路径不足 3 级时在输入框上提示“请选择+名称”。',
    value: 'Array<string | number>（长度 3 的 value 路径）',
    example: { bianma: 'ssq', name: '省市区', type: 'cascader-3', code: 'xzqh', value: ['32', '3201', '320102'] },
  },
});
