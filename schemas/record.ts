import { Type, type Static } from '@sinclair/typebox';
import { RowOperation, StringEnum } from './list';
import { AuditLevelState } from './audit-levels';

/** Workflow states of a record (docs/records.md has the diagram). */
export const RECORD_STATUSES = ['draft', 'submitted', 'passed', 'rejected', 'published'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Keys a record's data may not use: the list spreads data beside these workflow fields. */
export const RESERVED_RECORD_KEYS = [
  'id',
  'nodeId',
  'status',
  'statusText',
  'statusColor',
  'auditColor',
  'operations',
  'version',
  'enterpriseId',
  'createdAt',
  'updatedAt',
] as const;

const NodeId = Type.String({ minLength: 1, maxLength: 64, title: '节点编号' });
const RecordId = Type.String({ minLength: 1, maxLength: 64, title: '记录编号' });
const Version = Type.Integer({ minimum: 1, title: '版本号' });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * The form's values: free keys of 1–128 characters. A Record's key schema becomes
 * `patternProperties`, which cannot bound a key's length, so `propertyNames` says it again.
 */
const DataKey = { minLength: 1, maxLength: 128 };
export const RecordData = Type.Record(Type.String(DataKey), Type.Unknown(), { title: '表单数据', propertyNames: DataKey });
export type RecordData = Static<typeof RecordData>;

/**
 * A new record's idempotency key, made by the browser and kept with its draft: a save repeated
 * with the same key (a retry after a lost answer) answers the record the first one created.
 */
export const SaveKey = Type.String({ pattern: '^[A-Za-z0-9-]{16,64}$', title: '保存标识' });

/**
 * Body of POST /ks/monitor/record/save: no id creates a draft (with `saveKey`, at most once per
 * key), an id updates it (with its version).
 */
export const SaveRecordBody = Type.Object(
  { nodeId: NodeId, id: Type.Optional(RecordId), data: RecordData, version: Type.Optional(Version), saveKey: Type.Optional(SaveKey) },
  { additionalProperties: false },
);
export type SaveRecordBody = Static<typeof SaveRecordBody>;

/** `repeated`: a create with a `saveKey` already used, answered with the record the first one made (its version 1). */
export const SaveRecordData = Type.Object({ id: Type.String(), version: Type.Integer(), repeated: Type.Optional(Type.Boolean()) });
export type SaveRecordData = Static<typeof SaveRecordData>;

/** Body of POST /ks/monitor/record/detail and /ks/monitor/submit-status. */
export const RecordRefBody = Type.Object({ nodeId: NodeId, id: RecordId, version: Type.Optional(Version) }, { additionalProperties: false });
export type RecordRefBody = Static<typeof RecordRefBody>;

/** Body of POST /ks/monitor/record/latest: the caller's own newest record of a node. */
export const LatestRecordBody = Type.Object({ nodeId: NodeId }, { additionalProperties: false });
export type LatestRecordBody = Static<typeof LatestRecordBody>;

/**
 * Body of POST /ks/monitor/record/mine (申报记录): the caller's own records of a form node, newest
 * first — an enterprise's (any of its users'); for administrators and developers what was submitted
 * (within an administrator's management scope) and what they created.
 */
export const MineRecordsBody = Type.Object(
  {
    nodeId: NodeId,
    status: Type.Optional(StringEnum(RECORD_STATUSES, { title: '状态' })),
    curPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, title: '页码' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, title: '每页条数' })),
  },
  { additionalProperties: false },
);
export type MineRecordsBody = Static<typeof MineRecordsBody>;

/** The workflow fields of a record, as detail, submit-status and every action answer them. */
const WorkflowFields = {
  id: Type.String(),
  nodeId: Type.String(),
  status: StringEnum(RECORD_STATUSES),
  statusText: Type.String(),
  statusColor: Type.String(),
  auditColor: Type.String(),
  version: Type.Integer(),
  operations: Type.Array(RowOperation),
  enterpriseId: Type.Union([Type.String(), Type.Null()]),
  submittedBy: Type.Union([Type.String(), Type.Null()]),
  assigneeId: Type.Union([Type.String(), Type.Null()]),
  auditReason: Type.Union([Type.String(), Type.Null()]),
  spreadAt: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** the audit level a submitted record waits at, when its node has levels (docs/administration.md "审核级别与审核方式") */
  auditLevel: Type.Optional(AuditLevelState),
};

