import type { Kysely } from 'kysely';
import type { RecordDetail } from '../../schemas';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { latestRecordOf } from '../db/repos/records';
import { signRecordFiles } from './file-urls';
import { actorOf, requireNode, toWorkflowState } from './service';

/**
 * The caller's own newest record of a node, or null — an enterprise's (any of its users'), or for
 * administrators and developers the one they created; nobody's for a public row's reader (null).
 * The engine's POST /ks/monitor/record/latest and the catalogue's `latest` operation.
 */
export async function latestRecord(ctx: { db: Kysely<Database> }, nodeId: string, user: SessionUser | null): Promise<RecordDetail | null> {
  if (!user) return null;
  const node = await requireNode(ctx, nodeId, user, 'read');
  if (user.role === 'U' && !user.enterpriseId) return null;
  const owner = user.role === 'U' && user.enterpriseId ? { enterpriseId: user.enterpriseId } : { userId: user.id };
  const record = await latestRecordOf(ctx.db, node.recordsNodeId, owner);
  if (!record) return null;
  return { ...toWorkflowState(record, actorOf(user)), data: await signRecordFiles(ctx.db, record.data, user) };
}
