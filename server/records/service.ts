import type { Kysely } from 'kysely';
import type { WorkflowState } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { ApiError, forbidden, notFound, type ErrorKind } from '../errors';
import { findRecord, type StoredRecord } from '../db/repos/records';
import { writeOpLog, type Actor as LogActor } from '../db/repos/oplog';
import { findRecordNode, reachedThroughList, recordNodeIds, type RecordNode } from './list-node';
import { AUDIT_COLOR, STATUS_COLOR, STATUS_TEXT } from '../../schemas/workflow';
import { NO_BUTTON_PERMISSION } from '../../schemas/permissions';
import { stageStatusText } from '../../schemas/audit-levels';
import { canRead, decide, operationsFor, type Actor, type WorkflowAction } from './workflow';
import { managesRecordOf, scopeApplies } from '../management/scope';

export const RECORD_NOT_FOUND = '记录不存在';
export const NODE_NOT_FOUND = '功能节点不存在';
export const STALE_RECORD = '数据已被他人修改，请刷新后重试';
export const PUBLIC_LIST_READ_ONLY = '公示列表只供查看，不能在此修改记录';

/** op_log target type of record lines (logHistory reads them back). */
export const RECORD_TARGET = 'record';

export const actorOf = (u: SessionUser): Actor => ({ id: u.id, role: u.role, enterpriseId: u.enterpriseId });
export const logActorOf = (u: SessionUser): LogActor => ({ id: u.id, userName: u.userName, role: u.role });

/**
 * A refused move: the caller sees its message, nothing changes, and the attempt is written to the
 * operation log with ok = 0 (in a transaction of its own, after the refused one rolled back).
 */
export class WorkflowRefusal extends ApiError {
  constructor(
    kind: ErrorKind,
    message: string,
    readonly action: string,
  ) {
    super(kind, message);
  }
}

/**
 * The node, or 404 功能节点不存在: also when its system, its menu or a menu above it is hidden
 * from the caller, and — for a `write` (save, workflow moves, delete) — when the menu or one above
 * it is disabled, or hidden (itShows 否) without a writable list naming it as its detail page, or
 * the menu is a directory rather than a page.
 */
export async function requireNode(
  ctx: { db: Kysely<Database> },
  nodeId: string | undefined,
  user: SessionUser,
  purpose: 'read' | 'write',
): Promise<RecordNode> {
  const node = nodeId ? await findRecordNode(ctx.db, nodeId, user.role) : undefined;
  if (!node || (purpose === 'write' && !(node.access.enabled && node.access.isPage) && !(await reachedThroughList(ctx.db, node, user.role)))) throw notFound(NODE_NOT_FOUND);
  // A public list shows other enterprises' records: nothing is written through it.
  if (purpose === 'write' && node.publicList) throw forbidden(PUBLIC_LIST_READ_ONLY);
  return node;
}

/**
 * The record `id` of `node` (stored under the node or under its list's detail node) if the caller
 * may see it. A record of another enterprise answers exactly like a missing one (404 记录不存在):
 * guessing ids reveals nothing. So does, for an administrator, a record outside their management
 * scope (docs/administration.md "管理权限"): their lists do not show it, so neither detail, audit, assign,
 * publish nor any other move finds it.
 */
export async function loadVisible(db: Kysely<Database>, node: RecordNode, id: string, actor: Actor): Promise<StoredRecord> {
  return visibleRecord(db, node, await findRecord(db, id), actor);
}

/**
 * `record` (already read) if the caller may see it through `node`: loadVisible's rule. `unscoped`:
 * the caller's statement found no management scope rows for the actor (an administrator with none
 * manages every record), which spares the scope's own read.
 */
export async function visibleRecord(db: Kysely<Database>, node: RecordNode, record: StoredRecord | undefined, actor: Actor, unscoped = false): Promise<StoredRecord> {
  const readable = record && (node.publicList ? record.status === 'published' : canRead(record, actor));
  if (!record || !recordNodeIds(node).includes(record.nodeId) || !readable) throw notFound(RECORD_NOT_FOUND);
  if (!node.publicList && scopeApplies(actor.role) && !unscoped && !(await managesRecordOf(db, actor.id, record))) throw notFound(RECORD_NOT_FOUND);
  return record;
}

/** The optimistic lock, checked before the rules so a lost race always answers 409. */
export function checkVersion(record: StoredRecord, version: number, action: string): void {
  if (record.version !== version) throw lostRace(action);
}

/** Refuses (WorkflowRefusal) unless the role keeps the button on the node and the workflow table allows the move. */
export function enforce(action: WorkflowAction, record: StoredRecord, actor: Actor): void {
  // 权限设置: a button the role lacks on the node is refused whatever the record's state (a forged call).
  if (actor.permitted && !actor.permitted.has(action)) throw new WorkflowRefusal('forbidden', NO_BUTTON_PERMISSION, action);
  const d = decide(action, record, actor);
  if (!d.ok) throw new WorkflowRefusal(d.refusal, d.message, action);
}

/** 409: someone changed the record since the caller read it. */
export function lostRace(action: string): WorkflowRefusal {
  return new WorkflowRefusal('conflict', STALE_RECORD, action);
}

/** The workflow fields of a record as `actor` sees them (its buttons depend on who asks). */
export function toWorkflowState(r: StoredRecord, actor: Actor): WorkflowState {
  return {
    id: r.id,
    nodeId: r.nodeId,
    status: r.status,
    // 待审核（复审）: the audit level it waits at (docs/administration.md "审核级别与审核方式")
    statusText: stageStatusText(STATUS_TEXT[r.status], r.auditStage),
    statusColor: STATUS_COLOR[r.status],
    auditColor: AUDIT_COLOR[r.status],
    version: r.version,
    operations: operationsFor(r, actor),
    ...(r.auditStage ? { auditLevel: { level: r.auditStage.level, count: r.auditStage.count, name: r.auditStage.name } } : {}),
    enterpriseId: r.enterpriseId,
    submittedBy: r.submittedBy,
    assigneeId: r.assigneeId,
    auditReason: r.auditReason,
    spreadAt: r.spreadAt,
    sentAt: r.sentAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/**
 * Runs one record change in a transaction. A WorkflowRefusal leaves the data untouched (the
 * transaction rolls back) and is logged with ok = 0 before it reaches the caller.
 */
export async function inRecordTransaction<T>(
  db: Kysely<Database>,
  user: SessionUser,
  target: { nodeId: string; id: string },
  work: (tx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (err instanceof WorkflowRefusal) {
      await db.transaction().execute((tx) =>
        writeOpLog(tx, logActorOf(user), {
          action: `record.${err.action}`,
          targetType: RECORD_TARGET,
          targetId: target.id,
          gnCoding: target.nodeId,
          detail: { refused: err.message, httpStatus: err.httpStatus },
          ok: false,
        }),
      );
    }
    throw err;
  }
}
