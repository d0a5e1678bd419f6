import { defineFieldType, type FieldProps } from '../core/registry';
import { ChoiceSelect } from './shared/ChoiceSelect';
import { ReadOptions } from './shared/read';

/** A select whose options can be filtered by typing. */
const FilterSelect = (props: FieldProps) => <ChoiceSelect {...props} showSearch />;

export default defineFieldType({
  type: 'filter-select',
  component: FilterSelect,
  readPretty: ReadOptions,
  valueType: 'string',
  options: 'flat',
  docs: {
    description: 'Single-choice dropdown that filters its choices by the typed text.',
    value: 'string | number',
    example: { bianma: 'ssdq', name: '所属地区', type: 'filter-select', code: 'ssdq', value: '3201' },
  },
});
