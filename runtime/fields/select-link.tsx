import { defineFieldType } from './define';
import { loadChoiceSelect } from './shared/ChoiceSelect';
import { SelectLook } from './shared/SelectLook';
import { ReadOptions } from './shared/read';

/**
 * A select that is a link of a parent/child chain: when its parent changes it is cleared and its
 * options reload (linkage.ts); curInfo fills other fields from the chosen option.
 */
export default defineFieldType({
  type: 'select-link',
  load: loadChoiceSelect,
  look: SelectLook,
  defaults: { showSearch: true },
  readPretty: ReadOptions,
});
