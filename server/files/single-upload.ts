import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Role } from '../../schemas';
import type { UploadAnswer } from '../../schemas/upload-answer';
import { ATTACHMENT_MESSAGES, MAX_FILE_NAME } from '../../schemas/attachments';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../http/errors';
import { loadMenuAccess, menuVisibleTo } from '../structure/menu-access';
import { writeOpLog } from '../db/repos/oplog';
import { nowIso } from '../db/clock';
import { sniff } from './sniff';
import { contentProblem, findAttachmentType, nameProblem, VIDEO_FILE_TYPE } from './rules';
import type { FileStore } from './file-store';
import { signedLinks } from './signed-links';

/** The node a record's menus hang under answers like a missing one (the record calls' wording). */
export const NODE_NOT_FOUND = '功能节点不存在';

/** Where uploads go: the content store and a folder for temporary files of this instance. */
export interface UploadTarget {
  store: FileStore;
  tmpDir: string;
  /** Bytes one request may carry when the upload bench raised it (else the app's multipart limit, 50 MB). */
  maxSingleFile?: number;
}

/** A file the route received into a temporary file, with its hashes and first bytes. */
export interface Spooled {
  tmp: string;
  clientName: string;
  size: number;
  sha256: string;
  md5: string;
  head: Buffer;
}

/** The text fields of a single-request upload, as the route checked them. */
export interface UploadMeta {
  fileType?: string;
  gnCoding?: string;
  systemCoding?: string;
  fileNo?: string;
  dxCode?: string;
}

export const MSG_EMPTY = '文件内容为空';

/** File types of what the rich-text editor puts into its HTML. */
export const EDITOR_MEDIA: readonly string[] = ['editor-image', VIDEO_FILE_TYPE];

/** The keyed link of a rich-text image or video (served without a bearer token). */
export const publicFileUrl = (id: string, key: string): string => `/ks/file/public/${id}?key=${key}`;

/** The client's name for display only: no path parts, no control or bidi characters, 64 chars. */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return [...base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()]
    .slice(0, MAX_FILE_NAME)
    .join('');
}

/**
 * Whether `role` may attach files to node `gnCoding`: yes when it names no menu (a system code or
 * nothing), else as the menu's effective roles say (server/structure/menu-access.ts).
 */
export async function mayUseNode(ctx: Pick<AppContext, 'db'>, role: Role, gnCoding: string | undefined): Promise<boolean> {
  if (!gnCoding) return true;
  const access = await loadMenuAccess(ctx.db, gnCoding);
  return access === undefined || menuVisibleTo(role, access);
}

/**
 * Stores one received file (docs/uploads.md): the node's roles, the name, the content's type and
 * size as the attachment type allows, then the row, its log and the content in one transaction —
 * the content last, so a failed store rolls the row back and a crash never leaves a half file
 * under a final name. The temporary file is gone afterwards whatever happened.
 */
export async function storeSingleUpload(
  ctx: Pick<AppContext, 'db'>,
  target: UploadTarget,
  user: SessionUser,
  meta: UploadMeta,
  file: Spooled,
  defaultFileType: string,
): Promise<UploadAnswer> {
  let stored: string | null = null;
  try {
    // A file bound to a menu node obeys that menu's effective roles, as its records do.
    if (!(await mayUseNode(ctx, user.role, meta.gnCoding))) throw notFound(NODE_NOT_FOUND);
    const name = displayName(file.clientName);
    const tooLong = nameProblem(file.clientName);
    if (tooLong) throw tooLong;
    if (file.size === 0) throw badRequest(MSG_EMPTY);
    const fileType = meta.fileType ?? defaultFileType;
    const attachmentType = await findAttachmentType(ctx.db, meta.gnCoding ?? '', fileType);
    const type = await sniff(file.head);
    const refused = contentProblem(type, name, file.size, attachmentType, fileType);
    if (refused || !type) throw refused ?? badRequest(ATTACHMENT_MESSAGES.type);

    const id = crypto.randomUUID();
    const storedName = `${id}.${type.ext}`;
    // Rich-text media get a keyed link an <img>/<video> can load without a token (migration 0005).
    const accessKey = EDITOR_MEDIA.includes(fileType) ? crypto.randomBytes(24).toString('base64url') : null;
    const row = {
      id,
      owner_user_id: user.id,
      enterprise_id: user.enterpriseId,
      system_coding: meta.systemCoding ?? '',
      gn_coding: meta.gnCoding ?? '',
      file_type: fileType,
      file_no: meta.fileNo ?? meta.dxCode ?? '',
      display_name: name || storedName,
      stored_name: storedName,
      mime: type.mime,
      size: file.size,
      sha256: file.sha256,
      md5: file.md5,
      created_at: nowIso(),
      access_key: accessKey,
    };
    await ctx.db.transaction().execute(async (tx) => {
      await tx.insertInto('files').values(row).execute();
      await writeOpLog(tx, { id: user.id, userName: user.userName, role: user.role }, {
        action: 'file.upload',
        targetType: 'file',
        targetId: id,
        gnCoding: row.gn_coding,
        detail: { fileType, fileNo: row.file_no, name: row.display_name, mime: type.mime, size: file.size, sha256: file.sha256, md5: file.md5 },
      });
      stored = storedName;
      await target.store.putFile(tx, storedName, file.tmp);
    });
    stored = null;
    return {
      fileId: id,
      fileNo: row.file_no,
      fileType,
      fileName: row.display_name,
      url: accessKey ? publicFileUrl(id, accessKey) : await signedLinks(ctx.db).sign(id, user.id),
      host: '',
      fileOperationType: 'add',
      size: file.size,
      md5: file.md5,
    };
  } finally {
    // Whatever failed, no temporary file stays and no file stays without its row.
    await fs.promises.rm(file.tmp, { force: true });
    if (stored) await target.store.remove(stored).catch(() => undefined);
  }
}
