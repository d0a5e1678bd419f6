import type { RawBuilder } from 'kysely';
import type { RecordDetail } from '../../schemas';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { findRecord } from '../db/repos/records';
import { notFound } from '../errors';
import { loadNode } from './node-cache';
import { readVisibleRecord } from './record-read';
import { signRecordFiles } from './file-urls';
import { NODE_NOT_FOUND, toWorkflowState, visibleRecord } from './service';
import { PUBLIC_READER, publicNode } from './list-call';

/**
 * A record's detail as the caller may see it (readVisibleRecord's rules), file links signed for
 * the reader; for a public row's reader (no user) a published record of the node, links as stored.
 * The catalogue's `detail` operation; the engine's /ks/monitor/record/detail composes the same parts.
 */
export async function recordDetail(
  ctx: Pick<AppContext, 'db' | 'dialect'>,
  nodeId: string,
  id: string,
  user: SessionUser | null,
  sessionStampSql?: RawBuilder<string | null>,
): Promise<{ detail: RecordDetail; sessionStamp: string | null }> {
  if (!user) {
    const entry = await loadNode(ctx.db, ctx.dialect, nodeId);
    if (!entry) throw notFound(NODE_NOT_FOUND);
    const record = await visibleRecord(ctx.db, publicNode(entry), await findRecord(ctx.db, id), PUBLIC_READER);
    return { detail: { ...toWorkflowState(record, PUBLIC_READER), data: record.data }, sessionStamp: null };
  }
  const { record, actor, sessionStamp } = await readVisibleRecord(ctx, nodeId, id, user, sessionStampSql);
  return { detail: { ...toWorkflowState(record, actor), data: await signRecordFiles(ctx.db, record.data, user) }, sessionStamp };
}
