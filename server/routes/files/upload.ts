import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { check } from '../../../schemas';
import { describeInputProblem, showKey, stringProblem } from '../../../schemas/input-guard';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { ApiError, badRequest } from '../../http/errors';
import { SNIFF_BYTES } from '../../files/sniff';
import { MAX_SINGLE_FILE } from '../../../schemas/attachments';
import { UploadAnswer } from '../../../schemas/upload-answer';
import { UPLOAD_FIELD_MAX as MAX_FIELD, UploadFields } from '../../../schemas/files';
import { displayName, storeSingleUpload, type Spooled, type UploadMeta, type UploadTarget } from '../../files/single-upload';

export { UploadAnswer, displayName };
export type { UploadTarget };

// The text fields beside the file are multipart, so checked here, not by Fastify.
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

export const MSG_SIZE = `文件大小不能超过【${MAX_SINGLE_FILE / 1024 / 1024}MB】!`;
export const MSG_RESERVED_NAME = '不支持的字段：字段名不能是 constructor、toString、__proto__ 等保留名称';

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

/**
 * One single-request upload, shared by `POST /ks/file/upload` and `/ks/common/common/upload/file-attachment`
 * (file in `file`) and the editor's `POST /ks/common/common/upload/attachment` (file in
 * `custom-fileName`): the parts are read here (the file into a temporary file), the storing is
 * the service's (server/files/single-upload.ts).
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
  let meta: UploadMeta;
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
    meta = checked.value;
  } catch (err) {
    // No temporary file stays behind a refusal.
    const left: Spooled | null = file;
    if (left) await fs.promises.rm(left.tmp, { force: true });
    throw err;
  }
  // From here the service removes the temporary file, whatever happens.
  return storeSingleUpload(ctx, target, user, meta, file, opts.defaultFileType);
}
