import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './list';

/**
 * 审核级别与审核方式 (issue 17, docs/administration.md "审核级别与审核方式"): per node the ordered audit
 * levels of its records and who audits at each, and how a level with several named auditors
 * passes. Declared once here for the server (which stores the plan and moves records through it)
 * and the pages (which check a plan before saving it).
 */

/** At most this many levels on one node (初审, 复审, 终审 … is plenty). */
export const MAX_AUDIT_LEVELS = 5;
export const MAX_LEVEL_NAME = 16;
/** At most this many named auditors on one level. */
export const MAX_LEVEL_USERS = 20;

/**
 * Who audits at a level: any administrator, the named administrators, or the administrators whose
 * 管理权限 is limited to a scope that covers the record (its system and its enterprise's region:
 * the regional administrators, not those who manage everything).
 */
export const AUDITOR_KINDS = ['role', 'user', 'scope'] as const;
export type AuditorKind = (typeof AUDITOR_KINDS)[number];
export const AUDITOR_KIND_TEXT: Readonly<Record<AuditorKind, string>> = { role: '任一管理员', user: '指定管理员', scope: '管辖地区管理员' };

/**
 * How a level with several named administrators passes: 或签 (one of them passing suffices) or 会签
 * (every one of them must pass). A level audited by any administrator always passes with one.
 */
export const AUDIT_SIGNS = ['any', 'all'] as const;
export type AuditSign = (typeof AUDIT_SIGNS)[number];
export const AUDIT_SIGN_TEXT: Readonly<Record<AuditSign, string>> = { any: '或签（一人通过即可）', all: '会签（全部指定人通过）' };
/** The order the levels are audited in: only 逐级审核 (one level after the other) exists. */
export const AUDIT_WAY_TEXT = '逐级审核';

/** The levels a node without a plan has: one, any administrator (the workflow as it always was). */
export const DEFAULT_LEVEL_NAME = '审核';

/** Every text of the plans, their checks and the workflow's refusals. */
export const AUDIT_LEVEL_MESSAGES = {
  tooMany: `最多设置 ${MAX_AUDIT_LEVELS} 个审核级别`,
  nameRequired: (row: number) => `第 ${row} 级：请填写级别名称`,
  nameTooLong: (row: number) => `第 ${row} 级：级别名称不能超过 ${MAX_LEVEL_NAME} 个字符`,
  nameDuplicate: (row: number, name: string) => `第 ${row} 级：级别名称「${name}」重复`,
  usersRequired: (name: string) => `「${name}」须指定至少一名审核人`,
  usersTooMany: (name: string) => `「${name}」最多指定 ${MAX_LEVEL_USERS} 名审核人`,
  notAuditor: '审核人不存在、已停用或不是管理员',
  notYourLevel: (name: string) => `当前审核级别「${name}」不由您审核`,
  alreadySigned: (name: string) => `您已通过「${name}」，等待其他审核人会签`,
  noPlan: '该节点尚未设置审核级别，请先在「审核级别」中设置',
  saved: '保存成功',
} as const;

const NodeId = Type.String({ minLength: 1, maxLength: 64, title: '功能节点' });

export const AuditLevel = Type.Object(
  {
    name: Type.String({ maxLength: 64, title: '级别名称' }),
    kind: StringEnum(AUDITOR_KINDS, { title: '审核人类型' }),
    /** the named administrators (kind 'user'); ignored for 'role' and 'scope' */
    userIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100, default: [] }),
  },
  { additionalProperties: false },
);
export type AuditLevel = Static<typeof AuditLevel>;

const Sign = StringEnum(AUDIT_SIGNS, { title: '审核方式' });

export const AuditPlanBody = Type.Object({ nodeId: NodeId }, { additionalProperties: false });
export type AuditPlanBody = Static<typeof AuditPlanBody>;

/** Save the levels of a node; an empty list removes its plan (one level, any administrator). */
export const SaveAuditLevelsBody = Type.Object(
  { nodeId: NodeId, levels: Type.Array(AuditLevel, { maxItems: 50 }) },
  { additionalProperties: false },
);
export type SaveAuditLevelsBody = Static<typeof SaveAuditLevelsBody>;

export const SaveAuditWayBody = Type.Object({ nodeId: NodeId, sign: Sign }, { additionalProperties: false });
export type SaveAuditWayBody = Static<typeof SaveAuditWayBody>;

export const AuditOverviewBody = Type.Object({ systemCoding: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });
export type AuditOverviewBody = Static<typeof AuditOverviewBody>;

const Auditor = Type.Object({ id: Type.String(), userName: Type.String(), username: Type.String(), disabled: Type.Boolean() });
export type Auditor = Static<typeof Auditor>;
export const AuditorList = Type.Array(Auditor);

/** A node's plan as the pages read it: the node the records live under, its levels and way. */
export const AuditPlan = Type.Object({
  nodeId: Type.String(),
  nodeTitle: Type.String(),
  systemCoding: Type.String(),
  /** false: the node has no plan of its own (one level, any administrator) */
  configured: Type.Boolean(),
  sign: Sign,
  levels: Type.Array(Type.Object({ name: Type.String(), kind: AuditLevel.properties.kind, userIds: Type.Array(Type.String()), userNames: Type.Array(Type.String()) })),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AuditPlan = Static<typeof AuditPlan>;
export const AuditPlanList = Type.Array(AuditPlan);

/**
 * The level a submitted record is at, as stored with it (a snapshot of the plan's level when the
 * record reached it): its place, the level count, its name, who may audit it (null: any
 * administrator), whether all of them must pass, and who has passed it so far.
 */
export interface AuditStage {
  level: number;
  count: number;
  name: string;
  auditors: string[] | null;
  all: boolean;
  passed: string[];
}

/** The record's level as its detail answers it. */
export const AuditLevelState = Type.Object({ level: Type.Integer(), count: Type.Integer(), name: Type.String() });

/** The first problem of a plan's levels (in Chinese), or null when it may be saved. */
export function auditLevelsProblem(levels: ReadonlyArray<Pick<AuditLevel, 'name' | 'kind' | 'userIds'>>): string | null {
  if (levels.length > MAX_AUDIT_LEVELS) return AUDIT_LEVEL_MESSAGES.tooMany;
  const seen = new Set<string>();
  for (const [i, l] of levels.entries()) {
    const name = l.name.trim();
    if (!name) return AUDIT_LEVEL_MESSAGES.nameRequired(i + 1);
    if (name.length > MAX_LEVEL_NAME) return AUDIT_LEVEL_MESSAGES.nameTooLong(i + 1);
    if (seen.has(name)) return AUDIT_LEVEL_MESSAGES.nameDuplicate(i + 1, name);
    seen.add(name);
    if (l.kind === 'user' && l.userIds.length === 0) return AUDIT_LEVEL_MESSAGES.usersRequired(name);
    if (l.kind === 'user' && new Set(l.userIds).size > MAX_LEVEL_USERS) return AUDIT_LEVEL_MESSAGES.usersTooMany(name);
  }
  return null;
}

/** 待审核（复审）: the status text of a record waiting at a level of a plan. */
export const stageStatusText = (statusText: string, stage: Pick<AuditStage, 'name'> | null | undefined): string =>
  stage ? `${statusText}（${stage.name}）` : statusText;
