import { AssignBody, AuditBody, DeletedRecord, DeleteRecordBody, DeleteRecordQuery, WorkflowBody, WorkflowState } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { caller, type SessionUser } from '../../http/access';
import { badRequest } from '../../http/errors';
import { deleteIfVersion, updateReturning, type RecordChange, type StoredRecord } from '../../db/repos/records';
import { findUserById } from '../../db/repos/users';
import { writeOpLog } from '../../db/repos/oplog';
import { nowIso } from '../../db/clock';
import { ACTION_LOOK } from '../../../schemas/workflow';
import { nextStatus, type WorkflowAction } from '../../records/workflow';
import { submitRefusal } from '../../records/record-rules';
import { readForWriteWithPlan, withWritePlan, type PendingSession } from '../../records/write-copy';
import { withSession } from '../../http/remembered-session-plugin';
import { gradeRecord } from '../../levels/record-level';
import { nodeActor } from '../../records/button-permissions';
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
} from '../../records/service';
import { MANAGERS, ownerAudience, writeAuditMessage } from '../../messages/service';
import { auditStep, NO_STAGE, submitStage, type KnownPlan } from '../../records/audit-levels';
import { managesRecordOf } from '../../management/scope';
import { MANAGEMENT_MESSAGES } from '../../../schemas/management';

interface ActionInput {
  nodeId: string;
  id: string;
  version: number;
  reason?: string;
  pass?: boolean;
  assigneeId?: string;
}

/** What one action writes, beyond the status the workflow table gives it. */
type ChangeOf = (record: StoredRecord, input: ActionInput, user: SessionUser, tx: Parameters<typeof findUserById>[0], auditPlan?: KnownPlan) => Promise<RecordChange>;

const CHANGES: Partial<Record<WorkflowAction, ChangeOf>> = {
  // A submitted record starts at the first audit level of its node (docs/accounts.md "审核级别与审核方式").
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
    // The assignee must find the record in their own lists (docs/accounts.md "管理权限").
    if (!(await managesRecordOf(tx, assignee.id, record))) throw badRequest(MANAGEMENT_MESSAGES.assigneeOutside);
    return { assignee_id: assignee.id };
  },
  spread: async () => ({ spread_at: nowIso() }),
  send: async () => ({ sent_at: nowIso() }),
};

const SUCCESS: Partial<Record<WorkflowAction, string>> = { submit: '提交成功' };

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
async function move(ctx: AppContext, user: SessionUser, action: WorkflowAction, input: ActionInput, session?: PendingSession) {
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
      if (incomplete) throw new WorkflowRefusal('invalid', incomplete, action);
      const change = (await CHANGES[action]?.(record, input, user, tx, auditPlan)) ?? {};
      // What is submitted carries the level of the rule in force now (docs/credit.md "等级设置").
      const { data: graded, grade } = rules ? await gradeRecord(tx, rules.level, record.systemCoding, record.data) : { data: record.data, grade: null };
      if (grade) change.data = JSON.stringify(graded);
      const status = (change.status as StoredRecord['status'] | undefined) ?? nextStatus(action, record.status, input.pass);
      const level = action === 'audit' ? record.auditStage : null;
      // The row as it now is comes back with the write (RETURNING): no read after it.
      const updated = await updateReturning(tx, record.id, record.version, { ...change, status });
      if (updated === null) throw lostRace(action);
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

const ACTIONS: Array<{ action: WorkflowAction; body: typeof WorkflowBody | typeof AuditBody | typeof AssignBody; summary: string }> = [
  { action: 'submit', body: WorkflowBody, summary: '提交审核（草稿或驳回 → 待审核）' },
  { action: 'revoke', body: WorkflowBody, summary: '撤回未审核的提交（待审核 → 草稿）' },
  { action: 'audit', body: AuditBody, summary: '审核（pass=true 通过，false 驳回且须填写审核建议）' },
  { action: 'assign', body: AssignBody, summary: '指派审核人（管理员）' },
  { action: 'spread', body: WorkflowBody, summary: '公示审核通过的记录（管理员）' },
  { action: 'send', body: WorkflowBody, summary: '推送审核通过的记录到外部系统（管理员）' },
  { action: 'publish', body: WorkflowBody, summary: '发布审核通过的记录（管理员）' },
];

/** POST /ks/monitor/<action> for every workflow move, and DELETE /ks/monitor/delete. */
export default function workflowRoutes(app: ApiApp, ctx: AppContext): void {
  for (const { action, body, summary } of ACTIONS) {
    app.post(
      `/ks/monitor/${action}`,
      { config: { access: 'user', confirmsSession: true }, schema: { tags: ['records'], summary, body, response: responses(WorkflowState) } },
      async (request) => {
        const { value } = await withSession(request, (user, sql, remembered) => move(ctx, user, action, request.body, sql && remembered ? { sql, ...remembered } : undefined));
        return ok(value, SUCCESS[action] ?? '操作成功');
      },
    );
  }

  app.delete(
    '/ks/monitor/delete',
    {
      config: { access: 'user' },
      // A DELETE usually has no body; let the query string carry the fields then.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags: ['records'],
        summary: `${ACTION_LOOK.delete.name}记录（nodeId、id、version 放在请求体或查询参数中）`,
        querystring: DeleteRecordQuery,
        body: DeleteRecordBody,
        response: responses(DeletedRecord),
      },
    },
    async (request) => {
      const query = request.query;
      const body = (request.body ?? {}) as { nodeId?: string; id?: string; version?: number; reason?: string };
      const nodeId = body.nodeId ?? query.nodeId;
      const id = body.id ?? query.id;
      const version = body.version ?? (query.version ? Number(query.version) : undefined);
      for (const [name, v] of Object.entries({ nodeId, id, version })) if (v === undefined) throw badRequest(`缺少必填字段 ${name}`);
      const user = caller(request);
      const input = { nodeId: nodeId!, id: id!, version: version! };
      const node = await requireNode(ctx, input.nodeId, user, 'write');
      const actor = await nodeActor(ctx.db, user, node.nodeId);
      let waiting: StoredRecord | null = null;
      await inRecordTransaction(ctx.db, user, input, async (tx) => {
        const record = await loadVisible(tx, node, input.id, actor);
        if (record.status === 'submitted') waiting = record;
        checkVersion(record, input.version, 'delete');
        enforce('delete', record, actor);
        if (!(await deleteIfVersion(tx, record.id, record.version))) throw lostRace('delete');
        // The document goes with the row; the log keeps what was deleted, for the audit trail.
        await writeOpLog(tx, logActorOf(user), {
          action: 'record.delete',
          targetType: RECORD_TARGET,
          targetId: record.id,
          gnCoding: record.nodeId,
          detail: { from: record.status, version: record.version, reason: body.reason ?? null, data: record.data },
        });
      });
      // a deleted submitted record leaves the administrators' todos
      if (waiting) announce(ctx, 'delete', waiting);
      return ok({ id: input.id }, '操作成功');
    },
  );
}
