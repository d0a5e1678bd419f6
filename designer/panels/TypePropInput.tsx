import type { FormItem } from '../../schemas/form';
import type { TypeProp } from '../../schemas/field-types';
import { DateProp, NumberProp, SelectProp, SwitchProp, TextProp } from './controls';

interface Props {
  prop: TypeProp;
  item: FormItem;
  error?: string;
  onChange: (value: unknown) => void;
}

/**
 * One of a field type's own properties (its traits' `props`), drawn by its `input`. A select's
 * first choice is the default and is stored as absent, a switch's off as absent.
 */
export function TypePropInput({ prop, item, error, onChange }: Props) {
  const value = (item as Record<string, unknown>)[prop.key];
  switch (prop.input) {
    case 'switch':
      return <SwitchProp label={prop.label} value={value === true} onChange={(v) => onChange(v || undefined)} />;
    case 'number':
      return <NumberProp label={prop.label} value={typeof value === 'number' ? value : undefined} help={prop.help} error={error} onChange={onChange} />;
    case 'date':
      return <DateProp label={prop.label} value={typeof value === 'string' ? value : undefined} help={prop.help} error={error} onChange={onChange} />;
    case 'select': {
      const choices = prop.choices ?? [];
      const first = choices[0]?.value;
      const current = typeof value === 'string' && choices.some((c) => c.value === value) ? value : first;
      return <SelectProp label={prop.label} value={current} options={[...choices]} help={prop.help} error={error} onChange={(v) => onChange(v === first ? undefined : v)} />;
    }
    default:
      return <TextProp label={prop.label} value={typeof value === 'string' ? value : undefined} help={prop.help} error={error} onChange={onChange} />;
  }
}
