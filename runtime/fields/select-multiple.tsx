import { defineFieldType, type FieldProps } from '../core/registry';
import { ChoiceSelect } from './shared/ChoiceSelect';
import { ReadOptions } from './shared/read';

const SelectMultiple = (props: FieldProps) => <ChoiceSelect {...props} mode="multiple" showSearch />;

export default defineFieldType({
  type: 'select-multiple',
  component: SelectMultiple,
  readPretty: ReadOptions,
  valueType: 'array',
  options: 'flat',
  multiple: true,
  docs: {
    description: '多选下拉；只读时以 selectMode 指定的分隔符（默认 ;）连接名称。',
    value: 'Array<string | number>',
    example: { bianma: 'zydm', name: '专业代码', type: 'select-multiple', code: 'zydm', value: ['01', '02'] },
  },
});
