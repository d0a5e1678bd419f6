import { defineFieldType, type FieldProps } from '../core/registry';
import { ChoiceSelect } from './shared/ChoiceSelect';
import { ReadOptions } from './shared/read';

/**
 * A select that is a link of a parent/child chain: when its parent changes it is cleared and its
 * options reload (linkage.ts); curInfo fills other fields from the chosen option.
 */
const SelectLink = (props: FieldProps) => <ChoiceSelect {...props} showSearch />;

export default defineFieldType({
  type: 'select-link',
  component: SelectLink,
  readPretty: ReadOptions,
  valueType: 'string',
  options: 'flat',
  docs: {
    description: 'Linked dropdown: cleared and reloaded (key, whereStr) when a parentNode changes; curInfo fills other fields from the chosen option.',
    value: 'string | number',
    example: { bianma: 'city', name: '市', type: 'select-link', code: 'city', parentNode: 'province', value: '3201' },
  },
});
