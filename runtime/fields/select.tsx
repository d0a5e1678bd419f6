import { defineFieldType } from '../core/registry';
import { ChoiceSelect } from './shared/ChoiceSelect';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select',
  component: ChoiceSelect,
  readPretty: ReadOptions,
  valueType: 'string',
  options: 'flat',
  docs: {
    description: 'Single-choice dropdown; choices from options.list, or from the dropdown call with displayCode = code.',
    value: "string | number (the chosen option's value)",
    example: { bianma: 'xmlx', name: '项目类型', type: 'select', options: { list: [{ label: '施工', value: 'sg' }, { label: '监理', value: 'jl' }] }, value: 'sg' },
  },
});
