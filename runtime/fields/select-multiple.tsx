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
    description: 'Multi-choice dropdown; read mode joins the labels with the selectMode separator (default ;).',
    value: 'Array<string | number>',
    example: { bianma: 'zydm', name: '专业代码', type: 'select-multiple', code: 'zydm', value: ['01', '02'] },
  },
});
