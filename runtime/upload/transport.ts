/**
 * The calls the upload client makes, as the runtime sees them (docs/uploads.md "Calls", "Chunked
 * upload"). The app implements `UploadTransport` over its API client (src/api/runtime-services.ts);
 * tests hand in a fake. A failed call rejects with `UploadCallError`, which says whether an answer
 * arrived: the widget shows the network message for none and the server's own words otherwise.
 */

export const UPLOAD_PATHS = {
  single: '/ks/file/upload',
  start: '/ks/upload/v1/upload-task',
  chunk: '/ks/upload/v1/chunk-upload',
  merge: '/ks/upload/v1/file-merge',
  cancel: '/ks/upload/v1/upload-cancel',
} as const;

/** Spec 001 §5.4 / §8: no answer at all (shown after UPLOAD_ERROR_DELAY_MS). */
export const NETWORK_MESSAGE = '当前网络拥堵，请重新上传！';
/** Spec 001 §5.4: an answer without data and without a message of its own. */
export const FAILED_MESSAGE = '上传失败！';
/** Spec 001 §9 "Upload error message delay: 1.5 s". */
export const UPLOAD_ERROR_DELAY_MS = 1500;

/** A refused or failed call: `message` is what the user reads (the server's words when it sent some). */
export class UploadCallError extends Error {
  constructor(
    message: string,
    /** true: no answer arrived (network down, connection reset) */
    readonly network: boolean,
  ) {
    super(message);
    this.name = 'UploadCallError';
  }
}

/** Thrown by an upload halted with its stop flag (the merge was skipped). */
export class UploadStopped extends Error {
  constructor() {
    super('上传已停止');
    this.name = 'UploadStopped';
  }
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface UploadTransport {
  /** POSTs a multipart form; resolves to the answer's `data` (null when the answer had none). */
  postForm<T>(path: string, form: FormData, options?: CallOptions): Promise<T | null>;
  /** POSTs JSON; resolves to the answer's `data`. */
  postJson<T>(path: string, body: Record<string, unknown>, options?: CallOptions): Promise<T | null>;
}
