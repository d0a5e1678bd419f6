import { defineFieldType } from './define';
import { loadChoiceSelect } from './shared/ChoiceSelect';
import { SelectLook } from './shared/SelectLook';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select',
  load: loadChoiceSelect,
  look: SelectLook,
  readPretty: ReadOptions,
  docs: {
    description: 'Single-choice dropdown; choices from options.list, or from the dropdown call with displayCode = code.',
    value: "string | number (the chosen option's value)",
    example: { bianma: 'xmlx', name: '项目类型', type: 'select', options: { list: [{ label: '施工', value: 'sg' }, { label: '监理', value: 'jl' }] }, value: 'sg' },
  },
});
