import type { Kysely } from 'kysely';
import type { Database, NoticesTable } from '../db/types';
import type { Selectable } from 'kysely';
import type { SessionUser } from '../session-user';
import { LOCAL_NOTICE_ID, NOTICE_MESSAGES, noticeProblem, type Notice, type NoticeListBody, type NoticeRow, type NoticeSaveBody } from '../../schemas/notices';
import { badRequest, notFound } from '../errors';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { sanitizeRichText } from '../records/sanitize';
import { signedLinks } from '../files/signed-links';
import { claimSharedFile } from '../files/shared-files';

/** File type a notice's attachment gets once saved: readable by every logged-in user (server/files/file-access.ts). */
export const NOTICE_FILE_TYPE = 'notice';

const actorOf = (user: SessionUser) => ({ id: user.id, userName: user.userName, role: user.role });
const iso = (text: string) => new Date(text).toISOString();

/** POST /ks/message/v1/notice/save (administrators): body sanitised on save, period and attachment checked, op-logged. */
export async function saveNotice(db: Kysely<Database>, user: SessionUser, body: NoticeSaveBody): Promise<number> {
  const msg = sanitizeRichText(body.msg);
  const problem = noticeProblem({ msg, startAt: body.startAt, endAt: body.endAt });
  if (problem) throw badRequest(problem);
  const now = nowIso();
  const fileId = body.fileId ?? null;
  const fields = {
    title: body.title.trim(),
    msg,
    type: body.type,
    audience: body.audience,
    start_at: iso(body.startAt),
    end_at: iso(body.endAt),
    file_id: fileId,
    url_name: (body.urlName ?? '').trim(),
    updated_at: now,
  };
  return db.transaction().execute(async (tx) => {
    if (fileId) {
      const file = await claimSharedFile(tx, fileId, NOTICE_FILE_TYPE, (mime) => mime === 'application/pdf' || mime.startsWith('image/'));
      if (!file) throw badRequest(NOTICE_MESSAGES.attachment);
      if (!fields.url_name) fields.url_name = file.display_name;
    }
    let id: number;
    if (body.msgId !== undefined) {
      const done = await tx.updateTable('notices').set(fields).where('id', '=', body.msgId).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw notFound(NOTICE_MESSAGES.notFound);
      id = body.msgId;
    } else {
      const row = await tx
        .insertInto('notices')
        .values({ ...fields, publisher_id: user.id, publisher_name: user.userName, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    await writeOpLog(tx, actorOf(user), {
      action: body.msgId !== undefined ? 'notice.update' : 'notice.create',
      targetType: 'notice',
      targetId: String(id),
      detail: { title: fields.title, type: fields.type, audience: fields.audience, startAt: fields.start_at, endAt: fields.end_at },
    });
    return id;
  });
}

/** POST /ks/message/v1/notice/delete (administrators): the notice and its reads. */
export async function deleteNotice(db: Kysely<Database>, user: SessionUser, msgId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const done = await tx.deleteFrom('notices').where('id', '=', msgId).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw notFound(NOTICE_MESSAGES.notFound);
    await tx.deleteFrom('notice_reads').where('notice_id', '=', msgId).execute();
    await writeOpLog(tx, actorOf(user), { action: 'notice.delete', targetType: 'notice', targetId: String(msgId) });
  });
}

/** POST /ks/message/v1/notice/list (administrators): newest first, with how many users confirmed each. */
export async function listNotices(db: Kysely<Database>, body: NoticeListBody): Promise<{ records: NoticeRow[]; total: number; curPage: number; pageSize: number }> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notices')
      .selectAll('notices')
      .select((eb) => eb.selectFrom('notice_reads').whereRef('notice_reads.notice_id', '=', 'notices.id').select((e) => e.fn.countAll<number>().as('n')).as('read_count'))
      .orderBy('notices.updated_at', 'desc')
      .orderBy('notices.id', 'desc')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return {
    records: rows.map((r) => ({
      msgId: Number(r.id),
      title: r.title,
      // sanitised again on the way out: a row stored before the sanitiser, or by hand, stays harmless
      msg: sanitizeRichText(r.msg),
      type: Number(r.type) === 2 ? 2 : 1,
      audience: r.audience,
      startAt: r.start_at,
      endAt: r.end_at,
      fileId: r.file_id,
      urlName: r.url_name,
      publisher: r.publisher_name,
      readCount: Number(r.read_count ?? 0),
      updatedAt: r.updated_at,
    })),
    total: Number(count?.total ?? 0),
    curPage,
    pageSize,
  };
}

type NoticeSelect = Selectable<NoticesTable>;

/** The shell's shape of a stored notice; `url` is a link the reader's browser opens without a token. */
async function shown(db: Kysely<Database>, r: NoticeSelect, readerId: string | null): Promise<Notice> {
  const url = r.file_id && readerId ? await signedLinks(db).sign(r.file_id, readerId) : '';
  return {
    msgId: Number(r.id),
    title: r.title,
    msg: sanitizeRichText(r.msg),
    url,
    urlName: url ? r.url_name : '',
    type: Number(r.type) === 2 ? 2 : 1,
    show: true,
  };
}

/** GET /ks/message/v1/notice/active: in their period, for the caller's role (or everyone), not yet confirmed by the caller. */
export async function activeNotices(db: Kysely<Database>, user: SessionUser): Promise<Notice[]> {
  const now = nowIso();
  const rows = await db
    .selectFrom('notices')
    .selectAll()
    .where('audience', 'in', ['all', user.role])
    .where('start_at', '<=', now)
    .where('end_at', '>=', now)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('notice_reads').select('notice_id').whereRef('notice_reads.notice_id', '=', 'notices.id').where('notice_reads.user_id', '=', user.id))))
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return Promise.all(rows.map((r) => shown(db, r, user.id)));
}

/** GET /ks/message/v1/notice/login (public): the login page's important notices in their period, no attachment link. */
export async function loginNotices(db: Kysely<Database>): Promise<Notice[]> {
  const now = nowIso();
  const rows = await db
    .selectFrom('notices')
    .selectAll()
    .where('audience', '=', 'login')
    .where('start_at', '<=', now)
    .where('end_at', '>=', now)
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
  return Promise.all(rows.map((r) => shown(db, r, null)));
}

/**
 * POST /ks/message/v1/notice/read {msgId}: the caller confirmed a notice meant for them; stored once
 * (a second confirmation changes nothing). -99 is the client's own notice and is never stored.
 */
export async function markNoticeRead(db: Kysely<Database>, user: SessionUser, msgId: number): Promise<boolean> {
  if (msgId === LOCAL_NOTICE_ID) throw badRequest(NOTICE_MESSAGES.localId);
  const notice = await db.selectFrom('notices').select(['id', 'audience', 'title']).where('id', '=', msgId).executeTakeFirst();
  if (!notice || !(notice.audience === 'all' || notice.audience === user.role)) throw notFound(NOTICE_MESSAGES.notFound);
  return db.transaction().execute(async (tx) => {
    const done = await tx
      .insertInto('notice_reads')
      .values({ notice_id: msgId, user_id: user.id, read_at: nowIso() })
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .executeTakeFirst();
    const first = Number(done.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (first) await writeOpLog(tx, actorOf(user), { action: 'notice.read', targetType: 'notice', targetId: String(msgId), detail: { title: notice.title } });
    return first;
  });
}
