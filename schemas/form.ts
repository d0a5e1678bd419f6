import { Type, type Static } from '@sinclair/typebox';
import { FILTER_TYPES } from './filter-kinds';

/** A choice of a select/cascader/transfer (spec 002 §3 "Option"); children make a tree. */
export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
  isDisabled?: boolean;
  curInfo?: Record<string, unknown>;
  rangeKey?: string;
  fullName?: string;
}
export const FieldOption = Type.Recursive(
  (Self) =>
    Type.Object({
      label: Type.String(),
      value: Type.Union([Type.String(), Type.Number()]),
      children: Type.Optional(Type.Array(Self)),
      isDisabled: Type.Optional(Type.Boolean()),
      curInfo: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      rangeKey: Type.Optional(Type.String()),
      fullName: Type.Optional(Type.String()),
    }),
  { $id: 'FieldOption' },
);

/** Where a field's choices come from: inline `list`, or the dropdown call with `displayCode`. */
export const FieldOptions = Type.Object({
  list: Type.Optional(Type.Array(Type.Ref(FieldOption))),
  labelKey: Type.Optional(Type.String({ description: 'key of the label in server options (default label)' })),
  valueKey: Type.Optional(Type.String({ description: 'key of the value in server options (default value)' })),
});

/**
 * One field of a form (spec 002 §3 "Form schema item"). `type` is a key of the field-type registry;
 * unknown keys are reported by the compiler, because projects may register their own types.
 */
export const FormItem = Type.Object(
  {
    code: Type.Optional(Type.String({ description: 'display code; also the displayCode of its dropdown call' })),
    bianma: Type.String({ minLength: 1, maxLength: 128, description: 'the key the value is stored under' }),
    name: Type.String({ minLength: 1, maxLength: 128, description: 'label shown to the user' }),
    type: Type.String({ minLength: 1, maxLength: 32, description: 'field type key (see docs/node-config.md)' }),
    show: Type.Optional(Type.Boolean({ default: true })),
    required: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '1 or 2: required' })),
    col: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 12 })),
    options: Type.Optional(FieldOptions),
    parentNode: Type.Optional(Type.String({ description: 'comma-separated bianma of parent fields' })),
    childNode: Type.Optional(Type.String({ description: 'comma-separated bianma of child fields' })),
    groupNumber: Type.Optional(Type.String({ description: 'linkage group; containing _x means the parent value is a required condition' })),
    regex: Type.Optional(Type.String({ description: 'JavaScript regular expression the value must match' })),
    regexMessage: Type.Optional(Type.String({ description: 'prompt shown while the value fails regex' })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
    placeholder: Type.Optional(Type.String()),
    selectMode: Type.Optional(Type.String()),
    titleCoding: Type.Optional(Type.String()),
    curInfo: Type.Optional(Type.Array(Type.String(), { description: 'bianma of fields filled from the chosen option curInfo' })),
    readonly: Type.Optional(Type.Boolean()),
    startDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'datetime: the earliest day that may be chosen (yyyy-MM-dd)' })),
    endDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'datetime: the latest day that may be chosen (yyyy-MM-dd)' })),
    editorMedia: Type.Optional(
      Type.Boolean({ description: 'editor only: show the image/video upload buttons (spec 002 §9 leaves them out by default)' }),
    ),
  },
  { additionalProperties: false },
);
export type FormItem = Static<typeof FormItem>;

/** A titled set of fields on a page (a "display group"). */
export const FormGroup = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 64 }),
    title: Type.String({ maxLength: 64 }),
    items: Type.Array(FormItem),
  },
  { additionalProperties: false },
);
export type FormGroup = Static<typeof FormGroup>;

/** The form config of a detail node. */
export const FormConfig = Type.Object(
  {
    kind: Type.Literal('form'),
    title: Type.Optional(Type.String()),
    groups: Type.Array(FormGroup),
  },
  { additionalProperties: false },
);
export type FormConfig = Static<typeof FormConfig>;

export { FILTER_TYPES, type FilterKind } from './filter-kinds';

export const SearchFilterItem = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    code: Type.String({ minLength: 1 }),
    type: Type.Union(FILTER_TYPES.map((t) => Type.Literal(t))),
    dataList: Type.Optional(Type.Array(Type.Ref(FieldOption))),
  },
  { additionalProperties: false },
);
export type SearchFilterItem = Static<typeof SearchFilterItem>;

/** A search filter group (spec 000 §3). */
export const SearchFilterGroup = Type.Object(
  {
    displayCode: Type.String(),
    displayList: Type.Array(SearchFilterItem),
    form: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type SearchFilterGroup = Static<typeof SearchFilterGroup>;
