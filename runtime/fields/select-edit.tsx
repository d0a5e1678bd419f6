import { defineFieldType } from '../core/registry';
import { lazyField } from './shared/lazy-field';
import { ReadText } from './shared/read';

// rc-select (AutoComplete) loads when a form first shows this type in edit mode.
const SelectEdit = lazyField(() => import('./heavy/SelectEditInput'));

export default defineFieldType({
  type: 'select-edit',
  component: SelectEdit,
  readPretty: ReadText,
  valueType: 'string',
  options: 'flat',
  docs: {
    description: 'Editable dropdown: pick a suggestion (its label is stored) or type free text.',
    value: 'string (the chosen label or the typed text)',
    example: { bianma: 'jsdw', name: '建设单位', type: 'select-edit', options: { list: [{ label: '某某城投', value: 'ct' }] }, value: '某某城投' },
  },
});
