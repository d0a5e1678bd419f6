import { defineFieldType } from './define';
import { ReadText } from './shared/read';

export default defineFieldType({
  type: 'select-edit',
  // AutoComplete (rc-select) loads when a form first shows this type in edit mode; read mode is text
  load: () => import('./heavy/SelectEditInput'),
  readPretty: ReadText,
});
