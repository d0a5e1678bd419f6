import { Type, type Static } from '@sinclair/typebox';
import { pageOf, pagingFields } from './paging';
import { RULE_MESSAGES } from './form-rules';

/**
 * Change requests (变更, spec 001 §2.2, §3, §4.1, §5; spec 002 "Change requests"): the vocabulary,
 * the shapes of the /ks/rfc/* calls and the save checks, declared once for the server (which
 * decides, server/rfc/) and the change dialog (which asks first). docs/credit.md tells the story.
 */

/**
 * Where a change stands. The spec's `change` code has three values; '1' (变更中) covers a change
 * the initiator is still editing and one waiting for the audit, which the buttons must tell apart.
 */
export const CHANGE_STAGES = ['draft', 'submitted', 'passed', 'rejected'] as const;
export type ChangeStage = (typeof CHANGE_STAGES)[number];

export const CHANGE_CODE: Record<ChangeStage, '1' | '2' | '-1'> = { draft: '1', submitted: '1', passed: '2', rejected: '-1' };

export const CHANGE_STATUS_TEXT: Record<ChangeStage, string> = {
  draft: '变更中（未提交）',
  submitted: '变更中（待审核）',
  passed: '变更通过',
  rejected: '变更驳回',
};

/** The dialog's buttons (spec 001 §2.2: codes seen save, closed, modify, submit, pass, reject). */
export const CHANGE_OPERATIONS = ['save', 'modify', 'submit', 'pass', 'reject', 'closed'] as const;
export type ChangeOperationCode = (typeof CHANGE_OPERATIONS)[number];

export const CHANGE_OPERATION_LOOK: Record<ChangeOperationCode, { name: string; color: string }> = {
  // white text on each reaches 4.5:1 (#1677ff was 4.1:1, #389e0d 3.5:1; issue 45)
  save: { name: '保存', color: '#0958d9' },
  modify: { name: '修改', color: '#0958d9' },
  submit: { name: '提交', color: '#0958d9' },
  pass: { name: '通过', color: '#237804' },
  reject: { name: '驳回', color: '#cf1322' },
  closed: { name: '关闭', color: '#595959' },
};

/**
 * The record buttons of the change flow on a list with a change set-up (server/rfc/rules.ts
 * `changeRowOperations` decides when): 变更 starts a change, 变更记录 opens the rounds (check mode).
 */
export const CHANGE_ROW_OPERATIONS = ['change', 'changeRecords'] as const;
export type ChangeRowOperationCode = (typeof CHANGE_ROW_OPERATIONS)[number];
export const CHANGE_ROW_OPERATION_LOOK: Record<ChangeRowOperationCode, { name: string; color: string }> = {
  change: { name: '变更', color: '#d46b08' },
  changeRecords: { name: '变更记录', color: '#1677ff' },
};

/** Every text the change flow shows; the spec's own words verbatim (spec 001 §5, 002 error table). */
export const CHANGE_MESSAGES = {
  noType: '请选择变更类型！',
  noReason: '请输入变更原因！',
  noAttachment: '请上传附件！',
  requiredAnnex: (name: string) => `附件为必填项，请上传【${name}】附件！`,
  saveFirst: '请先保存！',
  noSuggestion: '请填写审核建议',
  saved: '保存成功',
  submitted: '提交成功',
  done: '操作成功',
  endBeforeStart: '结束时间不能早于开始时间，请重新选择',
  scoreTooHigh: (highest: number) => `分值不能超过该标准的最高分 ${highest} 分；如需更高分值，请作废当前申报后重新添加`,
  scoreBelowZero: '分值不能小于 0',
  noChange: '请至少修改一项变更信息',
  openChange: '该记录已有未完成的变更，请完成或等待审核后再发起新的变更',
  notChangeable: '记录审核通过或已发布后才能发起变更',
  staleRecord: '记录在发起变更后已被修改，本次变更不能通过；请驳回，由企业按最新数据重新发起变更',
  unknownField: (code: string) => `字段 ${code} 不能变更`,
  readonlyField: (name: string) => `${name}不能变更`,
  unknownType: '变更类型不存在，请重新选择',
  notOfType: (name: string) => `${name}不属于所选的变更类型，请选择对应的变更类型后再修改`,
  badFile: (name: string) => `附件「${name}」不是本平台上传的文件，请重新上传`,
} as const;

