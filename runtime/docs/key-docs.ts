/**
 * What each config key means to the form runtime. docs/node-config.md is generated from these and
 * the schemas; node-config.test.ts fails when a schema key has no entry here.
 */
export const KEY_DOCS: Record<string, Record<string, string>> = {
  FormConfig: {
    kind: "always `'form'` for a detail form",
    title: 'form title (the host page shows it; the runtime does not)',
    groups: 'display groups, rendered in order as titled cards',
  },
  FormGroup: {
    key: 'group id, unique in the form (used by the designer; the runtime numbers sections itself)',
    title: 'card title; empty for a card without a header',
    items: 'the fields of the group, in display order',
  },
  FormItem: {
    code: 'display code; for a type with options and no `options.list`, the dropdown call is made with `displayCode = code`',
    bianma: 'the key the value is stored and submitted under; unique in the form; no whitespace and none of `. , * [ ] ( ) { } ~ ! : & |`',
    name: "label; also used in messages ('<name>必填', '请选择<name>')",
    type: 'field type key, one of the types below (or a project-registered one)',
    show: '`false` hides the field; its value is kept and submitted. On a child of a `switch-1` it means hidden until the switch is on',
    required: "`1` or `2`: must be filled — on submit '<name>必填'; whitespace-only text, an empty array and an empty editor count as empty. `0`/absent: optional",
    col: 'width in a 24-column grid on windows wider than 1536 px; see Layout',
    options: 'where the choices come from (see FieldOptions)',
    parentNode: 'comma-separated bianma of parent fields (see Linkage)',
    childNode: "comma-separated bianma of child fields; the same edge as the child's parentNode",
    groupNumber: "linkage group; containing `_x` makes this field's value a required condition of its children ('请先输入或选择上级条件后查询！')",
    regex: "JavaScript regular expression: its source (`^\\d+$`) or the literal form with flags (`/^\\d+$/i`; g and y are ignored), one dialect for runtime, designer and server (schemas/form-rules.ts); while typing a failing value shows the prompt, on blur it is cleared; a regex that does not compile is a config error",
    regexMessage: "prompt shown while the value fails `regex` (default '格式不正确')",
    maxLength: "maximum characters of text/textarea: the input stops there and submit checks '<name>最多N个字符'",
    placeholder: "input placeholder (default '请输入<name>' / '请选择<name>')",
    selectMode: "separator when multi-values are shown or sent as text: `'/'` or `'slash'` → `/`, anything else (default) → `;`",
    titleCoding: 'kept for the host (title lookups); the form runtime does not use it',
    curInfo: "bianma of fields filled from the chosen option's `curInfo` when the user picks an option",
    readonly: 'always shown as read-only text, also in edit mode',
    startDate: 'datetime: the earliest day that may be chosen (`yyyy-MM-dd`); an earlier value fails with `<name>应在<start>至<end>之间` (or `<name>不能早于<start>`), on the server too',
    endDate: 'datetime: the latest day that may be chosen (`yyyy-MM-dd`); a later value fails with `<name>应在<start>至<end>之间` (or `<name>不能晚于<end>`)',
    editorMedia: 'editor only: `true` adds the 插入图片/插入视频 buttons (upload through `services.uploadFile`); off by default because spec 002 §9 leaves media out of the toolbar',
    validator: "a named validator checked beside `regex` (see Named validators): `'uscc'`, `'idCard'`, `'mobile'`, `'landline'`, `'email'`, `'amount2'`; a failing value shows its Chinese message while typing and the server refuses it on every save",
    rules: 'conditional rules: `[{ when: <condition>, then: { display, required, readOnly, value } }]` — the field is hidden/shown, required, read-only or given a value while other fields meet conditions (see Conditional rules); the server agrees on submit',
  },
  FieldOptions: {
    list: 'inline choices; when present no dropdown call is made',
    labelKey: 'key of the label in server records (default `label`)',
    valueKey: 'key of the value in server records (default `value`)',
  },
  FieldOption: {
    label: 'text shown',
    value: 'value stored',
    children: 'sub-options (cascader, tree select, transfer leaves)',
    isDisabled: '`true`: shown but cannot be chosen',
    curInfo: "values copied into the item's `curInfo` fields when this option is picked",
    rangeKey: 'passed through for the host; the form runtime does not use it',
    fullName: 'full text shown instead of `label` in read mode, transfer lists and the qualification picker',
  },
  SearchFilterGroup: {
    displayCode: 'display code of the search bar',
    displayList: 'the filter fields',
    form: 'current filter values by code (array values are sent comma-joined)',
  },
  SearchFilterItem: {
    name: 'label',
    code: 'the key the filter value is sent under',
    type: 'filter type',
    dataList: 'choices for select-like filters',
  },
};
