import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { badRequest, notFound } from '../errors';
import { mayReadFile, type FileReader } from '../files/file-access';
import { signedLinks } from '../files/signed-links';
import { writeNoticeMessages } from '../messages/service';
import { TRADE_FILE_MESSAGES as MSG, type BatchUpload, type BatchUploadBody, type ReviewFile, type ReviewFiles, type UploadNotice } from '../../schemas/trade-files';
import { reviewerProject } from './service';

/**
 * 评审文件 (issue 49; docs/bidding.md "评审文件"): the drawn experts of a project and administrators
 * attach files they uploaded through the chunked path (its merge answers `fileId`) to the project's
 * review in one call, then tell the others with an upload notice in the message centre.
 */

type Db = Kysely<Database>;
const SYSTEM = 'trade_service';
const NODE = 'trade-bid-hall';
const actorOf = (u: SessionUser) => ({ id: u.id, userName: u.userName, role: u.role });

async function reviewFilesOf(db: Db, xmId: string): Promise<ReviewFile[]> {
  const rows = await db.selectFrom('review_files').selectAll().where('project_id', '=', xmId).orderBy('uploaded_at').orderBy('file_name').orderBy('id').execute();
  return rows.map((r) => ({ fileId: r.file_id, fileName: r.file_name, uploaderName: r.uploader_name, uploadedAt: r.uploaded_at, notified: r.notified_at !== null }));
}

/** POST /ks/trade/review/batch-upload: every file must be the caller's to read (else 404 文件不存在, nothing stored); a file already attached is kept once. */
export async function batchUpload(db: Db, user: SessionUser, body: BatchUploadBody): Promise<BatchUpload> {
  const project = await reviewerProject(db, user, body.xmId);
  const ids = body.files.map((f) => f.fileId);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG.duplicateFile);
  const files = await db.selectFrom('files').select(['id', 'owner_user_id', 'enterprise_id', 'file_type', 'display_name']).where('id', 'in', ids).execute();
  const reader = { id: user.id, role: user.role, enterpriseId: user.enterpriseId };
  const byId = new Map(files.filter((f) => mayReadFile(reader, f)).map((f) => [f.id, f]));
  if (ids.some((id) => !byId.has(id))) throw notFound(MSG.fileMissing);
  let added = 0;
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    for (const id of ids) {
      const res = await tx
        .insertInto('review_files')
        .values({ id: crypto.randomUUID(), project_id: project.id, file_id: id, file_name: byId.get(id)!.display_name.slice(0, 256), uploaded_by: user.id, uploader_name: user.userName.slice(0, 128), uploaded_at: at, notified_at: null })
        .onConflict((oc) => oc.columns(['project_id', 'file_id']).doNothing())
        .executeTakeFirst();
      added += Number(res.numInsertedOrUpdatedRows ?? 0);
    }
    await writeOpLog(tx, actorOf(user), { action: 'review.batch-upload', targetType: 'project', targetId: project.id, gnCoding: SYSTEM, detail: { files: ids, added } });
  });
  return { xmId: project.id, added, files: await reviewFilesOf(db, project.id) };
}

/**
 * POST /ks/message/v1/publish/upload-notice: the caller's review files of the project not yet
 * announced go out as one notice to every other reviewer — the project's drawn experts with an
 * account and the administrators — and are marked announced, in one transaction.
 */
export async function uploadNotice(db: Db, user: SessionUser, xmId: string): Promise<UploadNotice> {
  const project = await reviewerProject(db, user, xmId);
  const admins = await db.selectFrom('users').select('id').where('login_role_type', '=', 'M').where('disabled', '=', 0).execute();
  const recipients = [...new Set([...project.experts.map((e) => e.userId), ...admins.map((a) => a.id)])].filter((id) => id !== user.id).sort();
  return db.transaction().execute(async (tx) => {
    const at = nowIso();
    const marked = await tx
      .updateTable('review_files')
      .set({ notified_at: at })
      .where('project_id', '=', project.id)
      .where('uploaded_by', '=', user.id)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    const files = Number(marked.numUpdatedRows ?? 0);
    if (files === 0) throw badRequest(MSG.nothingToNotify);
    await writeNoticeMessages(tx, { userIds: recipients, systemCoding: SYSTEM, nodeId: NODE, recordId: project.id, subject: project.xmmc, text: MSG.noticeText(user.userName, files, project.xmmc), from: user.userName });
    await writeOpLog(tx, actorOf(user), { action: 'review.upload-notice', targetType: 'project', targetId: project.id, gnCoding: SYSTEM, detail: { files, recipients: recipients.length } });
    return { xmId: project.id, files, recipients: recipients.length };
  });
}

/** POST /ks/trade/review/files: the project's review files for its reviewers (drawn experts, administrators), each with a download link signed for the caller. */
export async function reviewFiles(db: Db, user: SessionUser, xmId: string): Promise<ReviewFiles> {
  const project = await reviewerProject(db, user, xmId);
  const [files, stored] = await Promise.all([
    reviewFilesOf(db, project.id),
    db.selectFrom('review_files').innerJoin('files', 'files.id', 'review_files.file_id').select(['files.id', 'files.stored_name']).where('review_files.project_id', '=', project.id).execute(),
  ]);
  const storedName = new Map(stored.map((f) => [f.id, f.stored_name]));
  const links = signedLinks(db);
  const now = Date.now();
  // a file since removed from the store has no row in files: it is not offered
  const rows = files.filter((f) => storedName.has(f.fileId));
  return { xmId: project.id, files: await Promise.all(rows.map(async (f) => ({ ...f, downloadUrl: await links.sign(f.fileId, user.id, now, storedName.get(f.fileId)) }))) };
}

/**
 * The read grant of review files (server/files/read-grants.ts): a file attached to a project's
 * review is read by every expert drawn for that project, not only by its uploader (administrators
 * read every file anyway).
 */
export async function reviewerMayRead(db: Db, reader: FileReader, fileId: string): Promise<boolean> {
  if (reader.role !== 'U') return false;
  const row = await db
    .selectFrom('review_files')
    .innerJoin('expert_draw_members', 'expert_draw_members.project_id', 'review_files.project_id')
    .innerJoin('evaluation_experts', 'evaluation_experts.expert_id', 'expert_draw_members.expert_id')
    .select('review_files.id')
    .where('review_files.file_id', '=', fileId)
    .where('evaluation_experts.user_id', '=', reader.id)
    .where('expert_draw_members.state', '=', 'drawn')
    .executeTakeFirst();
  return !!row;
}
