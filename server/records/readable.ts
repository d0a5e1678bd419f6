import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import { publicStatusOf } from '../../schemas/catalogue';
import { filterConditions } from './filters';
import { readableRecords } from './list-query';
import { recordNodeOf, visibleNode, type RecordNode } from './list-node';
import { loadNode } from './node-cache';
import { nodeActor } from './button-permissions';
import { NODE_NOT_FOUND } from './service';
import { equalsAny, isDataKey, isRecordColumn, recordFieldExpr } from './sql-dialect';
import type { Actor } from './workflow';

/**
 * The records a reading operation of a catalogue row (distinct, grouped…) may read, by the list
 * call's rules and through the same code: the node as the caller's role may see it (menu roles,
 * else 404 功能节点不存在), `readableRecords` (ownership, an administrator's management scope, a
 * public list's published records), the row's fixed conditions and the caller's filters as the
 * node's list compares them (`filterConditions`). A public row, and an anonymous caller, read
 * published records only. docs/operations.md "Read rules".
 */

interface Ctx {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

/** What a row binds that decides the selection (OperationTarget's part). */
export interface ReadTarget {
  nodeId: string;
  systemCoding: string;
  fixed: Record<string, string | number | boolean>;
  public: boolean;
}

export interface Readable {
  node: RecordNode;
  viewer: Actor | null;
  /** The WHERE of every query over the selection. */
  where: RawBuilder<SqlBool>[];
}

/** An anonymous caller has no actor: every selection of theirs is published-only, which reads none. */
const NOBODY: Actor = { id: '', role: 'U', enterpriseId: null };

/** The node as the caller may read it; 404 功能节点不存在 otherwise (also for a node of another system than the row's). */
export async function readableNode(ctx: Ctx, target: Pick<ReadTarget, 'nodeId' | 'systemCoding'>, user: SessionUser | null): Promise<RecordNode> {
  const entry = await loadNode(ctx.db, ctx.dialect, target.nodeId);
  // Anonymous: a public row grants the access the menu roles would; a disabled menu still serves nothing.
  const node = entry && (user ? visibleNode(entry, user.role) : entry.access.enabled ? recordNodeOf(entry) : undefined);
  if (!node || node.systemCoding !== target.systemCoding) throw notFound(NODE_NOT_FOUND);
  return node;
}

/** A field the operation counts or lists must be a record column or a data key (the row's field, checked when the row is saved too). */
export function checkedField(field: string | undefined): string {
  if (!field || !(isRecordColumn(field) || isDataKey(field))) throw badRequest(`字段 ${field ?? ''} 不是可统计的字段`);
  return field;
}

export async function readableSelection(ctx: Ctx, target: ReadTarget, user: SessionUser | null, filters?: Record<string, unknown>): Promise<Readable> {
  const node = await readableNode(ctx, target, user);
  const viewer = user ? await nodeActor(ctx.db, user, target.nodeId) : null;
  const publishedOnly = node.publicList || target.public || user === null;
  // a public row reads the status its fixed condition allows (published unless it says passed)
  const where = readableRecords(node.recordsNodeId, viewer ?? NOBODY, publishedOnly, node.systemCoding, target.public ? publicStatusOf(target.fixed) : ['published']);
  // a public row's `status` is the rule above (it may name several, comma-joined), not one equality
  for (const [field, value] of Object.entries(target.fixed)) if (!(target.public && field === 'status')) where.push(equalsAny(ctx.dialect, recordFieldExpr(ctx.dialect, checkedField(field)), [String(value)]));
  // Strict, as table-list: a code the node's list does not offer is refused (不支持的查询条件).
  where.push(...filterConditions(filters, { dialect: ctx.dialect, config: node.listConfig, strict: true }));
  return { node, viewer, where };
}
