import { defineFieldType } from './define';
import { exactNumberRule } from '../core/rules';
import { ReadText } from './shared/read';
import { withPrecision } from '../../schemas/form-rules';
import type { FieldProps } from '../core/registry';
import { InputLook } from './shared/InputLook';
import type { StandInLookProps } from './shared/stand-in';

type NumberProps = FieldProps & { placeholder?: string };

/** The number's look before first use: the same box, value and placeholder, as a spinbutton. */
const NumberLook = ({ item, placeholder, ...rest }: NumberProps & StandInLookProps) => (
  <InputLook {...rest} placeholder={placeholder ?? `请输入${item.name}`} inputMode="numeric" role="spinbutton" />
);

/** Read mode: an amount with its decimals (1234.5 → 1234.50), as the box showed it. */
export const ReadNumber = (props: FieldProps) => <ReadText {...props} value={withPrecision(props.item, props.value)} />;

export default defineFieldType({
  type: 'number',
  // rc-input-number loads when somebody first uses a number field; read mode is text
  load: () => import('./heavy/NumberInput'),
  look: NumberLook,
  readPretty: ReadNumber,
  // A number a double cannot hold exactly is refused at the field (schemas/exact-numbers.ts).
  toFormily: (item) => ({ 'x-validator': [exactNumberRule(item)] }),
});
