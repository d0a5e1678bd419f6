import { Switch } from 'antd';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { ReadYesNo } from './shared/read';

/** A plain yes/no switch. */
export function YesNoSwitch({ value, onChange, disabled }: FieldProps) {
  return <Switch checked={value === true} onChange={(checked) => onChange?.(checked)} disabled={disabled} checkedChildren="是" unCheckedChildren="否" />;
}

export default defineFieldType({
  type: 'switch-2',
  component: YesNoSwitch,
  readPretty: ReadYesNo,
});