/** The `changeField` of the item a change of the record's attachments adds (its values: comma-joined urls). */
export const FILES_CHANGE_FIELD = 'fileList';
/** The item's `dataType` (spec 001 §3: 附件 = comma-joined urls). */
export const FILES_DATA_TYPE = '附件';

/** The record fields a change may touch, and how (spec 001 §3.3; a list node's `change` section). */
export const ChangeField = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 128, description: 'record key' }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    type: Type.Optional(Type.String({ maxLength: 32, description: 'field type of the editor (text, number, datepicker, select …)' })),
    readonly: Type.Optional(Type.Boolean()),
    required: Type.Optional(Type.Boolean()),
    col: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
    types: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50, description: 'the change-type code paths this field is changed by; absent: every information change' }),
    ),
  },
  { additionalProperties: false },
);
export type ChangeField = Static<typeof ChangeField>;

/** A list node's change set-up: which fields, which change types, which rules. */
export const ChangeSetup = Type.Object(
  {
    typeDictionary: Type.String({ minLength: 1, maxLength: 64, description: 'displayCode of the change-type tree (a dictionary; a code path containing info is an information change)' }),
    fields: Type.Array(ChangeField, { minItems: 1 }),
    scoreField: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'the score: 0 … highest' })),
    highest: Type.Optional(Type.Number({ minimum: 0, description: 'curInfo.highest, the standard’s maximum score' })),
    startField: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    endField: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    requiredAnnex: Type.Optional(
      Type.Array(
        Type.Object(
          {
            annexNo: Type.String({ minLength: 1, maxLength: 64 }),
            types: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50, description: 'change-type code paths; absent: every information change' })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50, description: 'record attachment types an information change must carry, besides those the node marks required' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ChangeSetup = Static<typeof ChangeSetup>;

const StringEnum = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** Fields every change shows but nobody may change (spec 001 §3.3). */
export const ALWAYS_READONLY = ['xx_grouping', 'standard'] as const;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Coding = Type.String({ maxLength: 64 });
const Value = Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]);

export const ChangeItem = Type.Object(
  {
    changeField: Type.String({ minLength: 1, maxLength: 128 }),
    oldValue: Type.Optional(Value),
    newValue: Value,
    dataType: Type.Optional(Type.String({ maxLength: 32, description: '附件: comma-joined urls' })),
  },
  { additionalProperties: false },
);
export type ChangeItem = Static<typeof ChangeItem>;

/** A record attachment a change carries (spec 000 §3 "Uploaded file"). */
export const ChangeFile = Type.Object(
  {
    fileId: Type.Optional(Type.String({ maxLength: 64 })),
    fileNo: Type.Optional(Type.String({ maxLength: 64 })),
    fileType: Type.String({ maxLength: 64, description: 'annexNo of its attachment type' }),
    fileName: Type.Optional(Type.String({ maxLength: 200 })),
    url: Type.String({ minLength: 1, maxLength: 1000 }),
    host: Type.Optional(Type.String({ maxLength: 200 })),
    fileOperationType: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: true },
);
export type ChangeFile = Static<typeof ChangeFile>;

