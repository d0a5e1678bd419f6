import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { findRecord, toStoredRecord, type RecordRow, type StoredRecord } from '../db/repos/records';
import { notFound } from '../errors';
import { cachedNode, compiledNodeStamp, forgetNode, loadNode } from './node-cache';
import { visibleNode } from './list-node';
import { cachedNodeActor, nodeActor } from './button-permissions';
import { NODE_NOT_FOUND, visibleRecord } from './service';
import type { Actor } from './workflow';

interface Ctx {
  db: Kysely<Database>;
  dialect: SqlDialect;
}

/**
 * A record read through a node (详情, 提交状态) as the caller may see it, with the caller's actor
 * on the node. From this instance's copy of the node (node-cache.ts), the record and the node's
 * stamp are one statement, and the answer stands only if the stamp is the copy's; otherwise (or
 * with no copy) the node is read afresh. One query instead of four in series on PostgreSQL.
 */
export async function readVisibleRecord(
  ctx: Ctx,
  nodeId: string | undefined,
  id: string,
  user: SessionUser,
  sessionStampSql?: RawBuilder<string | null>,
): Promise<{ record: StoredRecord; actor: Actor; sessionStamp: string | null }> {
  const entry = nodeId ? cachedNode(ctx.db, nodeId) : undefined;
  const cached = entry ? visibleNode(entry, user.role) : undefined;
  if (nodeId && entry && cached) {
    // With a remembered session (`withSession`), its stamp is read in the same statement too.
    const session = sessionStampSql ? sql`, ${sessionStampSql} as session_stamp` : sql``;
    const row = await sql<RecordRow & { node_stamp: string | null; session_stamp?: string | null }>`select r.*, ${compiledNodeStamp(ctx.db, ctx.dialect, nodeId)} as node_stamp${session} from records r where r.id = ${id}`.execute(ctx.db);
    const found = row.rows[0];
    // No row: the stamp was not read with it; the fresh read below decides between 404s.
    if (found && found.node_stamp === entry.stamp) {
      const actor = cachedNodeActor(user, entry);
      return { record: await visibleRecord(ctx.db, cached, toStoredRecord(found), actor), actor, sessionStamp: found.session_stamp ?? null };
    }
    if (found) forgetNode(ctx.db, nodeId);
  }
  // This path reads no session stamp: a remembered session is confirmed first (withSession reads
  // it afresh when the work fails), so the fresh reads run once, for the caller as they now are.
  if (sessionStampSql) throw new Error('remembered session to confirm first');
  return { ...(await freshRead(ctx, nodeId, id, user)), sessionStamp: null };
}

async function freshRead(ctx: Ctx, nodeId: string | undefined, id: string, user: SessionUser): Promise<{ record: StoredRecord; actor: Actor }> {
  const fresh = nodeId ? await loadNode(ctx.db, ctx.dialect, nodeId) : undefined;
  const node = fresh ? visibleNode(fresh, user.role) : undefined;
  if (!nodeId || !node) throw notFound(NODE_NOT_FOUND);
  const actor = await nodeActor(ctx.db, user, nodeId);
  return { record: await visibleRecord(ctx.db, node, await findRecord(ctx.db, id), actor), actor };
}
