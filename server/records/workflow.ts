import type { RecordStatus, Role, RowOperation } from '../../schemas';
import { ACTION_LOOK, STATUS_TEXT, type WorkflowAction } from '../../schemas/workflow';
import type { AuditStage } from '../../schemas/audit-levels';
import { stageRefusal } from './audit-levels';
import { areaRowOperations } from './hooks';

/**
 * The record workflow: ONE table of who may do what in which state. `decide` answers every move
 * (allowed, or refused with the message and status the caller sees) and `operationsFor` lists the
 * buttons of a record by asking `decide` for each action — so a button is shown exactly when
 * pressing it would be accepted, and the two can never disagree.
 *
 *   draft ──submit──▶ submitted ──audit pass──▶ passed ──publish──▶ published
 *     ▲  ◀──revoke───┘     └──audit reject──▶ rejected ──submit──▶ submitted
 *   edit: draft, rejected (owner)   spread (公示) / send (推送): passed (manager, once each)
 *   delete: owner on draft; manager on anything not published   assign: manager on submitted
 */

export type { WorkflowAction };

/** The workflow facts of a record that the rules look at. */
export interface RecordFacts {
  status: RecordStatus;
  enterpriseId: string | null;
  ownerUserId: string;
  submittedBy: string | null;
  assigneeId: string | null;
  spreadAt: string | null;
  sentAt: string | null;
  /** The audit level it waits at (docs/administration.md "审核级别与审核方式"); absent or null: any administrator. */
  auditStage?: AuditStage | null;
}

export interface Actor {
  id: string;
  role: Role;
  enterpriseId: string | null;
  /** The buttons the role keeps on the node (权限设置, button-permissions.ts); absent: every one. */
  permitted?: ReadonlySet<string>;
}

/** A refusal is `forbidden` (not this caller's to do) or `invalid` (not in this state). */
export type Decision = { ok: true } | { ok: false; refusal: 'invalid' | 'forbidden'; message: string };

type Who = 'owner' | 'manager';

interface Rule {
  /** Who may act, and from which states. */
  grants: Array<{ who: Who; from: readonly RecordStatus[] }>;
  /** Further refusals once role, ownership and state are fine. */
  extra?: (record: RecordFacts, actor: Actor) => string | null;
}

const NOT_PUBLISHED: readonly RecordStatus[] = ['draft', 'submitted', 'passed', 'rejected'];

export const RULES: Record<WorkflowAction, Rule> = {
  edit: { grants: [{ who: 'owner', from: ['draft', 'rejected'] }] },
  submit: { grants: [{ who: 'owner', from: ['draft', 'rejected'] }] },
  revoke: { grants: [{ who: 'owner', from: ['submitted'] }] },
  audit: {
    grants: [{ who: 'manager', from: ['submitted'] }],
    extra: (r, a) =>
      r.submittedBy === a.id || r.ownerUserId === a.id
        ? '不能审核本人提交的记录'
        : r.assigneeId && r.assigneeId !== a.id
          ? '该记录已指派给其他审核人'
          : null,
  },
  assign: { grants: [{ who: 'manager', from: ['submitted'] }] },
  spread: { grants: [{ who: 'manager', from: ['passed'] }], extra: (r) => (r.spreadAt ? '该记录已公示' : null) },
  send: { grants: [{ who: 'manager', from: ['passed'] }], extra: (r) => (r.sentAt ? '该记录已推送' : null) },
  publish: { grants: [{ who: 'manager', from: ['passed'] }] },
  delete: {
    grants: [
      { who: 'owner', from: ['draft'] },
      { who: 'manager', from: NOT_PUBLISHED },
    ],
  },
};

export const WORKFLOW_ACTIONS = Object.keys(RULES) as WorkflowAction[];

/**
 * Ownership: an enterprise user owns the records of their enterprise; an administrator or developer
 * owns the records they created themselves.
 */
export function isOwner(record: Pick<RecordFacts, 'enterpriseId' | 'ownerUserId'>, actor: Actor): boolean {
  if (actor.role === 'U') return actor.enterpriseId !== null && record.enterpriseId === actor.enterpriseId;
  return record.ownerUserId === actor.id;
}

/** Whether `actor` may see the record at all (others get 404 记录不存在, as for a missing one). */
export function canRead(record: Pick<RecordFacts, 'enterpriseId' | 'ownerUserId'>, actor: Actor): boolean {
  return actor.role === 'M' || actor.role === 'D' || isOwner(record, actor);
}

/** A kind, the message of an extra rule (invalid), or a message refusing this caller (forbidden). */
type Refusal = 'role' | 'owner' | 'state' | string | { forbidden: string };

/** Why the table refuses the move (a kind, or the message of an extra rule), or null if allowed. */
function refusal(action: WorkflowAction, record: RecordFacts, actor: Actor): Refusal | null {
  const rule = RULES[action];
  const owner = isOwner(record, actor);
  const mine = rule.grants.filter((g) => (g.who === 'manager' ? actor.role === 'M' : owner));
  if (mine.length === 0) return rule.grants.every((g) => g.who === 'manager') ? 'role' : 'owner';
  if (!mine.some((g) => g.from.includes(record.status))) return 'state';
  const extra = rule.extra?.(record, actor) ?? null;
  // The audit level's own auditors (server/records/audit-levels.ts): another administrator's is 403.
  const level = action === 'audit' && extra === null ? stageRefusal(record.auditStage, actor.id) : null;
  return level ? { forbidden: level } : extra;
}

/** May `actor` do `action` on `record` now? The answer carries the refusal the caller sees. */
export function decide(action: WorkflowAction, record: RecordFacts, actor: Actor): Decision {
  const why = refusal(action, record, actor);
  if (why === null) return { ok: true };
  const name = ACTION_LOOK[action].name;
  if (typeof why === 'object') return { ok: false, refusal: 'forbidden', message: why.forbidden };
  if (why === 'role') return { ok: false, refusal: 'forbidden', message: `仅管理员可${name}` };
  if (why === 'owner') return { ok: false, refusal: 'forbidden', message: `无权${name}他人的记录` };
  if (why === 'state') return { ok: false, refusal: 'invalid', message: `记录当前状态为「${STATUS_TEXT[record.status]}」，不能${name}` };
  return { ok: false, refusal: 'invalid', message: why };
}

/** The state after a successful move (audit needs the verdict). */
export function nextStatus(action: WorkflowAction, current: RecordStatus, pass?: boolean): RecordStatus {
  switch (action) {
    case 'submit':
      return 'submitted';
    case 'revoke':
      return 'draft';
    case 'audit':
      return pass ? 'passed' : 'rejected';
    case 'publish':
      return 'published';
    default:
      return current;
  }
}

export const VIEW: RowOperation = { code: 'view', name: '查看', color: '#1677ff', show: true };

/** The buttons of a record for `actor`: 查看 plus every action `decide` would accept. */
export function operationsFor(record: RecordFacts & { nodeId?: string }, actor: Actor): RowOperation[] {
  const ops: RowOperation[] = [VIEW];
  // The same rules as decide(), without composing the refusal texts nobody reads here.
  for (const action of WORKFLOW_ACTIONS) {
    if (actor.permitted && !actor.permitted.has(action)) continue;
    if (refusal(action, record, actor) === null) ops.push({ code: action, name: ACTION_LOOK[action].name, color: ACTION_LOOK[action].color, show: true });
  }
  for (const op of areaRowOperations(record, actor)) ops.push(op);
  return ops;
}
