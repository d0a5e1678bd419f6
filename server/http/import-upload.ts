import type { FastifyRequest } from 'fastify';
import { describeInputProblem, showKey, stringProblem } from '../../schemas/input-guard';
import { ApiError, badRequest } from './errors';

/** An import's multipart body: its text fields (only the names it knows) and the one file `file`. */
export interface ImportUpload {
  /** A Map: the field names are the client's, and `__proto__` must stay a name. */
  fields: Map<string, string>;
  buf: Buffer | null;
  /** The client's file name: read only to check the extension, never to store under. */
  fileName: string;
}

/**
 * Reads an import's upload (a dictionary, a price workbook): at most `maxBytes` in the one file
 * field `file`, `maxFields` text fields whose names `known` accepts, each a string the input guard
 * lets through. Every refusal is a 400 in Chinese naming what is wrong; `tooLarge` is the import's
 * own words for a file over the size.
 */
export async function readImportUpload(
  request: FastifyRequest,
  limits: { maxBytes: number; maxFields: number; tooLarge: string; known: (name: string) => boolean },
): Promise<ImportUpload> {
  if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
  const fields = new Map<string, string>();
  let buf: Buffer | null = null;
  let fileName = '';
  let stray: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: limits.maxFields } })) {
      if (part.type === 'field') fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      else if (part.fieldname === 'file' && !buf) {
        fileName = part.filename ?? '';
        buf = await part.toBuffer();
      } else {
        // Drained, not thrown at: the rest of the body must still be read before the answer.
        stray ??= part.fieldname;
        part.file.resume();
      }
    }
  } catch (err) {
    const code = (err as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('too-large', limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest('一次只能导入一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('表单字段过多');
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('字段名不合法');
    throw err;
  }
  if (stray !== null) throw badRequest(`不支持的字段 ${showKey(stray)}`);
  for (const [name, value] of fields) {
    if (!limits.known(name)) throw badRequest(`不支持的字段 ${showKey(name)}`);
    const bad = stringProblem(value);
    if (bad) throw badRequest(describeInputProblem({ kind: bad, path: [name] }));
  }
  return { fields, buf, fileName };
}
