import type { Kysely } from 'kysely';
import type { WorkflowState } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { ApiError, forbidden, notFound, type ErrorKind } from '../errors';
import { findRecord, type StoredRecord } from '../db/repos/records';
import { writeOpLog, type Actor as LogActor } from '../db/repos/oplog';
import { findRecordNode, recordNodeIds, type RecordNode } from './list-node';
import { AUDIT_COLOR, STATUS_COLOR, STATUS_TEXT } from '../../schemas/workflow';
import { canRead, decide, operationsFor, type Actor, type WorkflowAction } from './workflow';

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
 * it is disabled or hidden (itShows 否), or the menu is a directory rather than a page.
 */
export async function requireNode(
  ctx: { db: Kysely<Database> },
  nodeId: string | undefined,
  user: SessionUser,
  purpose: 'read' | 'write',
): Promise<RecordNode> {
  const node = nodeId ? await findRecordNode(ctx.db, nodeId, user.role) : undefined;
  if (!node || (purpose === 'write' && !(node.access.enabled && node.access.isPage))) throw notFound(NODE_NOT_FOUND);
  // A public list shows other enterprises' records: nothing is written through it.
  if (purpose === 'write' && node.publicList) throw forbidden(PUBLIC_LIST_READ_ONLY);
  return node;
}

/**
 * The record `id` of `node` (stored under the node or under its list's detail node) if the caller
 * may see it. A record of another enterprise answers exactly like a missing one (404 记录不存在):
 * guessing ids reveals nothing.
 */
export async function loadVisible(db: Kysely<Database>, node: RecordNode, id: string, actor: Actor): Promise<StoredRecord> {
  const record = await findRecord(db, id);
  const readable = record && (node.publicList ? record.status === 'published' : canRead(record, actor));
  if (!record || !recordNodeIds(node).includes(record.nodeId) || !readable) throw notFound(RECORD_NOT_FOUND);
  return record;
}

/** The optimistic lock, checked before the rules so a lost race always answers 409. */
export function checkVersion(record: StoredRecord, version: number, action: string): void {
  if (record.version !== version) throw lostRace(action);
}

/** Refuses (WorkflowRefusal) unless the workflow table allows the move. */
export function enforce(action: WorkflowAction, record: StoredRecord, actor: Actor): void {
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
    statusText: STATUS_TEXT[r.status],
    statusColor: STATUS_COLOR[r.status],
    auditColor: AUDIT_COLOR[r.status],
    version: r.version,
    operations: operationsFor(r, actor),
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
