/**
 * What each built-in field type documents: docs/node-config.md is generated from it
 * (node-config-doc.ts), and runtime/fields/all-types.test.tsx renders every example. Kept apart from
 * the types' files so the pages users open do not ship the documentation.
 */
import type { FieldTypeDocs } from '../core/registry';

export const FIELD_DOCS: Readonly<Record<string, FieldTypeDocs>> = {
  'cascader-1': {
    description: 'Cascader showing 1 level; the path must reach level 1 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 1)',
    example: { bianma: 'sf', name: '省份', type: 'cascader-1', code: 'xzqh', value: ['32'] },
  },
  'cascader-2': {
    description: 'Cascader showing 2 levels; the path must reach level 2 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 2)',
    example: { bianma: 'sfcs', name: '省市', type: 'cascader-2', code: 'xzqh', value: ['32', '3201'] },
  },
  'cascader-3': {
    description: 'Cascader showing 3 levels; the path must reach level 3 (or the end of a shorter branch). While the path is shorter, 请选择<name> shows over the input.',
    value: 'Array<string | number> (a value path of length 3)',
    example: { bianma: 'ssq', name: '省市区', type: 'cascader-3', code: 'xzqh', value: ['32', '3201', '320102'] },
  },
  'cascader-4': {
    description: 'Cascader showing 4 levels; the path must reach level 4 (or the end of a shorter branch).',
    value: 'Array<string | number> (a value path of length 4)',
    example: { bianma: 'ssqj', name: '省市区街道', type: 'cascader-4', code: 'xzqh', value: ['32', '3201', '320102', '320102001'] },
  },
  attachment: {
    description:
      'File upload (spec 001 §4.5, §5.4): one section per attachment type of the node (`GET /ks/common/common/attachment/list` with the node as gnCoding) with its name, required mark, formats and size, example and template links and an upload button; without types one section with the default formats (jpg, png, jpeg, jpe, webp, pdf), at most 3 files. Files under 5 MB go in one request, larger ones in resumable chunks with a progress bar and 取消上传. Images are shown inline, other files open in a preview dialog; 删除 hides a file and keeps it with fileOperationType del. Give it bianma `fileList`: the server checks the required types against that key on submit, and the form shows 附件为必填项，请上传【name】附件！ first.',
    value: 'Array<{ fileId, fileNo, fileType (annexNo), fileName, url, host, fileOperationType: "add" | "del" }>',
    example: { bianma: 'fileList', name: '附件', type: 'attachment', value: [{ fileId: 'f1', fileNo: 'fileList', fileType: 'yyzz', fileName: '营业执照.pdf', url: '/ks/file/download/f1', host: '', fileOperationType: 'add' }] },
  },
  cascader: {
    description: 'Cascader; any level may be chosen; the value is the path. Sent as one value (as a parent, or as a filter) it is the last element.',
    value: 'Array<string | number> (value path from the first level to the chosen one)',
    example: { bianma: 'xzqh', name: '行政区划', type: 'cascader', code: 'xzqh', value: ['32', '3201', '320102'] },
  },
  checkbox: {
    description: 'Checkbox group.',
    value: 'Array<string | number>',
    example: { bianma: 'zzlx', name: '资质类型', type: 'checkbox', options: { list: [{ label: '施工', value: 'sg' }, { label: '设计', value: 'sj' }] }, value: ['sg'] },
  },
  datepicker: {
    description: 'Date (yyyy-MM-dd). Typed input must start with a 4-digit year, at most 10 characters; with another date field as parentNode it cannot be earlier than that date.',
    value: "string 'YYYY-MM-DD'",
    example: { bianma: 'jssj', name: '结束时间', type: 'datepicker', parentNode: 'kssj', value: '2026-05-20' },
  },
  daterange: {
    description: 'Date range (yyyy-MM-dd); start and end joined by a comma.',
    value: "string 'YYYY-MM-DD,YYYY-MM-DD'",
    example: { bianma: 'yxq', name: '有效期', type: 'daterange', value: '2026-01-01,2026-12-31' },
  },
  datetime: {
    description:
      'Date and time (yyyy-MM-dd HH:mm): a calendar, a time select in 15-minute steps from 00:00, 回到今天 and 确定; startDate / endDate (yyyy-MM-dd) limit the days that may be chosen, and a value outside them is refused with 「<name>应在<start>至<end>之间」 (the server says the same).',
    value: "string 'YYYY-MM-DD HH:mm'",
    example: { bianma: 'kbsj', name: '开标时间', type: 'datetime', startDate: '2026-01-01', endDate: '2026-12-31', value: '2026-05-20 09:30' },
  },
  editor: {
    description: 'Rich text (450 px high, placeholder 请填写内容); toolbar without code blocks and links; with editorMedia images and videos are uploaded through services.uploadFile; read mode shows allow-list-sanitised html.',
    value: "string (sanitised html; '' for an empty document)",
    example: { bianma: 'xmjj', name: '项目简介', type: 'editor', editorMedia: true, value: '<p>工程概况……</p>' },
  },
  'filter-select': {
    description: 'Single-choice dropdown that filters its choices by the typed text.',
    value: 'string | number',
    example: { bianma: 'ssdq', name: '所属地区', type: 'filter-select', code: 'ssdq', value: '3201' },
  },
  number: {
    description: 'Whole number input: step 1, precision 0, minimum 1.',
    value: 'number',
    example: { bianma: 'rs', name: '人数', type: 'number', required: 1, value: 12 },
  },
  qualification: {
    description:
      'Qualification picker (spec 002 §2): chosen qualifications as tags and a 选择资质 button opening the picker dialog over the qualification options call (displayCode = code); options.list, when given, fills the picker\'s cascader filter; selectMode "projectName" makes it a radio list of one project (选择项目名称).',
    value: 'Array<string | number> (values of the chosen leaves; one value with selectMode projectName)',
    example: { bianma: 'qyzz', name: '企业资质', type: 'qualification', code: 'qualification', value: ['A01-1'] },
  },
  radio: {
    description: 'Radio group.',
    value: 'string | number',
    example: { bianma: 'zbfs', name: '招标方式', type: 'radio', options: { list: [{ label: '公开招标', value: '1' }, { label: '邀请招标', value: '2' }] }, value: '1' },
  },
  'select-edit': {
    description: 'Editable dropdown: pick a suggestion (its label is stored) or type free text.',
    value: 'string (the chosen label or the typed text)',
    example: { bianma: 'jsdw', name: '建设单位', type: 'select-edit', options: { list: [{ label: '某某城投', value: 'ct' }] }, value: '某某城投' },
  },
  'select-link': {
    description: 'Linked dropdown: cleared and reloaded (key, whereStr) when a parentNode changes; curInfo fills other fields from the chosen option.',
    value: 'string | number',
    example: { bianma: 'city', name: '市', type: 'select-link', code: 'city', parentNode: 'province', value: '3201' },
  },
  'select-m': {
    description: 'Tree multi-choice (leaves are checked); for zypsfw/zydm at most 5, after which the other leaves are disabled.',
    value: 'Array<string | number> (leaf values)',
    example: { bianma: 'zypsfw', name: '专业评审范围', type: 'select-m', code: 'zypsfw', value: ['0101', '0102'] },
  },
  'select-multiple': {
    description: 'Multi-choice dropdown; read mode joins the labels with the selectMode separator (default ;).',
    value: 'Array<string | number>',
    example: { bianma: 'zydm', name: '专业代码', type: 'select-multiple', code: 'zydm', value: ['01', '02'] },
  },
  select: {
    description: 'Single-choice dropdown; choices from options.list, or from the dropdown call with displayCode = code.',
    value: "string | number (the chosen option's value)",
    example: { bianma: 'xmlx', name: '项目类型', type: 'select', options: { list: [{ label: '施工', value: 'sg' }, { label: '监理', value: 'jl' }] }, value: 'sg' },
  },
  'switch-1': {
    description: 'Switch controlling its child fields: on shows them (and makes them required if configured), off hides and clears them.',
    value: 'boolean',
    example: { bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', childNode: 'fbdw', value: true },
  },
  'switch-2': {
    description: 'Plain yes/no switch.',
    value: 'boolean',
    example: { bianma: 'sfgk', name: '是否公开', type: 'switch-2', value: true },
  },
  text: {
    description: 'Single-line text; supports maxLength and regex/regexMessage (prompt while typing, a failing value is cleared on blur).',
    value: 'string',
    example: { bianma: 'xmmc', name: '项目名称', type: 'text', required: 1, maxLength: 50, value: '某某道路改造工程' },
  },
  textarea: {
    description: 'Multi-line text; shows a character count when maxLength is set.',
    value: 'string',
    example: { bianma: 'bz', name: '备注', type: 'textarea', maxLength: 500, value: '第一行\n第二行' },
  },
  'transfer-1': {
    description: 'One-way transfer with a search box in each list; chosen items are removed one by one on the right.',
    value: 'Array<string | number>',
    example: { bianma: 'psry', name: '评审人员', type: 'transfer-1', code: 'psry', value: ['u03'] },
  },
  transfer: {
    description: 'Transfer: available choices (leaves of the option tree) on the left, chosen ones on the right.',
    value: 'Array<string | number>',
    example: { bianma: 'cyry', name: '参与人员', type: 'transfer', code: 'cyry', value: ['u01', 'u02'] },
  },
  y_n_ent: {
    description: '是/否 radio.',
    value: "'是' | '否'",
    example: { bianma: 'sflht', name: '是否联合体', type: 'y_n_ent', value: '否' },
  },
};
