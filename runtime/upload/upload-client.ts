/**
 * The browser side of an upload (spec 001 §4.5, docs/uploads.md): one request below CHUNK_SIZE,
 * otherwise md5 in a worker → start → only the chunks the server does not hold, 3 in flight →
 * merge. Starting again with the same file after a reload resumes, because start answers the
 * chunks already held; a file the enterprise already stored finishes at start ("instant upload").
 */
import { CHUNK_SIZE, chunkCount, clampProgress, INITIAL_PROGRESS } from '../../schemas/attachments';
// The calls' types come from their route schemas; type-only, so no TypeBox reaches the page.
import type { CancelUploadBody, ChunkUploadAnswer, MergeUploadBody, StartUploadAnswer, StartUploadBody } from '../../schemas/files';
import type { UploadAnswer } from '../../schemas/upload-answer';
import type { FileDigest } from './md5-protocol';
import { FAILED_MESSAGE, UPLOAD_PATHS, UploadCallError, UploadStopped, type UploadTransport } from './transport';

/** Chunks sent at once: enough to fill the pipe, few enough not to starve other calls. */
export const CHUNKS_IN_FLIGHT = 3;

/** What the file is for (the fields of the start / single call). */
export interface UploadTarget {
  gnCoding: string;
  systemCoding: string;
  /** the attachment type's annexNo */
  fileType?: string;
  fileNo?: string;
}

/** The upload answer (docs/uploads.md): an uploaded file plus its size and md5. */
export type { UploadAnswer };

export interface UploadDeps {
  transport: UploadTransport;
  /** md5 of the file and its chunks (md5.ts's worker; a fake in tests) */
  hash: (file: Blob, options: { chunkSize: number; signal?: AbortSignal }) => Promise<FileDigest>;
  /** progress in percent: INITIAL_PROGRESS at first, then the server's values clamped */
  onProgress?: (percent: number) => void;
  /** the chunk indexes sent, in order (the browser test and the bench watch them) */
  onChunkSent?: (index: number) => void;
}

/** One upload under way: its result, its stop flag and the uploadId once start has answered. */
export interface UploadJob {
  readonly done: Promise<UploadAnswer>;
  /** Sets the stop flag: no new chunk is sent, in-flight ones are aborted, the merge is skipped. */
  stop(): void;
  /** The server's id of a chunked upload (undefined before start answered, or for one request). */
  uploadId(): string | undefined;
}

/** The answer's data, or the server's message / 上传失败！ when it has none. */
function required<T>(data: T | null | undefined): T {
  if (data === null || data === undefined) throw new UploadCallError(FAILED_MESSAGE, false);
  return data;
}

const fields = (target: UploadTarget): Record<string, string> =>
  Object.fromEntries(Object.entries(target).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<string, string>;

/** Starts uploading `file`; small files go in one request, larger ones in resumable chunks. */
export function startUpload(file: File, target: UploadTarget, deps: UploadDeps): UploadJob {
  const abort = new AbortController();
  let stopped = false;
  let id: string | undefined;
  const halt = () => {
    if (stopped) throw new UploadStopped();
  };

  async function single(): Promise<UploadAnswer> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields(target))) form.append(k, v);
    form.append('file', file);
    return required(await deps.transport.postForm<UploadAnswer>(UPLOAD_PATHS.single, form, { signal: abort.signal }));
  }

  async function chunked(): Promise<UploadAnswer> {
    deps.onProgress?.(INITIAL_PROGRESS);
    const digest = await deps.hash(file, { chunkSize: CHUNK_SIZE, signal: abort.signal });
    halt();
    const count = chunkCount(file.size);
    const extra = fields(target);
    const start = required(
      await deps.transport.postJson<StartUploadAnswer>(UPLOAD_PATHS.start, { md5: digest.md5, fileName: file.name, chunk: count, fileSize: file.size, ...extra } satisfies StartUploadBody, {
        signal: abort.signal,
      }),
    );
    if (start.finished && start.file) return start.file;
    id = start.uploadId;
    if (typeof start.result === 'number') deps.onProgress?.(clampProgress(start.result));
    const held = new Set(start.uploadedChunks);
    const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !held.has(i));
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        halt();
        const index = missing[next++]!;
        const form = new FormData();
        form.append('chunk', String(index));
        form.append('uploadId', start.uploadId);
        form.append('md5', digest.chunks[index]!);
        form.append('file', file.slice(index * CHUNK_SIZE, Math.min((index + 1) * CHUNK_SIZE, file.size)), file.name);
        deps.onChunkSent?.(index);
        const answer = await deps.transport.postForm<ChunkUploadAnswer>(UPLOAD_PATHS.chunk, form, { signal: abort.signal });
        if (typeof answer?.result === 'number') deps.onProgress?.(clampProgress(answer.result));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHUNKS_IN_FLIGHT, missing.length) }, worker));
    // The stop flag skips the merge (spec 001 §4.5).
    halt();
    return required(await deps.transport.postJson<UploadAnswer>(UPLOAD_PATHS.merge, { uploadId: start.uploadId, fileName: file.name, md5: digest.md5, ...extra } satisfies MergeUploadBody, { signal: abort.signal }));
  }

  const done = (file.size < CHUNK_SIZE ? single() : chunked()).catch((err: unknown) => {
    // An aborted call after stop() is the stop, not a failure to report.
    if (stopped) throw new UploadStopped();
    throw err;
  });
  return {
    done,
    stop() {
      stopped = true;
      abort.abort(new UploadStopped());
    },
    uploadId: () => id,
  };
}

/** Asks the server to drop an upload's chunks and task (spec 001 §4.5 "cancelled with its uploadId"). */
export async function cancelUpload(transport: UploadTransport, uploadId: string): Promise<void> {
  await transport.postJson(UPLOAD_PATHS.cancel, { uploadId } satisfies CancelUploadBody);
}
