import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHUNK_SIZE } from '../../schemas/attachments';
import { bearer } from './harness';

/** Helpers of the file tests: multipart bodies, md5, the chunked calls. */
export const md5 = (b: Buffer): string => crypto.createHash('md5').update(b).digest('hex');

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A valid-looking PDF of `size` bytes (a PDF header, then filler that differs per `seed`). */
export function pdfOf(size: number, seed = 1): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) b.writeUInt32LE((i * 2654435761 + seed) >>> 0, Math.min(i, size - 4));
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1').copy(b);
  return b;
}

export function multipart(fields: Record<string, string>, file?: { field?: string; name: string; content: Buffer }) {
  const boundary = `----ks${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: { code: number; message: string; data: T };
}

/** The chunked calls against one app (docs/uploads.md). */
export function chunkedClient(app: FastifyInstance, token: string) {
  const json = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<Reply<T>> => {
    const res = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    start: (body: object) => json<StartData>('POST', '/ks/upload/v1/upload-task', body),
    chunk: async (uploadId: string, index: number, bytes: Buffer, sum = md5(bytes)): Promise<Reply> => {
      const m = multipart({ chunk: String(index), uploadId, md5: sum }, { name: 'blob', content: bytes });
      const res = await app.inject({ method: 'POST', url: '/ks/upload/v1/chunk-upload', payload: m.payload, headers: { ...m.headers, ...bearer(token) } });
      return { status: res.statusCode, body: res.json() };
    },
    progress: (uploadId: string) => json<{ result: number; uploadedChunks: number[]; finished: boolean; chunk: number }>('GET', `/ks/upload/v1/upload-progress?uploadId=${uploadId}`),
    merge: (body: object) => json<FileData>('POST', '/ks/upload/v1/file-merge', body),
    cancel: (uploadId: string) => json<null>('POST', '/ks/upload/v1/upload-cancel', { uploadId }),
  };
}

export interface FileData {
  fileId: string;
  fileName: string;
  fileType: string;
  url: string;
  size: number;
  md5: string;
}
export interface StartData {
  uploadId: string;
  md5: string;
  url: string;
  uploadUrlList: string[];
  chunk: number;
  uploadedChunks: number[];
  result: number;
  finished: boolean;
  file: FileData | null;
}

/** The chunks of a file, CHUNK_SIZE each, the last one the rest. */
export const chunksOf = (file: Buffer): Buffer[] =>
  Array.from({ length: Math.ceil(file.length / CHUNK_SIZE) }, (_, i) => file.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE));
