import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { joinMulti } from '../core/rules';
import { qualificationCode, useQualificationLabels, valuesOf } from './shared/qualification-labels';

/** Read mode: the qualifications' full names, joined like any multi-value; '-' when none. */
function ReadQualification({ value, item }: FieldProps) {
  const values = valuesOf(value);
  const label = useQualificationLabels(qualificationCode(item), values.length > 0);
  return <span className="ks-read-text">{values.length ? joinMulti(item, values.map(label)) : '-'}</span>;
}

export default defineFieldType({
  type: 'qualification',
  // the picker (antd Modal, Cascader, checkbox lists) loads when a form first shows this type in edit mode
  load: () => import('./heavy/QualificationInput'),
  readPretty: ReadQualification,
});
