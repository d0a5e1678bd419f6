/**
 * What every layer knows of a field type, one entry per type (spec 002 §3 "Form schema item").
 * The runtime adds the components (runtime/fields/<type>.tsx, listed in runtime/fields/index.ts),
 * the designer reads labels, widths and property inputs from here, and the server reads the
 * linkage roles and which values are rich text. Adding a type: docs/extending.md.
 */
import type { FormItem } from './form';
import { ownEntry } from './registry';

/** One extra property a type's designer panel offers (after the properties every field has). */
export interface TypeProp {
  key: keyof FormItem;
  label: string;
  input: 'text' | 'number' | 'switch' | 'select' | 'date';
  help?: string;
  /** choices of a select; the first one is the default and is stored as "absent" */
  choices?: readonly { value: string; label: string }[];
}

export interface FieldTypeTraits {
  /** the Chinese name in the designer's palette and type list */
  label: string;
  /** JSON type of the stored value */
  valueType: 'string' | 'number' | 'boolean' | 'array';
  /** the type takes choices: a flat list or a tree */
  options?: 'flat' | 'tree';
  /** several values: the selection limit and the read-mode separator apply */
  multiple?: boolean;
  /**
   * Its role as a linkage parent (spec 002 §4): `reveal` shows and requires its children while on;
   * `date` gives a child of the same role its earliest day; `time` makes a child of the same role end
   * after it (结束时间须晚于开始时间). Any other parent reloads its children.
   */
  linkRole?: 'reveal' | 'date' | 'time';
  /** an array value is a path, and a child's dropdown call is given its last element */
  pathValue?: boolean;
  /** the value is HTML, cleaned by the sanitiser on both sides */
  richText?: boolean;
  /** width of a new field in the designer (24 columns is a whole row; default 12) */
  col?: number;
  /** the type's own properties in the designer panel, under `propsTitle` */
  props?: readonly TypeProp[];
  propsTitle?: string;
  /** a sentence under `propsTitle` saying what is set elsewhere (the designer shows it as is) */
  propsNote?: string;
  /** the bianma a new field of this type takes while no other field has it */
  defaultKey?: string;
  /**
   * its whole state is its value (no uploads, editors or server lookups of its own): a far chunk of
   * a long form made only of such fields may drop its models and components (runtime mount-scheduler.ts)
   */
  recyclable?: boolean;
  /**
   * The values a type with no options of its own stores, and the words a list shows for them
   * (a yes/no type): its columns show and search these labels (schemas/column-labels.ts).
   */
  fixedChoices?: readonly { value: string | boolean; label: string }[];
}

const YES_NO_FLAGS = [
  { value: true, label: '是' },
  { value: false, label: '否' },
] as const;

const cascader = (label: string): FieldTypeTraits => ({ label, valueType: 'array', options: 'tree', pathValue: true });

export const FIELD_TYPES = {
  text: { label: '单行文本', valueType: 'string', recyclable: true },
  textarea: { label: '多行文本', valueType: 'string', col: 24, recyclable: true },
  number: {
    label: '整数',
    valueType: 'number',
    recyclable: true,
    propsTitle: '小数',
    props: [{ key: 'precision', label: '小数位数', input: 'number', help: '不填为整数（从 1 起）；金额填 2' }],
  },
  select: { label: '单选下拉', valueType: 'string', options: 'flat', recyclable: true },
  'filter-select': { label: '搜索下拉', valueType: 'string', options: 'flat' },
  'select-link': { label: '联动下拉', valueType: 'string', options: 'flat' },
  'select-m': { label: '树形多选', valueType: 'array', options: 'tree', multiple: true },
  'select-edit': { label: '可编辑下拉', valueType: 'string', options: 'flat' },
  'select-multiple': { label: '多选下拉', valueType: 'array', options: 'flat', multiple: true },
  checkbox: { label: '复选框组', valueType: 'array', options: 'flat', multiple: true, recyclable: true },
  radio: { label: '单选按钮组', valueType: 'string', options: 'flat', recyclable: true },
  cascader: cascader('级联选择'),
  'cascader-1': cascader('级联（1 级）'),
  'cascader-2': cascader('级联（2 级）'),
  'cascader-3': cascader('级联（3 级）'),
  'cascader-4': cascader('级联（4 级）'),
  transfer: { label: '穿梭框', valueType: 'array', options: 'tree', multiple: true },
  'transfer-1': { label: '搜索穿梭框', valueType: 'array', options: 'tree', multiple: true },
  'switch-1': { label: '联动开关', valueType: 'boolean', linkRole: 'reveal', recyclable: true, fixedChoices: YES_NO_FLAGS },
  'switch-2': { label: '开关', valueType: 'boolean', recyclable: true, fixedChoices: YES_NO_FLAGS },
  editor: {
    label: '富文本',
    valueType: 'string',
    richText: true,
    col: 24,
    propsTitle: '富文本',
    props: [{ key: 'editorMedia', label: '显示图片、视频上传按钮', input: 'switch' }],
  },
  // the stored value is the word itself
  y_n_ent: { label: '是/否单选', valueType: 'string', fixedChoices: [{ value: '是', label: '是' }, { value: '否', label: '否' }] },
  datepicker: { label: '日期', valueType: 'string', linkRole: 'date', recyclable: true },
  datetime: {
    label: '日期时间',
    valueType: 'string',
    linkRole: 'time',
    recyclable: true,
    propsTitle: '可选日期范围',
    props: [
      { key: 'startDate', label: '最早日期', input: 'date', help: '格式 YYYY-MM-DD，不填则不限' },
      { key: 'endDate', label: '最晚日期', input: 'date', help: '格式 YYYY-MM-DD，不填则不限' },
    ],
  },
  daterange: { label: '日期范围', valueType: 'string' },
  qualification: {
    label: '资质选择',
    valueType: 'array',
    multiple: true,
    propsTitle: '资质选择',
    props: [
      { key: 'code', label: '资质字典（displayCode）', input: 'text', help: '资质选项接口的 displayCode，如 qualification' },
      {
        key: 'selectMode',
        label: '选择对象',
        input: 'select',
        choices: [
          { value: 'qualification', label: '资质（多选）' },
          { value: 'projectName', label: '项目名称（单选）' },
        ],
      },
    ],
  },
  // The record's files (spec 000 §3): bianma `fileList` is the key the server checks required
  // attachment types against on submit (schemas/attachments.ts FILE_LIST_KEY).
  attachment: {
    label: '附件上传',
    valueType: 'array',
    col: 24,
    defaultKey: 'fileList',
    propsTitle: '附件',
    // Attachment types are the node's, not the field's (docs/uploads.md "Attachment calls").
    propsNote:
      '附件类型（名称、格式、大小、是否必填、示例与模板）按页面配置，每种类型一个上传区；未配置类型时最多 3 个图片或 PDF 文件。字段编码须为 fileList，提交时才会检查必填附件。',
  },
} as const satisfies Record<string, FieldTypeTraits>;

export type FieldTypeName = keyof typeof FIELD_TYPES;

/** The built-in type names, in palette order. */
export const FIELD_TYPE_NAMES = Object.keys(FIELD_TYPES) as FieldTypeName[];

/** The traits of a built-in type (undefined for a project's own type or a typo). */
export const fieldTraits = (type: string | undefined): FieldTypeTraits | undefined => ownEntry<FieldTypeTraits>(FIELD_TYPES, type);
