import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest } from '../errors';
import { deleteIfVersion, updateReturning, type RecordChange, type StoredRecord } from '../db/repos/records';
import { findUserById } from '../db/repos/users';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { nextStatus, type WorkflowAction } from './workflow';
import { submitRefusal } from './record-rules';
import { readForWriteWithPlan, withWritePlan, type PendingSession } from './write-copy';
import { gradeRecord } from '../levels/record-level';
import { nodeActor } from './button-permissions';
import {
  checkVersion,
  enforce,
  inRecordTransaction,
  loadVisible,
  logActorOf,
  lostRace,
  RECORD_TARGET,
  requireNode,
  toWorkflowState,
  WorkflowRefusal,
} from './service';
import { runWorkflowHooks } from './hooks';
import { MANAGERS, ownerAudience, writeAuditMessage } from '../messages/service';
import { auditStep, NO_STAGE, submitStage, type KnownPlan } from './audit-levels';
import { managesRecordOf } from '../management/scope';
import { MANAGEMENT_MESSAGES } from '../../schemas/management';

/**
 * The workflow moves and the delete of a record (docs/records.md): the engine's routes
 * (server/routes/records/workflow.ts) and the catalogue's operations (server/records/operations/)
 * both call these, so each rule lives here once.
 */

export interface ActionInput {
  nodeId: string;
  id: string;
  version: number;
  reason?: string;
  pass?: boolean;
  assigneeId?: string;
}

/** What one action writes, beyond the status the workflow table gives it. */
type ChangeOf = (record: StoredRecord, input: ActionInput, user: SessionUser, tx: Kysely<Database>, auditPlan?: KnownPlan) => Promise<RecordChange>;

const CHANGES: Partial<Record<WorkflowAction, ChangeOf>> = {
  // A submitted record starts at the first audit level of its node (docs/administration.md "审核级别与审核方式").
  submit: async (record, _i, user, tx, auditPlan) => ({ submitted_by: user.id, assignee_id: null, ...(await submitStage(tx, record, auditPlan)) }),
  revoke: async () => ({ assignee_id: null, ...NO_STAGE }),
  audit: async (record, input, user, tx) => {
    const reason = input.reason?.trim() ?? '';
    if (!input.pass && !reason) throw badRequest('请填写审核建议');
    // the status comes from the levels: a pass below the last level keeps the record submitted
    return { audit_reason: reason || null, ...(await auditStep(tx, record, input.pass === true, user.id)) };
  },
  assign: async (record, input, _user, tx) => {
    const assignee = input.assigneeId ? await findUserById(tx, input.assigneeId) : undefined;
    if (!assignee || assignee.login_role_type !== 'M' || assignee.disabled) throw badRequest('审核人不存在或不是管理员');
    if (assignee.id === record.submittedBy || assignee.id === record.ownerUserId) throw badRequest('不能指派给提交人');
    // The assignee must find the record in their own lists (docs/administration.md "管理权限").
    if (!(await managesRecordOf(tx, assignee.id, record))) throw badRequest(MANAGEMENT_MESSAGES.assigneeOutside);
    return { assignee_id: assignee.id };
  },
  spread: async () => ({ spread_at: nowIso() }),
  send: async () => ({ sent_at: nowIso() }),
};

export const SUCCESS: Partial<Record<WorkflowAction, string>> = { submit: '提交成功' };

/** Moves that put a record into or take it out of the administrators' todos (docs/shell.md "消息中心"). */
const MOVES_TODOS: readonly WorkflowAction[] = ['submit', 'revoke', 'audit', 'assign'];

/** After the commit: the administrators' todos moved; an audit also told the owner. */
function announce(ctx: AppContext, action: WorkflowAction | 'delete', record: StoredRecord): void {
  if (action === 'audit') ctx.bus.publish({ audience: { ...MANAGERS, ...ownerAudience(record) }, reason: 'message' });
  else ctx.bus.publish({ audience: MANAGERS, reason: 'todo' });
}

/**
 * One workflow move: visible record (else 404) → version (else 409) → the workflow table (else a
 * refusal) → the action's own checks → compare-and-set update → op_log, all in one transaction.
 */
