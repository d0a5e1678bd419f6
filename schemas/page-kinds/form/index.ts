import { definePageKind } from '../define';
import { formSemantics, placeInForm } from './problems';

/** A detail form: one record's fields in groups (docs/page-kinds/form.md). */
export default definePageKind({
  label: '详情表单',
  hint: '填写、查看一条记录的表单（详情、动态详情）',
  schema: 'FormConfig',
  opens: 'detail',
  ownRecords: true,
  suggestedBy: ['详情', '承诺书'],
  emptyConfig: (_nodeId, title) => ({ kind: 'form', title, groups: [{ key: 'group1', title: '基本信息', items: [] }] }),
  place: placeInForm,
  rules: formSemantics,
});
