import type { Kysely } from 'kysely';
import {
  allowedFormats,
  ATTACHMENT_MESSAGES,
  DEFAULT_FORMATS,
  extensionAgrees,
  extensionOf,
  EXTENSIONS_OF,
  MAX_CHUNKED_FILE,
  MAX_FILE_NAME,
  type AttachmentType,
} from '../../schemas/attachments';
import type { Database } from '../db/types';
import { ApiError, badRequest } from '../http/errors';
import type { Sniffed } from './sniff';
import { SHARED_FILE_TYPES } from './file-access';

/**
 * An upload may not name a shared file type: files of those types are read by every logged-in user,
 * and only the server gives a file one (fixtures, a saved notice or help entry).
 */
export const reservedTypeProblem = (fileType: string): ApiError | null =>
  SHARED_FILE_TYPES.includes(fileType) ? badRequest(`上传不能使用文件类型 ${fileType}`) : null;

/** Only editor video may be a video (spec 000 §7: the editor's media uploads). */
export const VIDEO_FILE_TYPE = 'editor-video';
const VIDEO_FORMATS = ['mp4', 'webm'];

/** The attachment type an upload names (its `fileType` is the type's annexNo on node `gnCoding`), or null. */
export async function findAttachmentType(db: Kysely<Database>, gnCoding: string, fileType: string): Promise<AttachmentType | null> {
  if (!gnCoding || !fileType) return null;
  const row = await db
    .selectFrom('attachment_types')
    .select(['annex_no', 'annex_name', 'annex_format', 'annex_size', 'is_required'])
    .where('gn_coding', '=', gnCoding)
    .where('annex_no', '=', fileType)
    .executeTakeFirst();
  return row ? { annexNo: row.annex_no, annexName: row.annex_name, annexFormat: row.annex_format, annexSize: row.annex_size, isRequired: row.is_required } : null;
}

/** The formats an upload may be: its type's, the editor video's, or the default images and PDF. */
function formatsFor(type: AttachmentType | null, fileType: string): readonly string[] {
  if (type) return allowedFormats(type);
  return fileType === VIDEO_FILE_TYPE ? [...DEFAULT_FORMATS, ...VIDEO_FORMATS] : DEFAULT_FORMATS;
}

/** The refusal of a name too long, checked before anything is read. */
export function nameProblem(clientName: string): ApiError | null {
  return [...(clientName.split(/[\\/]/).pop() ?? '')].length > MAX_FILE_NAME ? badRequest(ATTACHMENT_MESSAGES.name) : null;
}

/**
 * The refusal of a whole file by its content (docs/uploads.md "Refusals", in this order): a type
 * the upload does not take; a name whose extension disagrees with the content (PNG bytes named
 * a.exe); a size over the attachment type's limit. Null when it may be stored.
 */
export function contentProblem(sniffed: Sniffed | null, clientName: string, size: number, type: AttachmentType | null, fileType: string): ApiError | null {
  const reserved = reservedTypeProblem(fileType);
  if (reserved) return reserved;
  const formats = formatsFor(type, fileType);
  const typed = type !== null && type.annexFormat.trim() !== '';
  const refuseFormat = () => badRequest(typed ? ATTACHMENT_MESSAGES.format(formats) : ATTACHMENT_MESSAGES.type);
  // Content that is neither an image nor a PDF (nor an editor video) gets the widget's general
  // message whatever the type; an image or PDF outside the type's list gets the type's formats.
  if (!sniffed || (sniffed.kind === 'video' && fileType !== VIDEO_FILE_TYPE)) return badRequest(ATTACHMENT_MESSAGES.type);
  if (!(EXTENSIONS_OF[sniffed.ext] ?? []).some((e) => formats.includes(e))) return refuseFormat();
  if (!extensionAgrees(clientName, sniffed.ext)) return badRequest(ATTACHMENT_MESSAGES.mismatch(sniffed.ext));
  if (!formats.includes(extensionOf(clientName))) return refuseFormat();
  if (type && type.annexSize > 0 && size > type.annexSize * 1024 * 1024) return new ApiError('too-large', ATTACHMENT_MESSAGES.size(type.annexSize));
  return null;
}

/**
 * The refusal of a chunked upload at its start, from what the client declares (name, size): the
 * content is checked again at the merge. Null when it may start.
 */
export function declaredProblem(fileName: string, size: number, type: AttachmentType | null, fileType: string): ApiError | null {
  const tooLong = nameProblem(fileName) ?? reservedTypeProblem(fileType);
  if (tooLong) return tooLong;
  if (size > MAX_CHUNKED_FILE) return new ApiError('too-large', ATTACHMENT_MESSAGES.size(MAX_CHUNKED_FILE / 1024 / 1024));
  const formats = formatsFor(type, fileType);
  if (!formats.includes(extensionOf(fileName))) {
    return badRequest(type !== null && type.annexFormat.trim() !== '' ? ATTACHMENT_MESSAGES.format(formats) : ATTACHMENT_MESSAGES.type);
  }
  if (type && type.annexSize > 0 && size > type.annexSize * 1024 * 1024) return new ApiError('too-large', ATTACHMENT_MESSAGES.size(type.annexSize));
  return null;
}
