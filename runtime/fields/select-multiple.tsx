import { defineFieldType } from './define';
import { loadChoiceSelect } from './shared/ChoiceSelect';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select-multiple',
  load: loadChoiceSelect,
  defaults: { mode: 'multiple', showSearch: true },
  readPretty: ReadOptions,
});