/** POST /rfc/change-fields: the record's values, the fields a change may touch, the rules and the record's attachments. */
export const ChangeFieldsAnswer = Type.Object({
  map: Type.Record(Type.String(), Type.Unknown()),
  fields: Type.Array(
    Type.Object({
      code: Type.String(),
      bianma: Type.String(),
      name: Type.String(),
      type: Type.String(),
      readonly: Type.Boolean(),
      required: Type.Boolean(),
      col: Type.Integer(),
      types: Type.Optional(Type.Array(Type.String(), { description: 'the change types that change this field; absent: every information change' })),
    }),
  ),
  curInfo: Type.Object({
    id: Type.String(),
    highest: Type.Union([Type.Number(), Type.Null()]),
    scoreField: Type.Union([Type.String(), Type.Null()]),
    startField: Type.Union([Type.String(), Type.Null()]),
    endField: Type.Union([Type.String(), Type.Null()]),
  }),
  annexTypes: Type.Array(
    Type.Object({
      annexNo: Type.String(),
      annexName: Type.String(),
      required: Type.Boolean({ description: 'the node marks it required: every information change carries it' }),
      requiredFor: Type.Optional(Type.Array(Type.String(), { description: 'change-type code paths that must carry it (empty: every information change)' })),
    }),
    { description: 'the record’s attachment types (an information change carries the record’s files)' },
  ),
  files: Type.Array(ChangeFile, { description: 'the record’s files now (signed links)' }),
});
export type ChangeFieldsAnswer = Static<typeof ChangeFieldsAnswer>;

export const ChangeRecordsBody = Type.Object(
  { change: Type.Optional(Type.String({ maxLength: 8 })), businessId: Id, systemCoding: Type.Optional(Coding), gnCoding: Id },
  { additionalProperties: false },
);
export const ChangeTypesBody = Type.Object({ gnCoding: Id, systemCoding: Type.Optional(Coding) }, { additionalProperties: false });
export const ChangeFieldsBody = Type.Object({ id: Id, gnCoding: Id, systemCoding: Type.Optional(Coding) }, { additionalProperties: false });

export const SaveChangeBody = Type.Object(
  {
    gnCoding: Id,
    systemCoding: Type.Optional(Coding),
    businessId: Id,
    id: Type.Optional(Type.Union([Id, Type.Null()])),
    dataList: Type.Array(ChangeItem, { maxItems: 100 }),
    fileList: Type.Optional(Type.Array(ChangeFile, { maxItems: 50, description: 'the record attachments after the change (information changes; absent: unchanged)' })),
    attachment: Type.Optional(Type.String({ maxLength: 2000, description: 'url of the explanation attachment (comma-joined when several)' })),
    changeType: Type.Optional(Type.String({ maxLength: 200 })),
    changeTypeCode: Type.Optional(Type.String({ maxLength: 200 })),
    logbook: Type.Optional(Type.String({ maxLength: 2000 })),
    pass: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SaveChangeBody = Static<typeof SaveChangeBody>;

/** Submit and audit take the whole change object (spec); only these keys are read. */
export const ChangeMoveBody = Type.Object(
  {
    id: Id,
    gnCoding: Id,
    systemCoding: Type.Optional(Coding),
    pass: Type.Optional(Type.Boolean()),
    auditRecord: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: true },
);
export type ChangeMoveBody = Static<typeof ChangeMoveBody>;

/** POST /rfc/change-list: changes across records, newest first (administrators and developers: submitted and audited ones; an enterprise: its own, drafts too). */
export const ChangeListBody = Type.Object(
  {
    systemCoding: Type.Optional(Coding),
    /** the spec's `change` code: '1' 变更中, '2' 变更通过, '-1' 变更驳回 */
    change: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('-1')])),
    ...pagingFields(),
  },
  { additionalProperties: false },
);
export type ChangeListBody = Static<typeof ChangeListBody>;

export const ChangeListRow = Type.Object({
  id: Type.String(),
  businessId: Type.String(),
  gnCoding: Type.String({ description: 'the node of the record (the dialog’s gnCoding)' }),
  systemCoding: Type.String(),
  label: Type.String(),
  change: Type.String(),
  changeStatus: Type.String(),
  stage: StringEnum(CHANGE_STAGES),
  changeType: Type.String(),
  logbook: Type.String(),
  sbTime: Type.Union([Type.String(), Type.Null()]),
  czTime: Type.Union([Type.String(), Type.Null()]),
  /** the record's values in the first columns of its list (企业名称, 项目名称 in the demo), to tell rows apart */
  summary: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});
