import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './list';
import { ROLES } from './roles';

/**
 * The call catalogue as configuration (docs/api.md "Business-call catalogue"): each system stores
 * its calls — path, method, access, the engine operation and its node or dictionary, how the spec's
 * parameter names become the engine's and how the answer is shaped — versioned like display
 * groups, exported and imported with the system bundle, edited in the designer's 接口 panel.
 * This one schema is what the server stores and serves, the bundle carries and the designer edits.
 */

export const CALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type CallMethod = (typeof CALL_METHODS)[number];

/**
 * What the engine can do for a call. `reads`: only reading operations may be public. `needs`: what
 * the row must name besides its node — a dictionary (`displayCode`) or a field of the node's form.
 */
export const ENGINE_OPERATIONS = {
  list: { label: '列表分页查询', reads: true, needs: 'node' },
  detail: { label: '记录详情', reads: true, needs: 'node' },
  latest: { label: '本单位最新的一条记录', reads: true, needs: 'node' },
  add: { label: '新增记录（不接受 id）', reads: false, needs: 'node' },
  update: { label: '修改记录（须带 id 与 version）', reads: false, needs: 'node' },
  save: { label: '保存记录（无 id 新增，有 id 修改）', reads: false, needs: 'node' },
  delete: { label: '删除记录', reads: false, needs: 'node' },
  submit: { label: '提交审核', reads: false, needs: 'node' },
  revoke: { label: '撤回', reads: false, needs: 'node' },
  audit: { label: '审核（pass、reason）', reads: false, needs: 'node' },
  export: { label: '导出 Excel', reads: true, needs: 'node' },
  options: { label: '下拉选项（字典）', reads: true, needs: 'dictionary' },
  tree: { label: '字典树', reads: true, needs: 'dictionary' },
  distinct: { label: '字段的不同取值', reads: true, needs: 'field' },
  grouped: { label: '分组计数（按字段，或按日期字段的周期）', reads: true, needs: 'field' },
} as const satisfies Record<string, { label: string; reads: boolean; needs: 'node' | 'dictionary' | 'field' }>;

export type EngineOperation = keyof typeof ENGINE_OPERATIONS;
export const ENGINE_OPERATION_NAMES = Object.keys(ENGINE_OPERATIONS) as EngineOperation[];

/**
 * What a public row may open to anyone: the published records (公示), or — by a fixed condition
 * `status`, one status or several comma-joined (`passed,published`) — the audited ones (a venue's
 * confirmed bookings). Never a draft or a record waiting for its audit (docs/api.md
 * "Business-call catalogue").
 */
export const PUBLIC_STATUSES = ['published', 'passed'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

const isPublicStatus = (s: string): s is PublicStatus => PUBLIC_STATUSES.some((p) => p === s);

/** The statuses a fixed `status` value names, or undefined when one of them may not be public. */
export function publicStatusesIn(value: unknown): PublicStatus[] | undefined {
  const parts = String(value).split(',').map((s) => s.trim()).filter(Boolean);
  return parts.length > 0 && parts.every(isPublicStatus) ? parts : undefined;
}

/** The statuses a public row reads: its fixed `status` when allowed, else the published records. */
export function publicStatusOf(fixed: Readonly<Record<string, unknown>> | undefined): PublicStatus[] {
  return (fixed?.status === undefined ? undefined : publicStatusesIn(fixed.status)) ?? ['published'];
}

/**
 * The workflow keys of a record a public row's detail answers (docs/portal.md "What a public answer
 * holds"): never its enterprise, submitter, assignee, audit reason or buttons. Its own values are
 * `data`, cut to the row's `answer.fields` — the fields the row marks public.
 */
export const PUBLIC_RECORD_KEYS = ['id', 'nodeId', 'status', 'statusText', 'createdAt', 'updatedAt', 'data'] as const;

/** Periods a `grouped` call may count a date field by. */
export const GROUP_PERIODS = ['day', 'month', 'year'] as const;

/** Who may make the call: anyone (reading operations only), any logged-in user, or these login roles. */
export const CallAccess = Type.Union([Type.Literal('public'), Type.Literal('user'), Type.Array(StringEnum(ROLES), { minItems: 1, uniqueItems: true })], {
  title: '访问权限',
});
export type CallAccess = Static<typeof CallAccess>;

/**
 * A call's path: under /ks, letters, digits and `_ - . /` (the spec has `descritons` and a
 * trailing-space path that is served without the space).
 */
export const CALL_PATH_PATTERN = '^/ks(/[A-Za-z0-9_.-]+)+$';

const Name = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' });

/**
 * One parameter of the spec's body (POST/PUT/DELETE) or query (GET) and where it goes:
 * `filter` — a condition on the node's field `to` (as the list's filters);
 * `body` — the engine body's key `to` (`id`, `version`, `curPage`, `pageSize`, `data`, `pass`…).
 * A parameter no row names passes through under its own name and is checked by the operation.
 */
export const ParamMapping = Type.Object(
  { from: Name, to: Name, as: StringEnum(['filter', 'body'] as const) },
  { additionalProperties: false, title: '参数映射' },
);
export type ParamMapping = Static<typeof ParamMapping>;

/** A condition the call always applies, whatever the caller sends (a published-only period list…). */
export const FixedCondition = Type.Object(
  { field: Name, value: Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]) },
  { additionalProperties: false, title: '固定条件' },
);
export type FixedCondition = Static<typeof FixedCondition>;

