/**
 * Attachment and upload rules (spec 000 §3/§5/§9, 001 §4.5/§5.4/§9, 002 §9), in one place for the
 * server (which must re-check what a client says) and the runtime's upload widget. Imports
 * nothing: every caller gets the same limits, formats and messages.
 */

/** A typed attachment of a node (spec 000 §3 "Attachment type"). */
export interface AttachmentType {
  annexNo: string;
  annexName: string;
  /** Allowed extensions, comma separated (`jpg,png,pdf`); empty = the default formats. */
  annexFormat: string;
  /** Largest file in MB. */
  annexSize: number;
  /** 1 (or true): a record cannot be submitted without a file of this type. */
  isRequired: number | boolean;
}

/** An uploaded file as records and answers carry it (spec 000 §3 "Uploaded file"). */
export interface UploadedFile {
  fileId?: string;
  fileNo?: string;
  /** The attachment type's annexNo the file was uploaded for. */
  fileType?: string;
  fileName?: string;
  url?: string;
  host?: string;
  fileOperationType?: 'add' | 'del' | string;
}

/** Files from this size on are sent in chunks; also the size of every chunk but the last. */
export const CHUNK_SIZE = 5_242_880;
/** The largest file the chunked path accepts ("about 1 GB", spec 000 §9). */
export const MAX_CHUNKED_FILE = 1024 * 1024 * 1024;
/** The largest file of one single request. */
export const MAX_SINGLE_FILE = 50 * 1024 * 1024;
export const MAX_FILE_NAME = 64;
/** Default number of files of one upload widget. */
export const DEFAULT_MAX_FILES = 3;
/** Progress shown before the server has answered anything. */
export const INITIAL_PROGRESS = 2;

/** What the upload widget allows when a type names no formats (spec 001 §5.4). */
export const DEFAULT_FORMATS: readonly string[] = ['jpg', 'png', 'jpeg', 'jpe', 'webp', 'pdf'];
/** Image extensions; a typed attachment that takes images also takes bmp (spec 001 §5.4). */
export const IMAGE_FORMATS: readonly string[] = ['jpg', 'png', 'jpeg', 'jpe', 'webp'];

/**
 * The query parameter of a signed file link that carries the stored file's type (its extension as
 * sniffed from the content on upload, server/files/signed-links.ts): the link itself has none.
 */
export const STORED_TYPE_PARAM = 't';

/** The stored type a file address carries (STORED_TYPE_PARAM), lower case, or '' when none. */
export function storedTypeInUrl(url: string): string {
  const query = url.split('#')[0]?.split('?')[1];
  if (!query) return '';
  const type = new URLSearchParams(query).get(STORED_TYPE_PARAM) ?? '';
  return /^[a-z0-9]{1,8}$/i.test(type) ? type.toLowerCase() : '';
}

export const ATTACHMENT_MESSAGES = {
  type: '请上传图片或PDF文件',
  name: '文件名超过64位字符，请重新命名后上传！',
  format: (formats: readonly string[]) => `格式错误，请上传【 ${formats.join(',')} 】格式`,
  size: (mb: number) => `文件大小不能超过【${mb}MB】!`,
  required: (name: string) => `附件为必填项，请上传【${name}】附件！`,
  /** Ours: the content is one type and the name's extension says another. */
  mismatch: (detected: string) => `文件扩展名与文件内容不符（内容为 ${detected.toUpperCase()} 文件），请改正扩展名后重新上传！`,
} as const;

/** How many chunks a file of `size` bytes is sent in (spec 002 §9). */
export const chunkCount = (size: number): number => Math.ceil(size / CHUNK_SIZE);

/** A server progress value as shown: 100 → 99.9, below 5 → 5, two decimals (spec 001 §4.5). */
export function clampProgress(percent: number): number {
  const p = percent >= 100 ? 99.9 : percent < 5 ? 5 : percent;
  return Math.round(p * 100) / 100;
}

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The extensions a file name may carry for content of the detected type `ext`. */
export const EXTENSIONS_OF: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpg', 'jpeg', 'jpe'],
  png: ['png'],
  webp: ['webp'],
  bmp: ['bmp'],
  gif: ['gif'],
  pdf: ['pdf'],
  mp4: ['mp4', 'm4v'],
  webm: ['webm'],
  xml: ['xml'],
  xlsx: ['xlsx'],
};

/** Whether a name's extension agrees with the type detected from the content. */
export const extensionAgrees = (fileName: string, detectedExt: string): boolean =>
  (EXTENSIONS_OF[detectedExt] ?? [detectedExt]).includes(extensionOf(fileName));

/** The formats a type allows: its list (plus bmp when it takes images), or the default list. */
export function allowedFormats(type: AttachmentType | null): readonly string[] {
  const listed = (type?.annexFormat ?? '')
    .split(/[,，;；、\s]+/)
    .map((f) => f.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  if (!listed.length) return DEFAULT_FORMATS;
  return listed.some((f) => IMAGE_FORMATS.includes(f)) && !listed.includes('bmp') ? [...listed, 'bmp'] : listed;
}

/**
 * The first rule a file breaks before it is sent (name length, format by its name, size), as the
 * message the widget shows; null when it may be sent. `type` null: an untyped upload.
 */
export function attachmentProblem(type: AttachmentType | null, fileName: string, size: number): string | null {
  if ([...(fileName.split(/[\\/]/).pop() ?? '')].length > MAX_FILE_NAME) return ATTACHMENT_MESSAGES.name;
  const formats = allowedFormats(type);
  if (!formats.includes(extensionOf(fileName))) return type && type.annexFormat.trim() ? ATTACHMENT_MESSAGES.format(formats) : ATTACHMENT_MESSAGES.type;
  if (type && type.annexSize > 0 && size > type.annexSize * 1024 * 1024) return ATTACHMENT_MESSAGES.size(type.annexSize);
  return null;
}

const isRequiredType = (t: AttachmentType) => t.isRequired === true || t.isRequired === 1;

/** Whether a file in a record's list counts: not removed, and it has a url. */
const isPresent = (f: UploadedFile) => f.fileOperationType !== 'del' && typeof f.url === 'string' && f.url.trim() !== '';

/** The message of the first required attachment type with no file in `files`, or null. */
export function missingRequiredAttachment(types: readonly AttachmentType[], files: unknown): string | null {
  const list: UploadedFile[] = Array.isArray(files) ? files.filter((f): f is UploadedFile => typeof f === 'object' && f !== null) : [];
  const missing = types.find((t) => isRequiredType(t) && !list.some((f) => f.fileType === t.annexNo && isPresent(f)));
  return missing ? ATTACHMENT_MESSAGES.required(missing.annexName) : null;
}

/** The record data key that holds a record's uploaded files. */
export const FILE_LIST_KEY = 'fileList';
