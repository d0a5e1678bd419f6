import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { ApiError, notFound } from '../errors';
import { findRecord } from '../db/repos/records';
import { targetHistory } from '../db/repos/oplog';
import { actorOf, RECORD_NOT_FOUND, RECORD_TARGET, requireNode, visibleRecord } from './service';

/**
 * The op log lines of one record (POST /ks/common/common/logHistory), only for a caller who may
 * read the record by detail's rules: the node as the caller's role may use it (menu roles along the
 * tree, the system's roles), the record one of the node's, and `visibleRecord` (ownership, an
 * administrator's management scope). `gnCoding` is the record's node, a list showing its records,
 * or its system code (the list's 日志 button): then the node is the record's own. A public list
 * (公示) shows published records, not their history: through it the record is read by the rule of
 * its own node. Every refusal is 404 记录不存在, so the answer says nothing about which check failed.
 */
export async function readableHistory(db: Kysely<Database>, user: SessionUser, q: { gnCoding: string; id: string }) {
  try {
    const record = await findRecord(db, q.id);
    const nodeId = record && q.gnCoding === record.systemCoding ? record.nodeId : q.gnCoding;
    const node = await requireNode({ db }, nodeId, user, 'read');
    const readable = await visibleRecord(db, { ...node, publicList: false }, record, actorOf(user));
    return await targetHistory(db, RECORD_TARGET, readable.id);
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 404) throw notFound(RECORD_NOT_FOUND);
    throw err;
  }
}