export type ChangeListRow = Static<typeof ChangeListRow>;
/** The answer of /ks/rfc/change-list: a page of changes. */
export const ChangeListPage = pageOf(ChangeListRow);
export type ChangeListPage = Static<typeof ChangeListPage>;

export const ChangeOperation = Type.Object({ code: StringEnum(CHANGE_OPERATIONS), name: Type.String(), color: Type.String(), show: Type.Boolean() }, { additionalProperties: false });

export const ChangeRecord = Type.Object({
  id: Type.String(),
  businessId: Type.String(),
  round: Type.Integer(),
  label: Type.String({ description: '第 N 次变更' }),
  change: Type.String(),
  changeStatus: Type.String(),
  stage: StringEnum(CHANGE_STAGES),
  changeType: Type.String(),
  changeTypeCode: Type.String(),
  logbook: Type.String(),
  auditRecord: Type.String(),
  sbTime: Type.Union([Type.String(), Type.Null()]),
  czTime: Type.Union([Type.String(), Type.Null()]),
  attachment: Type.String(),
  /** the explanation attachment's files by name, in `attachment`'s order (the dialog lists them by name) */
  attachmentFiles: Type.Optional(Type.Array(Type.Object({ url: Type.String(), fileName: Type.String() }))),
  userPermission: Type.Boolean(),
  managerPermission: Type.Boolean(),
  operations: Type.Array(ChangeOperation),
  dataList: Type.Array(ChangeItem),
  /** the record attachments after the change, when it changes them */
  fileList: Type.Union([Type.Array(ChangeFile), Type.Null()]),
  /** the record attachments before the change (set with fileList) */
  oldFileList: Type.Union([Type.Array(ChangeFile), Type.Null()]),
  baseVersion: Type.Integer({ description: 'the record version the change was made against' }),
});
export type ChangeRecord = Static<typeof ChangeRecord>;

/** Whether a change type is an information change (its code path contains `info`, spec 001 §2.2). */
export const isInfoChange = (typeCode: string): boolean => typeCode.split('/').includes('info');

/**
 * The fields a change of type `typeCode` shows and may change: those that name the type in
 * `types`, and — for an information change — those that name no type at all.
 */
export const fieldsOfType = <F extends { types?: readonly string[] }>(fields: readonly F[], typeCode: string): F[] =>
  fields.filter((f) => (f.types ? f.types.includes(typeCode) : isInfoChange(typeCode)));

export interface ChangeDraft {
  changeTypeCode?: string;
  logbook?: string;
  attachment?: string;
  dataList: ChangeItem[];
  /** the record attachments after the change; absent or null: the record's own, unchanged */
  fileList?: readonly { fileType?: string; url?: string; fileOperationType?: string }[] | null;
}

/** A record attachment type as a change sees it. */
export interface ChangeAnnexType {
  annexNo: string;
  annexName: string;
  /** the node marks it required: every information change carries it */
  required: boolean;
  /** the set-up's requiredAnnex: the change-type code paths that must carry it (empty: every information change) */
  requiredFor?: string[];
}

/** Whether a change of type `typeCode` must carry a file of attachment type `t`. */
export const annexRequired = (t: ChangeAnnexType, typeCode: string): boolean =>
  t.required || (t.requiredFor !== undefined && (t.requiredFor.length === 0 || t.requiredFor.includes(typeCode)));

/** Whether a change of type `typeCode` carries the record's attachments (spec 001 §5.1 rule 4: information or time changes). */
export const carriesFiles = (typeCode: string): boolean => typeCode.split('/').some((c) => c === 'info' || c === 'time');

const present = (f: { url?: string; fileOperationType?: string }) => f.fileOperationType !== 'del' && typeof f.url === 'string' && f.url.trim() !== '';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The first refusal of a change about to be saved or submitted, in the spec's order (type, reason,
 * attachment, then the information change's value rules), or null. The dialog asks it before
 * calling, the server again (a client can lie).
 */
