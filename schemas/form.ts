import { Type, type Static } from '@sinclair/typebox';
import { FILTER_TYPES } from './filter-kinds';
import { CONDITION_OPS, type RuleCondition as RuleConditionType } from './conditions';
import { VALIDATOR_NAMES } from './validators';
import { ROLES } from './roles';

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
 * One node of a conditional rule's condition (schemas/conditions.ts): a leaf `{ field, op, value }`
 * or a group `{ all: [...] }` / `{ any: [...] }`. One object type rather than a union, so a config
 * mistake is worded once; leaves and groups are told apart, and `value` is checked against `op`,
 * by the config check (conditions.ts ruleProblems).
 */
export const RuleCondition = Type.Recursive(
  (Self) =>
    Type.Object(
      {
        field: Type.Optional(Type.String({ minLength: 1, description: 'bianma of the field whose value is tested' })),
        op: Type.Optional(Type.Union(CONDITION_OPS.map((op) => Type.Literal(op)))),
        value: Type.Optional(Type.Unknown({ description: 'what the value is compared with; a list for in/notIn' })),
        all: Type.Optional(Type.Array(Self, { description: 'holds when every member holds' })),
        any: Type.Optional(Type.Array(Self, { description: 'holds when at least one member holds' })),
      },
      { additionalProperties: false },
    ),
  { $id: 'RuleCondition' },
);
export type RuleCondition = RuleConditionType;

/** What a rule does to its field while its condition holds. */
export const RuleEffect = Type.Object(
  {
    display: Type.Optional(Type.Union([Type.Literal('hidden'), Type.Literal('visible')])),
    required: Type.Optional(Type.Boolean()),
    readOnly: Type.Optional(Type.Boolean()),
    value: Type.Optional(Type.Unknown({ description: 'set each time the condition starts to hold' })),
  },
  { additionalProperties: false },
);

/** A conditional rule of a field: `when` the condition holds, `then` the effect applies. */
export const FieldRule = Type.Object({ when: Type.Ref(RuleCondition), then: RuleEffect }, { additionalProperties: false });

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
    precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, description: 'number: decimal places (default 0, a whole number from 1; an amount has 2)' })),
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
    validator: Type.Optional(
      Type.Union(VALIDATOR_NAMES.map((n) => Type.Literal(n)), { description: 'a named validator checked beside regex (schemas/validators.ts)' }),
    ),
    rules: Type.Optional(Type.Array(FieldRule, { description: 'conditional rules: display/required/readOnly/value following other fields (schemas/conditions.ts)' })),
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

/**
 * What the node's menu opens and how a user finds what they submitted there (我的申报,
 * docs/forms.md "The caller's own records"). Absent: the defaults of each key.
 */
export const FormMine = Type.Object(
  {
    opens: Type.Optional(
      Type.Union([Type.Literal('latest'), Type.Literal('new')], { description: "the menu opens the caller's newest record ('latest', default) or always a blank form ('new')" }),
    ),
    several: Type.Optional(Type.Boolean({ description: '新建 is offered beside an existing record (default false: one record per enterprise)' })),
    columns: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 6, description: "bianma of the fields the 申报记录 list shows (default: the form's first two)" }),
    ),
  },
  { additionalProperties: false },
);
export type FormMine = Static<typeof FormMine>;

/**
 * What a NEW record of the form starts with (docs/forms.md "Filled in from a call"): the answer of
 * a reading call, key by key, in fields the user has left empty. A stored record is never
 * touched, a failed call leaves the form blank (no dialog), and the fields stay editable.
 */
export const FormPrefill = Type.Object(
  {
    url: Type.String({
      maxLength: 256,
      // a path of this platform's API, no segment starting with a dot ('..' would leave /ks)
      pattern: '^/ks(/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$',
      description: 'the reading call (POST with an empty body) whose answer fills the fields',
    }),
    fields: Type.Record(Type.String({ minLength: 1, maxLength: 128 }), Type.String({ minLength: 1, maxLength: 128 }), {
      minProperties: 1,
      maxProperties: 50,
      description: "the form's bianma → the key of the answer that fills it",
    }),
    roles: Type.Optional(
      Type.Array(Type.Union(ROLES.map((r) => Type.Literal(r))), { minItems: 1, maxItems: 3, description: 'the login roles the call is made for (default: every role)' }),
    ),
  },
  { additionalProperties: false },
);
export type FormPrefill = Static<typeof FormPrefill>;

/** The form config of a detail node. */
export const FormConfig = Type.Object(
  {
    kind: Type.Literal('form'),
    title: Type.Optional(Type.String()),
    groups: Type.Array(FormGroup),
    mine: Type.Optional(FormMine),
    prefill: Type.Optional(FormPrefill),
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
