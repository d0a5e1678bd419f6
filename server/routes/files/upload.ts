import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { Type, type Static } from '@sinclair/typebox';
import { check, type Role } from '../../../schemas';
import { describeInputProblem, showKey, stringProblem } from '../../../schemas/input-guard';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { loadMenuAccess, menuVisibleTo } from '../../structure/menu-access';
import { NODE_NOT_FOUND } from '../../records/service';
import { writeOpLog } from '../../db/repos/oplog';
import { nowIso } from '../../db/clock';
import { sniff, SNIFF_BYTES } from './sniff';
import { contentProblem, findAttachmentType, nameProblem, VIDEO_FILE_TYPE } from './rules';
import { ATTACHMENT_MESSAGES, MAX_FILE_NAME, MAX_SINGLE_FILE } from '../../../schemas/attachments';
import type { FileStore } from '../../files';
import { signedLinks } from '../../files/signed-links';

/** What both upload calls answer (spec 001 §3.7/§3.9: an attachment with its url). */
export const UploadAnswer = Type.Object({
  fileId: Type.String(),
  fileNo: Type.String(),
  fileType: Type.String(),
  fileName: Type.String(),
  url: Type.String(),
  host: Type.String(),
  fileOperationType: Type.Literal('add'),
  size: Type.Integer(),
  md5: Type.String(),
});
export type UploadAnswer = Static<typeof UploadAnswer>;

/** The text fields a form may send beside the file (multipart, so checked here, not by Fastify). */
export const MAX_FIELD = 64;
const Text = Type.Optional(Type.String({ maxLength: MAX_FIELD }));
export const UploadFields = Type.Object(
  { fileType: Text, gnCoding: Text, systemCoding: Text, fileNo: Text, dxCode: Text },
  { additionalProperties: false },
);
const FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(UploadFields.properties));

/** The first text field the upload refuses, named the way the JSON calls name theirs, or null. */
function fieldProblem(fields: ReadonlyMap<string, string>): string | null {
  for (const [name, value] of fields) {
    if (!FIELD_NAMES.has(name)) return `不支持的字段 ${showKey(name)}`;
    if ([...value].length > MAX_FIELD) return `字段 ${name} 长度不能超过 ${MAX_FIELD} 个字符`;
    // busboy decodes UTF-8, so no lone surrogate gets here; a NUL does, and PostgreSQL cannot store it.
    const bad = stringProblem(value);
    if (bad) return describeInputProblem({ kind: bad, path: [name] });
  }
  return null;
}

export const MAX_NAME = MAX_FILE_NAME;
export const MSG_TYPE = ATTACHMENT_MESSAGES.type;
export const MSG_NAME = ATTACHMENT_MESSAGES.name;
export const MSG_EMPTY = '文件内容为空';
export const MSG_SIZE = `文件大小不能超过【${MAX_SINGLE_FILE / 1024 / 1024}MB】!`;
export const MSG_RESERVED_NAME = '不支持的字段：字段名不能是 constructor、toString、__proto__ 等保留名称';
export { VIDEO_FILE_TYPE };

/** File types of what the rich-text editor puts into its HTML. */
export const EDITOR_MEDIA: readonly string[] = ['editor-image', VIDEO_FILE_TYPE];

/** The keyed link of a rich-text image or video (served without a bearer token). */
export const publicFileUrl = (id: string, key: string): string => `/ks/file/public/${id}?key=${key}`;

interface Spooled {
  tmp: string;
  clientName: string;
  size: number;
  sha256: string;
  md5: string;
  head: Buffer;
}

/** The client's name for display only: no path parts, no control or bidi characters, 64 chars. */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return [...base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()]
    .slice(0, MAX_NAME)
    .join('');
}

const tooLarge = () => new ApiError('too-large', MSG_SIZE);

/** Writes one file part to a temporary file while hashing it and keeping its first bytes. */
async function spool(part: MultipartFile, tmpDir: string): Promise<Spooled> {
  const tmp = path.join(tmpDir, `${crypto.randomUUID()}.part`);
  const hash = crypto.createHash('sha256');
  const md5 = crypto.createHash('md5');
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    await pipeline(
      part.file,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          md5.update(chunk);
          size += chunk.length;
          if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          yield chunk;
        }
      },
      fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }),
    );
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  if (part.file.truncated) {
    await fs.promises.rm(tmp, { force: true });
    throw tooLarge();
  }
  return { tmp, clientName: part.filename ?? '', size, sha256: hash.digest('hex'), md5: md5.digest('hex'), head };
}

/** Multipart errors of busboy's limits, in the caller's words. */
function limitError(err: unknown): unknown {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest('一次只能上传一个文件');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('表单字段过多');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('请使用 multipart/form-data 上传文件');
  // @fastify/multipart refuses a part named like an Object.prototype member without saying which.
  if (code === 'FST_PROTO_VIOLATION') return badRequest(MSG_RESERVED_NAME);
  return err;
}

