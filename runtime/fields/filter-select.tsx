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
});