export const WorkflowState = Type.Object(WorkflowFields);
export type WorkflowState = Static<typeof WorkflowState>;

/** Answer of POST /ks/monitor/record/detail. */
export const RecordDetail = Type.Object({ ...WorkflowFields, data: Type.Object({}, { additionalProperties: true }) });
export type RecordDetail = Static<typeof RecordDetail>;

/** Body of submit, revoke, spread, send and publish. */
export const WorkflowBody = Type.Object(
  { nodeId: NodeId, id: RecordId, version: Version, reason: Type.Optional(Type.String({ maxLength: 500, title: '说明' })) },
  { additionalProperties: false },
);
export type WorkflowBody = Static<typeof WorkflowBody>;

/** Body of POST /ks/monitor/audit; reject (pass false) needs a reason (请填写审核建议). */
export const AuditBody = Type.Object(
  {
    nodeId: NodeId,
    id: RecordId,
    version: Version,
    pass: Type.Boolean({ title: '是否通过' }),
    reason: Type.Optional(Type.String({ maxLength: 500, title: '审核建议' })),
  },
  { additionalProperties: false },
);
export type AuditBody = Static<typeof AuditBody>;

/** Body of POST /ks/monitor/assign. */
export const AssignBody = Type.Object(
  {
    nodeId: NodeId,
    id: RecordId,
    version: Version,
    assigneeId: Type.String({ minLength: 1, maxLength: 64, title: '审核人' }),
    reason: Type.Optional(Type.String({ maxLength: 500, title: '说明' })),
  },
  { additionalProperties: false },
);
export type AssignBody = Static<typeof AssignBody>;

/** Body of POST /ks/authority/manager/assignable-list: who a record may be assigned to. */
export const AssignableListBody = Type.Object(
  { nodeId: Type.Optional(NodeId), id: RecordId },
  { additionalProperties: false },
);
export type AssignableListBody = Static<typeof AssignableListBody>;

/** One candidate of the task-assignment dialog (任务指派). */
export const Assignee = Type.Object({ id: Type.String(), userName: Type.String(), username: Type.String() });
export type Assignee = Static<typeof Assignee>;

