/**
 * Chinese names of the built-in field types for the palette and the canvas (designer-only
 * metadata: the runtime's docs are English). Which types exist still comes from the registry;
 * a type missing here (a project's own) is shown by its key.
 */
export const FIELD_TYPE_LABELS: Readonly<Record<string, string>> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '整数',
  select: '单选下拉',
  'filter-select': '搜索下拉',
  'select-link': '联动下拉',
  'select-m': '树形多选',
  'select-edit': '可编辑下拉',
  'select-multiple': '多选下拉',
  checkbox: '复选框组',
  radio: '单选按钮组',
  cascader: '级联选择',
  'cascader-1': '级联（1 级）',
  'cascader-2': '级联（2 级）',
  'cascader-3': '级联（3 级）',
  'cascader-4': '级联（4 级）',
  transfer: '穿梭框',
  'transfer-1': '搜索穿梭框',
  'switch-1': '联动开关',
  'switch-2': '开关',
  editor: '富文本',
  y_n_ent: '是/否单选',
  datepicker: '日期',
  daterange: '日期范围',
  qualification: '资质选择',
};
