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
  docs: {
    description:
      'Qualification picker (spec 002 §2): chosen qualifications as tags and a 选择资质 button opening the picker dialog over the qualification options call (displayCode = code); options.list, when given, fills the picker\'s cascader filter; selectMode "projectName" makes it a radio list of one project (选择项目名称).',
    value: 'Array<string | number> (values of the chosen leaves; one value with selectMode projectName)',
    example: { bianma: 'qyzz', name: '企业资质', type: 'qualification', code: 'qualification', value: ['A01-1'] },
  },
});
