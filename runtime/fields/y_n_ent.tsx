import { Radio } from 'antd';
import { MSG } from '../core/constants';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { ReadText } from './shared/read';
import { groupAria } from './shared/a11y';

const YES_NO = [
  { label: MSG.yes, value: MSG.yes },
  { label: MSG.no, value: MSG.no },
];

/** 是/否 radio; the stored value is the text itself. */
function YesNoRadio({ value, onChange, disabled, a11y }: FieldProps) {
  return <Radio.Group {...groupAria(a11y, 'radiogroup')} value={value} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} options={YES_NO} />;
}

export default defineFieldType({
  type: 'y_n_ent',
  component: YesNoRadio,
  readPretty: ReadText,
});
