import { defineFieldType } from './define';
import { loadChoiceSelect } from './shared/ChoiceSelect';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select-multiple',
  load: loadChoiceSelect,
  defaults: { mode: 'multiple', showSearch: true },
  readPretty: ReadOptions,
  docs: {
    description: 'Multi-choice dropdown; read mode joins the labels with the selectMode separator (default ;).',
    value: 'Array<string | number>',
    example: { bianma: 'zydm', name: '专业代码', type: 'select-multiple', code: 'zydm', value: ['01', '02'] },
  },
});
