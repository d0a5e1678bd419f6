import type { FieldProps } from '../../core/registry';
import { lazyField } from './lazy-field';
import { SelectLook } from './SelectLook';
import { standInField } from './stand-in';

export interface ChoiceSelectProps extends FieldProps {
  mode?: 'multiple';
  showSearch?: boolean;
  placeholder?: string;
}

const load = () => import('../heavy/ChoiceSelectInput');
// A single select starts as a stand-in (stand-in.tsx): rc-select loads, and a field pays for an
// antd Select, once somebody uses it.
const SingleSelect = standInField<ChoiceSelectProps>(load, SelectLook);
// A multiple select's tags have no light look-alike here: the real one, loaded lazily.
const MultipleSelect = lazyField<ChoiceSelectProps>(load);

/** antd Select over the field's options: select, filter-select, select-link, select-multiple. */
export function ChoiceSelect(props: ChoiceSelectProps) {
  return props.mode ? <MultipleSelect {...props} /> : <SingleSelect {...props} />;
}