export async function move(ctx: AppContext, user: SessionUser, action: WorkflowAction, input: ActionInput, session?: PendingSession) {
  let moved: StoredRecord | null = null;
  // The node, buttons and rules from this instance's copies (and a remembered session), confirmed
  // by the record's own read (write-copy.ts).
  const state = await withWritePlan(ctx, input.nodeId, user, action === 'submit', (plan) =>
    inRecordTransaction(ctx.db, user, input, async (tx) => {
      const { actor, rules } = plan;
      // A submit reads the node's audit plan with the record.
      const { record, auditPlan } = await readForWriteWithPlan(tx, plan, input.id, action === 'submit');
      checkVersion(record, input.version, action);
      enforce(action, record, actor);
      // A draft may be incomplete; what is submitted must meet every rule of its form.
      const incomplete = rules && submitRefusal(rules, record.data);
      if (incomplete) throw Object.assign(new WorkflowRefusal('invalid', incomplete.message, action), { data: incomplete.data });
      const change = (await CHANGES[action]?.(record, input, user, tx, auditPlan)) ?? {};
      // What is submitted carries the level of the rule in force now (docs/credit.md "等级设置").
      const { data: graded, grade } = rules ? await gradeRecord(tx, rules.level, record.systemCoding, record.data) : { data: record.data, grade: null };
      if (grade) change.data = JSON.stringify(graded);
      const status = (change.status as StoredRecord['status'] | undefined) ?? nextStatus(action, record.status, input.pass);
      const level = action === 'audit' ? record.auditStage : null;
      // Areas above records follow the status in this transaction (hooks.ts; the venue's slot claims).
      const statusChange = { action, nodeId: record.nodeId, recordId: record.id, enterpriseId: record.enterpriseId, from: record.status, to: status, data: record.data };
      await runWorkflowHooks('beforeMove', tx, statusChange);
      // The row as it now is comes back with the write (RETURNING): no read after it.
      const updated = await updateReturning(tx, record.id, record.version, { ...change, status });
      if (updated === null) throw lostRace(action);
      await runWorkflowHooks('afterMove', tx, statusChange);
      await writeOpLog(tx, logActorOf(user), {
        action: `record.${action}`,
        targetType: RECORD_TARGET,
        targetId: record.id,
        gnCoding: record.nodeId,
        detail: { from: record.status, to: status, version: updated.version, reason: input.reason ?? null, pass: input.pass ?? null, assigneeId: change.assignee_id ?? null, ...(grade ? { grade } : {}), ...(level ? { level: level.name } : {}) },
      });
      // the owner's message is written with the verdict, in this transaction
      // (a pass that only moves the record to its next level tells nobody yet)
      if (action === 'audit' && status !== 'submitted') await writeAuditMessage(tx, { kind: 'record', pass: input.pass === true, record, reason: input.reason?.trim() ?? '', auditor: user }, plan.entry);
      moved = MOVES_TODOS.includes(action) ? record : null;
      return toWorkflowState(updated, actor);
    }),
    session,
  );
  if (moved) announce(ctx, action, moved);
  return state;
}

/** The fields of a delete, from its body or its query string. */
export interface DeleteInput {
  nodeId: string;
  id: string;
  version: number;
  reason?: string;
}

/** Deletes a record the caller may delete (404 / 409 / the workflow's refusal otherwise), logging what was deleted. */
export async function deleteRecord(ctx: AppContext, user: SessionUser, input: DeleteInput): Promise<{ id: string }> {
  const node = await requireNode(ctx, input.nodeId, user, 'write');
  const actor = await nodeActor(ctx.db, user, node.nodeId);
  let waiting: StoredRecord | null = null;
  await inRecordTransaction(ctx.db, user, input, async (tx) => {
    const record = await loadVisible(tx, node, input.id, actor);
    if (record.status === 'submitted') waiting = record;
    checkVersion(record, input.version, 'delete');
    enforce('delete', record, actor);
    if (!(await deleteIfVersion(tx, record.id, record.version))) throw lostRace('delete');
    await runWorkflowHooks('afterMove', tx, { action: 'delete', nodeId: record.nodeId, recordId: record.id, enterpriseId: record.enterpriseId, from: record.status, to: null, data: record.data });
    // The document goes with the row; the log keeps what was deleted, for the audit trail.
    await writeOpLog(tx, logActorOf(user), {
      action: 'record.delete',
      targetType: RECORD_TARGET,
      targetId: record.id,
      gnCoding: record.nodeId,
      detail: { from: record.status, version: record.version, reason: input.reason ?? null, data: record.data },
    });
  });
  // a deleted submitted record leaves the administrators' todos
  if (waiting) announce(ctx, 'delete', waiting);
  return { id: input.id };
}
