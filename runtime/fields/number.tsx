import { defineFieldType } from '../core/registry';
import { ReadText } from './shared/read';
import { lazyField } from './shared/lazy-field';

// rc-input-number loads when a form first shows a number in edit mode; read mode is text.
const NumberInput = lazyField(() => import('./heavy/NumberInput'));

export default defineFieldType({
  type: 'number',
  component: NumberInput,
  readPretty: ReadText,
  valueType: 'number',
  docs: {
    description: 'Whole number input: step 1, precision 0, minimum 1.',
    value: 'number',
    example: { bianma: 'rs', name: '人数', type: 'number', required: 1, value: 12 },
  },
});