/** DELETE /ks/monitor/delete takes these in the body or in the query string. */
export const DeleteRecordQuery = Type.Object(
  {
    nodeId: Type.Optional(NodeId),
    id: Type.Optional(RecordId),
    version: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$', title: '版本号' })),
  },
  { additionalProperties: false },
);
export const DeleteRecordBody = Type.Object(
  { nodeId: Type.Optional(NodeId), id: Type.Optional(RecordId), version: Type.Optional(Version), reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);

export const DeletedRecord = Type.Object({ id: Type.String() });

/** Body of POST /ks/common/common/logHistory. */
export const LogHistoryBody = Type.Object(
  { gnCoding: Type.String({ maxLength: 64, title: '功能编码' }), id: RecordId, systemCoding: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type LogHistoryBody = Static<typeof LogHistoryBody>;

/** One line of a record's operation log (spec 000 §3); failInfo 'ok' means the step passed. */
export const LogHistoryEntry = Type.Object({
  glName: Type.String(),
  czrClassification: Type.String(),
  czrName: Type.String(),
  logbook: Type.String(),
  failInfo: Type.String(),
  czTime: Type.String(),
});
export type LogHistoryEntry = Static<typeof LogHistoryEntry>;

/** The log call answers with status/result (spec 000 §7), not the usual code/data. */
export const LogHistoryAnswer = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  result: Type.Array(LogHistoryEntry),
});
export type LogHistoryAnswer = Static<typeof LogHistoryAnswer>;
/**
 * Its refusals keep that shape too (status/message/result); a refusal raised before its handler
 * (no token, bad body) still comes as the usual envelope (code/message/data), so both are allowed.
 */
export const LogHistoryError = Type.Object({
  status: Type.Optional(Type.Integer()),
  code: Type.Optional(Type.Integer()),
  message: Type.String(),
  result: Type.Optional(Type.Array(Type.Null())),
  data: Type.Optional(Type.Null()),
});

/** How the fixture loader draws one field of a demo record (see fixtures/records/*.seed.json). */
export const SeedField = Type.Union([
  Type.Object({ pick: Type.Array(Type.Unknown(), { minItems: 1 }) }, { additionalProperties: false }),
  Type.Object({ pickMany: Type.Array(Type.Unknown(), { minItems: 1 }), max: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  Type.Object({ int: Type.Tuple([Type.Integer(), Type.Integer()]) }, { additionalProperties: false }),
  Type.Object({ decimal: Type.Tuple([Type.Number(), Type.Number()]) }, { additionalProperties: false }),
  Type.Object({ date: Type.Tuple([IsoDate, IsoDate]) }, { additionalProperties: false }),
  Type.Object({ yearOf: Type.String({ description: 'the year of an earlier date field, as text' }) }, { additionalProperties: false }),
  Type.Object({ template: Type.String({ description: '{key} = an earlier field, {n} = the record number' }) }, { additionalProperties: false }),
  Type.Object({ enterpriseName: Type.Literal(true) }, { additionalProperties: false }),
  Type.Object(
    { lookup: Type.String({ description: 'an earlier field whose value is looked up' }), map: Type.Record(Type.String(), Type.String()) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      band: Type.String({ description: 'an earlier numeric field' }),
      steps: Type.Array(Type.Tuple([Type.Number(), Type.String()]), { minItems: 1, description: '[minimum, value], highest first' }),
    },
    { additionalProperties: false },
  ),
]);
export type SeedField = Static<typeof SeedField>;

const Weight = Type.Integer({ minimum: 0 });

/**
 * A seed file of demo records (fixtures/records/<nodeId>.seed.json): the loader draws `count`
 * records deterministically from it instead of committing thousands of rows. Fields are drawn in
 * file order; keys starting with '_' are helpers for templates and are not stored.
 */
export const RecordSeed = Type.Object(
  {
    nodeId: Type.String({ minLength: 1, maxLength: 64 }),
    count: Type.Integer({ minimum: 0, maximum: 5000 }),
    /** Seed of the pseudo-random generator: the same file always yields the same records. */
    seed: Type.Integer(),
    /** Day the newest record was last changed; older ones step back from it. */
    newest: IsoDate,
    enterprises: Type.Array(
      Type.Object(
        { enterpriseId: Type.String(), ownerUserId: Type.String(), name: Type.String({ minLength: 1 }) },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
    /** Suggestions written on the rejected ones. */
    rejectReasons: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
    /** Relative weights of the workflow states. */
    statuses: Type.Object(
      {
        draft: Type.Optional(Weight),
        submitted: Type.Optional(Weight),
        passed: Type.Optional(Weight),
        rejected: Type.Optional(Weight),
        published: Type.Optional(Weight),
      },
      { additionalProperties: false },
    ),
    fields: Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }), SeedField, { additionalProperties: false }),
    /**
     * Records written out one by one after the `count` drawn ones (which may be 0), for data whose
     * records depend on each other (bookings that must not overlap). In their string values
     * `{day+N}` / `{day-N}` become the day N days from the day the data is loaded (yyyy-MM-dd), so
     * the demo stays current; their history is dated back from the load.
     */
    rows: Type.Optional(
      Type.Array(
        Type.Object(
          {
            status: StringEnum(RECORD_STATUSES),
            /** index into `enterprises` */
            enterprise: Type.Integer({ minimum: 0 }),
            data: Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }), Type.Unknown()),
          },
          { additionalProperties: false },
        ),
        { maxItems: 500 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type RecordSeed = Static<typeof RecordSeed>;
