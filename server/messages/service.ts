import crypto from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import type { AuditMessage, MarkReadBody, MessageListBody, MessagePage } from '../../schemas/messages';
import { messageTitle } from '../../schemas/messages';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import type { StoredRecord } from '../db/repos/records';
import type { Audience } from './bus';
import { nodeFactsByRole, summaryOf } from './nodes';
import type { NodeRows } from '../records/list-node';

/**
 * Messages (docs/shell.md "消息中心"): what an audit told the owner of a record — passed or
 * rejected, of the record itself or of a change request. Written by the audit in its own
 * transaction, so a message exists exactly when the verdict does. Addressed to the record's
 * enterprise (every user of it reads it; one opening it marks it read for all of them), or to
 * the owner user for a record without an enterprise.
 */

type Owner = Pick<StoredRecord, 'enterpriseId' | 'ownerUserId'>;

/** Who hears about a record's audit: its enterprise, or its owner. */
export const ownerAudience = (r: Owner): Audience => (r.enterpriseId ? { enterpriseIds: [r.enterpriseId] } : { userIds: [r.ownerUserId] });

/** The administrators, whose todos move with every submit and audit. */
export const MANAGERS: Audience = { roles: ['M'] };

export interface AuditVerdict {
  kind: AuditMessage['kind'];
  pass: boolean;
  record: StoredRecord;
  changeId?: string;
  reason: string;
  auditor: SessionUser;
}

/** Writes the owner's message of one audit; call it inside the audit's transaction. `known`: the rows of the record's node, if the caller holds them. */
export async function writeAuditMessage(tx: Kysely<Database>, v: AuditVerdict, known?: NodeRows): Promise<void> {
  // The owner reads the node the record lives under; its title and page are taken as the user would see them.
  const [facts, managerView] = await nodeFactsByRole(tx, v.record.nodeId, ['U', 'M'], known);
  await tx
    .insertInto('messages')
    .values({
      id: crypto.randomUUID(),
      recipient_enterprise_id: v.record.enterpriseId,
      recipient_user_id: v.record.enterpriseId ? null : v.record.ownerUserId,
      kind: v.kind,
      verdict: v.pass ? 'passed' : 'rejected',
      system_coding: v.record.systemCoding,
      node_id: v.record.nodeId,
      node_title: facts.title.slice(0, 128),
      opens: facts.opens,
      record_id: v.record.id,
      change_id: v.changeId ?? null,
      business_name: summaryOf(managerView.usable, v.record.data).slice(0, 256),
      reason: v.reason,
      auditor_name: v.auditor.userName.slice(0, 128),
      created_at: nowIso(),
      read_at: null,
    })
    .execute();
}

/**
 * A notice (kind `notice`, not an audit) to each of `userIds`, e.g. that 评审文件 were uploaded for
 * a project (docs/bidding.md "评审文件"): `subject` is the title's name (the project), `text` the
 * line shown under it, `from` who sent it; opening it goes to `/bidZj/KbZj?xmId=<recordId>`. Call it
 * inside the transaction of what it tells.
 */
export async function writeNoticeMessages(
  tx: Kysely<Database>,
  n: { userIds: readonly string[]; systemCoding: string; nodeId: string; recordId: string; subject: string; text: string; from: string },
): Promise<void> {
  if (n.userIds.length === 0) return;
  const at = nowIso();
  await tx
    .insertInto('messages')
    .values(
      n.userIds.map((userId) => ({
        id: crypto.randomUUID(),
        recipient_enterprise_id: null,
        recipient_user_id: userId,
        kind: 'notice',
        verdict: 'notice',
        system_coding: n.systemCoding,
        node_id: n.nodeId,
        node_title: n.subject.slice(0, 128),
        opens: 'list',
        record_id: n.recordId,
        change_id: null,
        business_name: n.text.slice(0, 256),
        reason: '',
        auditor_name: n.from.slice(0, 128),
        created_at: at,
        read_at: null,
      })),
    )
    .execute();
}

/** The caller's messages: their enterprise's, or their own where they have no enterprise. */
const addressedTo = (user: SessionUser) => (eb: ExpressionBuilder<Database, 'messages'>) =>
  user.enterpriseId
    ? eb.or([eb('recipient_enterprise_id', '=', user.enterpriseId), eb('recipient_user_id', '=', user.id)])
    : eb('recipient_user_id', '=', user.id);

export async function unreadCount(db: Kysely<Database>, user: SessionUser): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .where(addressedTo(user))
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** POST /ks/message/v1/audit/rejected-msg: the caller's messages, newest first, with the unread count. */
export async function listMessages(db: Kysely<Database>, user: SessionUser, body: MessageListBody): Promise<MessagePage> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = db.selectFrom('messages').where(addressedTo(user));
  if (body.unreadOnly) q = q.where('read_at', 'is', null);
  const [rows, count, unread] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    unreadCount(db, user),
  ]);
  const records = rows.map((r): AuditMessage => {
    const kind = r.kind === 'change' ? 'change' : r.kind === 'notice' ? 'notice' : 'record';
    const verdict = kind === 'notice' ? 'notice' : r.verdict === 'passed' ? 'passed' : 'rejected';
    return {
      id: r.id,
      kind,
      verdict,
      title: messageTitle({ kind, verdict, gnName: r.node_title }),
      gnName: r.node_title,
      businessName: r.business_name,
      reason: r.reason,
      auditorName: r.auditor_name,
      gnCoding: r.node_id,
      businessId: r.record_id,
      systemCoding: r.system_coding,
      opens: r.opens === 'detail' ? 'detail' : 'list',
      createdAt: r.created_at,
      read: r.read_at !== null,
    };
  });
  return { records, total: Number(count?.n ?? 0), unreadCount: unread, curPage, pageSize };
}

/**
 * POST /ks/message/v1/audit/read: marks the listed (or all) unread messages of the caller read,
 * logged when something changed. Ids of other recipients' messages change nothing.
 */
export async function markRead(db: Kysely<Database>, user: SessionUser, body: MarkReadBody): Promise<{ marked: number; unreadCount: number }> {
  const marked = await db.transaction().execute(async (tx) => {
    let q = tx.updateTable('messages').set({ read_at: nowIso() }).where(addressedTo(user)).where('read_at', 'is', null);
    if (!body.all) q = q.where('id', 'in', body.ids ?? ['']);
    const n = Number((await q.executeTakeFirst()).numUpdatedRows);
    if (n > 0) {
      await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
        action: 'message.read',
        targetType: 'message',
        targetId: body.all ? '*' : (body.ids ?? []).slice(0, 5).join(',').slice(0, 64),
        detail: { all: body.all === true, ids: body.all ? [] : body.ids, marked: n },
      });
    }
    return n;
  });
  return { marked, unreadCount: await unreadCount(db, user) };
}