export function changeProblem(
  draft: ChangeDraft,
  setup: Pick<ChangeSetup, 'scoreField' | 'highest' | 'startField' | 'endField'> & {
    fields?: ReadonlyArray<{ code?: string; name?: string; readonly?: boolean; required?: boolean; types?: readonly string[] }>;
    /** the record's stored values: a rule over two fields reads the one the change leaves alone from here */
    values?: Readonly<Record<string, unknown>>;
    /** the record's attachment types; with `files`, the record's files before the change */
    annexTypes?: readonly ChangeAnnexType[];
    files?: readonly { fileType?: string; url?: string; fileOperationType?: string }[];
  },
): string | null {
  if (blank(draft.changeTypeCode)) return CHANGE_MESSAGES.noType;
  if (blank(draft.logbook)) return CHANGE_MESSAGES.noReason;
  if (blank(draft.attachment)) return CHANGE_MESSAGES.noAttachment;
  if (carriesFiles(draft.changeTypeCode!) && setup.annexTypes?.length) {
    const files = (draft.fileList ?? setup.files ?? []).filter(present);
    const missing = setup.annexTypes.find((t) => annexRequired(t, draft.changeTypeCode!) && !files.some((f) => f.fileType === t.annexNo));
    if (missing) return CHANGE_MESSAGES.requiredAnnex(missing.annexName);
  }
  // A type with fields to change needs a changed one; a type without (a contact moved, say) is its reason and attachment.
  const open = setup.fields ? fieldsOfType(setup.fields, draft.changeTypeCode!).some((f) => !f.readonly) : true;
  if (open && draft.dataList.length === 0) return CHANGE_MESSAGES.noChange;
  // A required field emptied by the change is refused in the field's words (RULE_MESSAGES.required), not dropped.
  const cleared = draft.dataList.find((d) => blank(d.newValue) && setup.fields?.some((f) => f.code === d.changeField && f.required));
  if (cleared) return RULE_MESSAGES.required(setup.fields!.find((f) => f.code === cleared.changeField)!.name ?? cleared.changeField);
  const changed = (code: string | undefined) => (code ? draft.dataList.find((d) => d.changeField === code) : undefined);
  // The value after the change: the changed item's, else the record's own (a change of the end alone still meets the start).
  const value = (code: string | undefined) => {
    const item = changed(code);
    if (item) return item.newValue;
    return code && setup.values && Object.hasOwn(setup.values, code) ? setup.values[code] : undefined;
  };
  const score = changed(setup.scoreField)?.newValue;
  if (!blank(score)) {
    const n = Number(score);
    if (!Number.isFinite(n) || n < 0) return CHANGE_MESSAGES.scoreBelowZero;
    if (setup.highest !== undefined && n > setup.highest) return CHANGE_MESSAGES.scoreTooHigh(setup.highest);
  }
  const start = value(setup.startField);
  const end = value(setup.endField);
  if (!blank(start) && !blank(end) && String(end) < String(start)) return CHANGE_MESSAGES.endBeforeStart;
  return null;
}

const urlsOf = (files: readonly { url?: string; fileOperationType?: string }[] | null | undefined): string[] => (files ?? []).filter(present).map((f) => f.url!.trim());

/**
 * The 附件 item of a change that replaces the record's attachments (comma-joined urls before and
 * after, spec 001 §3), or null when the files stay as they were. The dialog and the server build
 * it the same way, so both count it as a changed value.
 */
export function filesItem(
  before: readonly { url?: string; fileOperationType?: string }[] | null | undefined,
  after: readonly { url?: string; fileOperationType?: string }[] | null | undefined,
): ChangeItem | null {
  if (!after) return null;
  const old = urlsOf(before);
  const now = urlsOf(after);
  if (old.length === now.length && old.every((u, i) => u === now[i])) return null;
  return { changeField: FILES_CHANGE_FIELD, oldValue: old.join(','), newValue: now.join(','), dataType: FILES_DATA_TYPE };
}
