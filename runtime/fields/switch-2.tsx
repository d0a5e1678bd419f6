import { Switch } from 'antd';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { ReadYesNo } from './shared/read';

/** A plain yes/no switch. */
export function YesNoSwitch({ value, onChange, disabled, a11y }: FieldProps) {
  // a <button role=switch> is labelable: the <label for> names it; aria-required is not allowed on a switch
  return <Switch id={a11y?.id} aria-describedby={a11y?.['aria-describedby']} aria-invalid={a11y?.['aria-invalid']} checked={value === true} onChange={(checked) => onChange?.(checked)} disabled={disabled} checkedChildren="是" unCheckedChildren="否" />;
}

export default defineFieldType({
  type: 'switch-2',
  component: YesNoSwitch,
  readPretty: ReadYesNo,
});
