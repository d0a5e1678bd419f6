import { defineFieldType } from './define';
import { loadChoiceSelect } from './shared/ChoiceSelect';
import { SelectLook } from './shared/SelectLook';
import { ReadOptions } from './shared/read';

export default defineFieldType({
  type: 'select',
  load: loadChoiceSelect,
  look: SelectLook,
  readPretty: ReadOptions,
});
