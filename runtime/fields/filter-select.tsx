import { defineFieldType } from './define';
import { loadChoiceSelect } from './shared/ChoiceSelect';
import { SelectLook } from './shared/SelectLook';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'filter-select',
  // a select whose options can be filtered by typing
  load: loadChoiceSelect,
  look: SelectLook,
  defaults: { showSearch: true },
  readPretty: ReadOptions,
  docs: {
    description: 'Single-choice dropdown that filters its choices by the typed text.',
    value: 'string | number',
    example: { bianma: 'ssdq', name: '所属地区', type: 'filter-select', code: 'ssdq', value: '3201' },
  },
});