/**
 * How the answer is shaped: the envelope key the spec reads (`data` or `result`), the names of a
 * list page's rows and total, field renames (engine name → spec name) in rows and details, and
 * the only fields rows and details keep.
 */
export const AnswerMapping = Type.Object(
  {
    envelope: StringEnum(['data', 'result'] as const),
    rows: Type.Optional(Name),
    total: Type.Optional(Name),
    renames: Type.Optional(Type.Array(Type.Object({ from: Name, to: Name }, { additionalProperties: false }), { maxItems: 100 })),
    /** Only these keys of each row and record (engine names), `id` always: a public row keeps contacts out. */
    fields: Type.Optional(Type.Array(Name, { maxItems: 100, uniqueItems: true, title: '只返回的字段' })),
  },
  { additionalProperties: false, title: '返回映射' },
);
export type AnswerMapping = Static<typeof AnswerMapping>;

export const CatalogueCall = Type.Object(
  {
    path: Type.String({ minLength: 5, maxLength: 200, pattern: CALL_PATH_PATTERN, title: '接口路径' }),
    method: StringEnum(CALL_METHODS, { title: '请求方式' }),
    access: CallAccess,
    operation: StringEnum(ENGINE_OPERATION_NAMES as unknown as readonly [EngineOperation, ...EngineOperation[]], { title: '引擎操作' }),
    /** The node the operation works on (for dictionary operations: the node whose system owns the dictionary). */
    nodeId: Type.String({ minLength: 1, maxLength: 64, title: '节点编号' }),
    displayCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '字典编码' })),
    field: Type.Optional(Type.String({ minLength: 1, maxLength: 128, title: '字段' })),
    period: Type.Optional(StringEnum(GROUP_PERIODS, { title: '统计周期' })),
    params: Type.Array(ParamMapping, { maxItems: 50 }),
    fixed: Type.Array(FixedCondition, { maxItems: 20 }),
    answer: AnswerMapping,
    summary: Type.String({ minLength: 1, maxLength: 200, title: '说明' }),
  },
  { additionalProperties: false, title: '业务接口' },
);
export type CatalogueCall = Static<typeof CatalogueCall>;

/** A system's stored catalogue: its calls at one version (each save is a new version). */
export const SystemCatalogue = Type.Object(
  { systemCoding: Type.String({ minLength: 1, maxLength: 64 }), version: Type.Integer({ minimum: 0 }), calls: Type.Array(CatalogueCall, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type SystemCatalogue = Static<typeof SystemCatalogue>;

/** Query of GET /ks/config/structure/calls. */
export const CatalogueQuery = Type.Object({ systemCoding: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

/** Body of POST /ks/config/structure/calls/save: the whole list, against the version it was read at. */
export const SaveCatalogueBody = Type.Object(
  {
    systemCoding: Type.String({ minLength: 1, maxLength: 64 }),
    version: Type.Integer({ minimum: 0 }),
    calls: Type.Array(CatalogueCall, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type SaveCatalogueBody = Static<typeof SaveCatalogueBody>;

/** Body of POST /ks/config/structure/calls/try (试调用): a row, saved or not, run as a demo role. */
export const TryCallBody = Type.Object(
  {
    systemCoding: Type.String({ minLength: 1, maxLength: 64 }),
    call: CatalogueCall,
    /** The demo account to run it as; `anonymous` for a public row. */
    as: StringEnum(['M', 'D', 'U', 'anonymous'] as const),
    /** The body (POST/PUT/DELETE) or query (GET) the caller would send. */
    input: Type.Record(Type.String({ minLength: 1, maxLength: 128 }), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type TryCallBody = Static<typeof TryCallBody>;

/** What 试调用 shows: the status and the answer exactly as the call would send it. */
export const TryCallAnswer = Type.Object({
  status: Type.Integer(),
  contentType: Type.String(),
  /** The JSON answer, or for a file its name and size. */
  body: Type.Unknown(),
});
export type TryCallAnswer = Static<typeof TryCallAnswer>;

/** Answer of POST /ks/config/structure/calls/save. */
export const SaveCatalogueAnswer = Type.Object({ systemCoding: Type.String(), version: Type.Integer({ minimum: 1 }) });
export type SaveCatalogueAnswer = Static<typeof SaveCatalogueAnswer>;

/** One saved version of a system's catalogue (GET /ks/config/structure/calls/history), newest first. */
export const CatalogueVersionEntry = Type.Object({ version: Type.Integer(), savedBy: Type.String(), savedAt: Type.String(), calls: Type.Integer({ description: '该版本的接口条数' }) });
export type CatalogueVersionEntry = Static<typeof CatalogueVersionEntry>;

/** Query of GET /ks/config/structure/calls/history/version. */
export const CatalogueVersionQuery = Type.Object(
  { systemCoding: Type.String({ minLength: 1, maxLength: 64 }), version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);

/** The demo data's catalogue of a system (fixtures/calls/<systemCoding>.json), stored on the first start. */
export const CatalogueFixture = Type.Object(
  { systemCoding: Type.String({ minLength: 1, maxLength: 64 }), calls: Type.Array(CatalogueCall, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type CatalogueFixture = Static<typeof CatalogueFixture>;

/** `data` of the 409 answer to a save from a stale copy: who saved the version now stored, and when. */
export const CatalogueStaleData = Type.Object({ systemCoding: Type.String(), currentVersion: Type.Integer(), savedBy: Type.String(), savedAt: Type.String() });
export type CatalogueStaleData = Static<typeof CatalogueStaleData>;
