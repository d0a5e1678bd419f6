import { Type, type Static } from '@sinclair/typebox';
import { pageOf, pagingFields } from './paging';

/**
 * 数据同步 (spec 002 §7 "Synchronisation": POST /sync/v1/sync/data-list and /data-sync; the spec
 * names only the paths). As a multi-system platform's users expect it (docs/projects.md "数据同步
 * Sync"): an administrator pushes a project of 交易服务 — its record and its five-in-one
 * registrations — to another system of the platform; every push is kept with its result.
 */

export const SYNC_RESULTS = ['成功', '失败'] as const;
export type SyncResult = (typeof SYNC_RESULTS)[number];

/** Why a push fails: the reason the list shows and the call answers. */
export const SYNC_FAILURES = {
  notPassed: '项目信息尚未审核通过，不能推送',
  sameSystem: '目标系统不能是项目所在的系统',
  noSystem: '目标系统不存在',
} as const;

export const DataSyncBody = Type.Object(
  {
    /** the project's record id (项目登记) */
    id: Type.String({ minLength: 1, maxLength: 64, title: '项目' }),
    /** the system the project goes to (its systemCoding) */
    targetSystem: Type.String({ minLength: 1, maxLength: 64, title: '目标系统' }),
  },
  { additionalProperties: false },
);
export type DataSyncBody = Static<typeof DataSyncBody>;

export const DataListBody = Type.Object(
  {
    ...pagingFields(),
    /** the pushes of one project */
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '项目' })),
    /** the pushes to one system (what that system received) */
    targetSystem: Type.Optional(Type.String({ minLength: 1, maxLength: 64, title: '目标系统' })),
    result: Type.Optional(Type.Union(SYNC_RESULTS.map((r) => Type.Literal(r)), { title: '推送结果' })),
  },
  { additionalProperties: false },
);
export type DataListBody = Static<typeof DataListBody>;

/** One registration as pushed: its state and its records (a project has several bookings). */
export const PushedRegistration = Type.Object({
  key: Type.String(),
  title: Type.String(),
  records: Type.Array(Type.Object({ id: Type.String(), status: Type.String(), data: Type.Unknown() })),
});

export const PushRow = Type.Object({
  /** the push's number (its operation-log line) */
  id: Type.Integer(),
  at: Type.String(),
  projectId: Type.String(),
  projectName: Type.String(),
  sourceSystem: Type.String(),
  targetSystem: Type.String(),
  targetSystemName: Type.String(),
  result: Type.Union(SYNC_RESULTS.map((r) => Type.Literal(r))),
  /** why it failed; '' for a success */
  reason: Type.String(),
  userName: Type.String(),
  /** what was pushed (a success only): the project's data and its registrations */
  project: Type.Union([Type.Null(), Type.Object({ status: Type.String(), data: Type.Unknown() })]),
  registrations: Type.Array(PushedRegistration),
});
export type PushRow = Static<typeof PushRow>;

export const PushPage = pageOf(PushRow);
export type PushPage = Static<typeof PushPage>;