/** Where uploads go: the content store and a folder for temporary files of this instance. */
export interface UploadTarget {
  store: FileStore;
  tmpDir: string;
  /** Bytes one request may carry when the upload bench raised it (else the app's multipart limit, 50 MB). */
  maxSingleFile?: number;
}

/**
 * One single-request upload, shared by `POST /ks/file/upload` and `/ks/common/common/upload/file-attachment`
 * (file in `file`) and the editor's `POST /ks/common/common/upload/attachment` (file in
 * `custom-fileName`). The file lands in a temporary file first and goes into the store inside the
 * row's transaction, so a crash never leaves a half file under a final name and a failed insert
 * leaves no file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  ctx: AppContext,
  target: UploadTarget,
  opts: { fileField: string; defaultFileType: string },
): Promise<UploadAnswer> {
  const user = caller(request);
  if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
  // A Map: the field names are the client's, and `__proto__` or `constructor` must stay names.
  const fields = new Map<string, string>();
  let file: Spooled | null = null;
  let stray: string | null = null;
  let stored: string | null = null;
  try {
    try {
      for await (const part of request.parts(target.maxSingleFile ? { limits: { fileSize: target.maxSingleFile } } : undefined)) {
        if (part.type === 'field') {
          fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
        } else if (part.fieldname === opts.fileField && !file) {
          file = await spool(part, target.tmpDir);
        } else {
          stray = part.fieldname;
          part.file.resume();
        }
      }
    } catch (err) {
      throw limitError(err);
    }
    if (stray !== null) throw badRequest(`不支持的字段 ${showKey(stray)}`);
    const problem = fieldProblem(fields);
    if (problem) throw badRequest(problem);
    const checked = check(UploadFields, Object.fromEntries(fields));
    if (!checked.ok) throw badRequest(`字段 ${checked.issues[0].path.replace(/^\//, '') || '表单'} 不合法`);
    if (!file) throw badRequest('请选择要上传的文件');
    // A file bound to a menu node obeys that menu's effective roles, as its records do.
    if (!(await mayUseNode(ctx, user.role, checked.value.gnCoding))) throw notFound(NODE_NOT_FOUND);
    const f: Spooled = file;
    const name = displayName(f.clientName);
    const tooLong = nameProblem(f.clientName);
    if (tooLong) throw tooLong;
    if (f.size === 0) throw badRequest(MSG_EMPTY);
    const fileType = checked.value.fileType ?? opts.defaultFileType;
    const attachmentType = await findAttachmentType(ctx.db, checked.value.gnCoding ?? '', fileType);
    const type = await sniff(f.head);
    const refused = contentProblem(type, name, f.size, attachmentType, fileType);
    if (refused || !type) throw refused ?? badRequest(MSG_TYPE);

    const id = crypto.randomUUID();
    const storedName = `${id}.${type.ext}`;
    // Rich-text media get a keyed link an <img>/<video> can load without a token (migration 0005).
    const accessKey = EDITOR_MEDIA.includes(fileType) ? crypto.randomBytes(24).toString('base64url') : null;
    const row = {
      id,
      owner_user_id: user.id,
      enterprise_id: user.enterpriseId,
      system_coding: checked.value.systemCoding ?? '',
      gn_coding: checked.value.gnCoding ?? '',
      file_type: fileType,
      file_no: checked.value.fileNo ?? checked.value.dxCode ?? '',
      display_name: name || storedName,
      stored_name: storedName,
      mime: type.mime,
      size: f.size,
      sha256: f.sha256,
      md5: f.md5,
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
        detail: { fileType, fileNo: row.file_no, name: row.display_name, mime: type.mime, size: f.size, sha256: f.sha256, md5: f.md5 },
      });
      // Last step of the transaction: a failed store rolls the row back.
      stored = storedName;
      await target.store.putFile(tx, storedName, f.tmp);
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
      size: f.size,
      md5: f.md5,
    };
  } finally {
    // Whatever failed, no temporary file stays and no file stays without its row.
    const left: Spooled | null = file;
    if (left) await fs.promises.rm(left.tmp, { force: true });
    if (stored) await target.store.remove(stored).catch(() => undefined);
  }
}

/**
 * Whether `role` may attach files to node `gnCoding`: yes when it names no menu (a system code or
 * nothing), else as the menu's effective roles say (server/structure/menu-access.ts).
 */
export async function mayUseNode(ctx: AppContext, role: Role, gnCoding: string | undefined): Promise<boolean> {
  if (!gnCoding) return true;
  const access = await loadMenuAccess(ctx.db, gnCoding);
  return access === undefined || menuVisibleTo(role, access);
}
