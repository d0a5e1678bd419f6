import { Type, type Static } from '@sinclair/typebox';

/**
 * 锁管理 (spec 000 §2 `/lock`; docs/locks.md): an administrator locks an enterprise, whose
 * submissions are then refused with the reason until it is unlocked. One lock at a time per
 * enterprise; every lock and unlock is kept (the history) and written to the operation log.
 */
export const LOCK_MESSAGES = {
  lockReason: '请填写锁定原因',
  unlockReason: '请填写解锁原因',
  alreadyLocked: '该企业已被锁定，请勿重复锁定',
  notLocked: '该企业当前未被锁定',
  noEnterprise: '企业不存在',
  locked: '锁定成功',
  unlocked: '解锁成功',
  /** what a locked enterprise's submit answers (the reason the administrator gave) */
  submitRefused: (reason: string) => `企业已被锁定，暂不能提交（锁定原因：${reason}），请联系管理员`,
} as const;

const Reason = Type.String({ maxLength: 500, title: '原因' });
const EnterpriseId = Type.String({ minLength: 1, maxLength: 64, title: '企业' });

/** POST /ks/jjrj/lock/ent-info: one enterprise's lock (an enterprise user: its own; the id is then ignored). */
export const LockEntInfoBody = Type.Object({ enterpriseId: Type.Optional(EnterpriseId) }, { additionalProperties: false });
export type LockEntInfoBody = Static<typeof LockEntInfoBody>;

/** POST /ks/jjrj/lock/refresh-lock: lock (`locked` true) or unlock an enterprise, with the reason. */
export const LockRefreshBody = Type.Object({ enterpriseId: EnterpriseId, locked: Type.Boolean(), reason: Reason }, { additionalProperties: false });
export type LockRefreshBody = Static<typeof LockRefreshBody>;

export const LOCK_STATES = ['all', 'locked', 'unlocked'] as const;

/** POST /ks/jjrj/lock/list: the enterprises with their lock state, paged; `keyword` matches name or credit code. */
export const LockListBody = Type.Object(
  {
    curPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    state: Type.Optional(Type.Union(LOCK_STATES.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);
export type LockListBody = Static<typeof LockListBody>;

/** POST /ks/jjrj/lock/history: one enterprise's locks, newest first. */
export const LockHistoryBody = Type.Object({ enterpriseId: EnterpriseId }, { additionalProperties: false });
export type LockHistoryBody = Static<typeof LockHistoryBody>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** One lock: while `unlockedAt` is null it is in force. */
export const LockEntry = Type.Object({
  id: Type.String(),
  enterpriseId: Type.String(),
  reason: Type.String(),
  lockedBy: Type.String(),
  lockedAt: Type.String(),
  unlockReason: Nullable(Type.String()),
  unlockedBy: Nullable(Type.String()),
  unlockedAt: Nullable(Type.String()),
});
export type LockEntry = Static<typeof LockEntry>;

/** An enterprise and its lock in force (null: not locked). */
export const LockedEnterprise = Type.Object({
  enterpriseId: Type.String(),
  qymc: Type.String(),
  tyshxydm: Type.String(),
  region: Type.String(),
  locked: Type.Boolean(),
  lock: Type.Union([LockEntry, Type.Null()]),
});
export type LockedEnterprise = Static<typeof LockedEnterprise>;

export const LockPage = Type.Object({ records: Type.Array(LockedEnterprise), total: Type.Integer() });
export type LockPage = Static<typeof LockPage>;
export const LockHistory = Type.Array(LockEntry);
