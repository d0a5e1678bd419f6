import type { FastifyRequest } from 'fastify';
import { check } from '../../../schemas';
import { showKey } from '../../../schemas/input-guard';
import { CHUNK_SIZE } from '../../../schemas/attachments';
import { ChunkFields } from '../../../schemas/files';
import { badRequest } from '../../http/errors';
import { md5OffThread } from '../../files/hash-thread';
import type { ReceivedChunk } from '../../files/chunk-record';

export const MSG_CHUNK_TOO_BIG = '分片大小不正确';

/**
 * Reads one chunk request. A chunk is at most CHUNK_SIZE bytes, so it is held in memory while it
 * is stored (the fields may come before or after the file, so it cannot go to its place as it
 * streams) and while the hash thread adds it to the whole file's md5. Its own md5 is computed on
 * the hash thread too, with node's md5, once the last byte is in: this thread only parses and
 * stores (docs/uploads.md "Hashing off the request thread").
 */
export async function receiveChunk(request: FastifyRequest): Promise<ReceivedChunk> {
  if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
  const fields = new Map<string, string>();
  let bytes: Buffer | null = null;
  let stray: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CHUNK_SIZE, files: 1, fields: 8 } })) {
      if (part.type === 'field') {
        fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      } else if (part.fieldname === 'file' && !bytes) {
        const pieces: Buffer[] = [];
        for await (const piece of part.file as AsyncIterable<Buffer>) {
          pieces.push(piece);
        }
        if (part.file.truncated) throw badRequest(MSG_CHUNK_TOO_BIG);
        // One copy into memory of its own (Buffer.concat allocates outside the pool for all but tiny chunks).
        bytes = Buffer.concat(pieces);
      } else {
        stray = part.fieldname;
        part.file.resume();
      }
    }
  } catch (err) {
    const code = (err as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(MSG_CHUNK_TOO_BIG);
    if (code === 'FST_FILES_LIMIT') throw badRequest('一次只能上传一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('表单字段过多');
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('不支持的字段：字段名不能是 constructor、toString、__proto__ 等保留名称');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('请使用 multipart/form-data 上传文件');
    throw err;
  }
  if (stray !== null) throw badRequest(`不支持的字段 ${showKey(stray)}`);
  const checked = check(ChunkFields, Object.fromEntries(fields));
  if (!checked.ok) throw badRequest(`字段 ${checked.issues[0].path.replace(/^\//, '') || '表单'} 不合法`);
  if (!bytes) throw badRequest('请选择要上传的文件');
  const hashed = await md5OffThread(bytes);
  return {
    index: Number(checked.value.chunk),
    uploadId: checked.value.uploadId,
    md5: checked.value.md5.toLowerCase(),
    bytes: hashed.bytes,
    actualMd5: hashed.result,
  };
}
