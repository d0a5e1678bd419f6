import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import type { RecordNode } from '../records/list-node';
import { recordNodeIds } from '../records/list-node';
import { FILE_LIST_KEY } from '../../schemas/attachments';
import { CHANGE_MESSAGES as M, FILES_CHANGE_FIELD, FILES_DATA_TYPE, type ChangeAnnexType, type ChangeFile, type ChangeItem, type ChangeSetup } from '../../schemas/change-request';
import { canonicalFileUrl, DOWNLOAD_PATH, FILE_URL, signedLinks } from '../files/signed-links';
import { mayReadFile } from '../files/file-access';
import { badRequest } from '../errors';

/**
 * The files of a change (docs/credit.md "Attachments of a change"): its explanation attachment and,
 * for an information change, the record's attachments after the change. Stored with canonical
 * addresses (`/ks/file/download/<id>`), handed to readers as signed links, and only files the
 * saver may read are accepted (a change cannot smuggle another enterprise's file into a record).
 */

/** The record's attachment types as a change sees them: required when the node or the set-up says so. */
export async function annexTypesOf(db: Kysely<Database>, node: RecordNode, setup: ChangeSetup): Promise<ChangeAnnexType[]> {
  const rows = await db.selectFrom('attachment_types').selectAll().where('gn_coding', 'in', recordNodeIds(node)).orderBy('sort').orderBy('annex_no').execute();
  const seen = new Set<string>();
  return rows.flatMap((t) => {
    if (seen.has(t.annex_no)) return [];
    seen.add(t.annex_no);
    const extra = setup.requiredAnnex?.find((r) => r.annexNo === t.annex_no);
    return [{ annexNo: t.annex_no, annexName: t.annex_name, required: Number(t.is_required) === 1, ...(extra ? { requiredFor: extra.types ?? [] } : {}) }];
  });
}

/** The record's own files (as stored, canonical). */
export function recordFiles(data: Record<string, unknown>): ChangeFile[] {
  const list = data[FILE_LIST_KEY];
  if (!Array.isArray(list)) return [];
  return list.filter((f): f is ChangeFile => !!f && typeof f === 'object' && typeof (f as ChangeFile).url === 'string' && (f as ChangeFile).fileOperationType !== 'del');
}

const fileIdOf = (url: string): string | null => FILE_URL.exec(url.trim())?.[2] ?? null;

/** Refuses any address that is not a file of this platform the user may read; answers the canonical addresses. */
async function readableCanonical(db: Kysely<Database>, user: SessionUser, urls: { url: string; name: string }[]): Promise<string[]> {
  const ids = urls.map((u) => fileIdOf(u.url));
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length ? await db.selectFrom('files').select(['id', 'owner_user_id', 'enterprise_id', 'file_type']).where('id', 'in', wanted).execute() : [];
  const readable = new Set(rows.filter((r) => mayReadFile({ id: user.id, role: user.role, enterpriseId: user.enterpriseId }, r)).map((r) => r.id));
  return urls.map((u, i) => {
    const id = ids[i];
    if (!id || !readable.has(id)) throw badRequest(M.badFile(u.name));
    return `${DOWNLOAD_PATH}${id}`;
  });
}

/** The explanation attachment as stored: comma-joined canonical addresses. */
export async function canonicalAttachment(db: Kysely<Database>, user: SessionUser, attachment: string): Promise<string> {
  const parts = attachment.split(',').map((u) => u.trim()).filter(Boolean);
  return (await readableCanonical(db, user, parts.map((url, i) => ({ url, name: `变更说明附件 ${i + 1}` })))).join(',');
}

/** The record files a change sends, as stored: known types only, canonical addresses, removed ones dropped. */
export async function canonicalFiles(db: Kysely<Database>, user: SessionUser, files: readonly ChangeFile[], types: readonly ChangeAnnexType[]): Promise<ChangeFile[]> {
  const kept = files.filter((f) => f.fileOperationType !== 'del');
  for (const f of kept) if (!types.some((t) => t.annexNo === f.fileType)) throw badRequest(M.badFile(f.fileName ?? f.url));
  const urls = await readableCanonical(db, user, kept.map((f) => ({ url: f.url, name: f.fileName ?? f.url })));
  return kept.map((f, i) => ({ fileId: fileIdOf(urls[i]) ?? '', fileNo: f.fileNo ?? '', fileType: f.fileType, fileName: f.fileName ?? '', url: urls[i], host: '' }));
}

/** A comma-joined list of addresses with every readable file signed for `user`. */
async function signJoined(db: Kysely<Database>, user: SessionUser, text: string): Promise<string> {
  if (!text) return text;
  const parts = text.split(',');
  const signed = await signedLinks(db).signAll(parts.map((p) => canonicalFileUrl(p.trim())), { id: user.id, role: user.role, enterpriseId: user.enterpriseId });
  return signed.join(',');
}

/** The explanation attachment's files with their stored names (signed links), so the dialog lists them by name. */
async function namedFiles(db: Kysely<Database>, user: SessionUser, attachment: string): Promise<{ url: string; fileName: string }[]> {
  const parts = attachment.split(',').map((u) => u.trim()).filter(Boolean);
  const ids = [...new Set(parts.map(fileIdOf).filter((id): id is string => id !== null))];
  const rows = ids.length ? await db.selectFrom('files').select(['id', 'display_name']).where('id', 'in', ids).execute() : [];
  const names = new Map(rows.map((r) => [r.id, r.display_name]));
  const urls = await signedLinks(db).signAll(parts.map(canonicalFileUrl), { id: user.id, role: user.role, enterpriseId: user.enterpriseId });
  return parts.map((p, i) => ({ url: urls[i], fileName: names.get(fileIdOf(p) ?? '') ?? `变更说明附件 ${i + 1}` }));
}

/** A change as its reader gets it: the explanation attachment (with its files' names), the 附件 item and the file list signed. */
export async function signChangeFiles<T extends { attachment: string; dataList: ChangeItem[]; fileList: ChangeFile[] | null; oldFileList: ChangeFile[] | null }>(db: Kysely<Database>, user: SessionUser, change: T): Promise<T & { attachmentFiles: { url: string; fileName: string }[] }> {
  const dataList = await Promise.all(
    change.dataList.map(async (d) =>
      d.dataType === FILES_DATA_TYPE || d.changeField === FILES_CHANGE_FIELD
        ? {
            ...d,
            oldValue: typeof d.oldValue === 'string' ? await signJoined(db, user, d.oldValue) : d.oldValue,
            newValue: typeof d.newValue === 'string' ? await signJoined(db, user, d.newValue) : d.newValue,
          }
        : d,
    ),
  );
  const reader = { id: user.id, role: user.role, enterpriseId: user.enterpriseId };
  const fileList = change.fileList ? await signedLinks(db).signAll(change.fileList, reader) : null;
  const oldFileList = change.oldFileList ? await signedLinks(db).signAll(change.oldFileList, reader) : null;
  return { ...change, attachment: await signJoined(db, user, change.attachment), attachmentFiles: await namedFiles(db, user, change.attachment), dataList, fileList, oldFileList };
}
