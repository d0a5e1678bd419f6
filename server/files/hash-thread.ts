import { Worker } from 'node:worker_threads';

/**
 * The whole file's md5 carried across the chunks of an upload is moved on one worker thread
 * (server/files/hash-worker.mjs), not on the thread that handles requests (docs/uploads.md
 * "Hashing off the request thread"): with the chunk's own md5, which chunk-part.ts computes as the
 * bytes arrive, it would cost the request thread two hashes per byte. The bytes' memory is moved to the thread and back (transferred, never
 * copied when the Buffer owns its whole ArrayBuffer, as a chunk received by chunk-part.ts does),
 * so a caller hands its Buffer over and uses the one in the answer afterwards. Not shared memory:
 * node copies a SharedArrayBuffer byte by byte when it writes it to a file (16× slower) and
 * hashes from it slower too. The thread answers jobs in the order they were sent.
 */
export interface Hashed {
  /** The saved md5 state (base64). */
  result: string;
  /** The bytes that were hashed, back from the thread: the caller's own Buffer is emptied when its memory moved. */
  bytes: Buffer;
}

interface Answer {
  id: number;
  result?: string;
  error?: string;
  bytes: ArrayBuffer;
}

interface Waiting {
  resolve: (value: Hashed) => void;
  reject: (err: Error) => void;
  offset: number;
  length: number;
}

/** One worker thread running hash-worker.mjs; jobs are answered in the order they were sent. */
class HashThread {
  private thread: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;

  get started(): boolean {
    return this.thread !== null;
  }

  private failAll(err: Error): void {
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }

  private worker(): Worker {
    if (this.thread) return this.thread;
    const w = new Worker(new URL('./hash-worker.mjs', import.meta.url));
    // Idle, the thread must not keep the process alive (tests, shutdown); busy, it must.
    w.unref();
    w.on('message', (answer: Answer) => {
      const job = this.waiting.get(answer.id);
      if (!job) return;
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) w.unref();
      if (answer.error !== undefined || answer.result === undefined) job.reject(new Error(`hash thread: ${answer.error ?? 'no result'}`));
      else job.resolve({ result: answer.result, bytes: Buffer.from(answer.bytes, job.offset, job.length) });
    });
    w.on('error', (err) => {
      if (this.thread === w) this.thread = null;
      this.failAll(err);
    });
    w.on('exit', (code) => {
      if (this.thread === w) this.thread = null;
      this.failAll(new Error(`hash thread exited (${code})`));
    });
    this.thread = w;
    return w;
  }

  run(bytes: Buffer, state: string | null, kind: 'carry' | 'md5'): Promise<Hashed> {
    // A slice of a bigger (pooled, or a socket's) buffer is first copied into memory of its own.
    const own = ownsMemory(bytes) ? bytes : Buffer.from(new Uint8Array(bytes).buffer);
    const memory = own.buffer as ArrayBuffer;
    const w = this.worker();
    const id = ++this.lastId;
    return new Promise<Hashed>((resolve, reject) => {
      if (this.waiting.size === 0) w.ref();
      this.waiting.set(id, { resolve, reject, offset: 0, length: own.byteLength });
      w.postMessage({ id, kind, state, bytes: memory, offset: 0, length: own.byteLength }, [memory]);
    });
  }
}

/** Whether `bytes` is the only view of a plain ArrayBuffer of its own, so its memory can move without a copy. */
const ownsMemory = (bytes: Buffer): boolean => bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;

// Two threads: the whole file's state is moved on one (hash-wasm, in chunk order), the chunks' own
// md5s on the other (node's md5, as they arrive), so neither waits behind the other.
const carryThread = new HashThread();
const chunkThread = new HashThread();

/**
 * Starts the hash thread (and has it compile hash-wasm's md5) ahead of the first chunk: a chunked
 * upload's start calls it, so the first upload after the server started does not wait ~0.3 s for a
 * thread and its WebAssembly while its chunks arrive (docs/performance.md "Upload", cold start).
 */
export function warmHashThread(): void {
  if (!carryThread.started) void carryThread.run(Buffer.alloc(1), null, 'carry').catch(() => undefined);
  if (!chunkThread.started) void chunkThread.run(Buffer.alloc(1), null, 'md5').catch(() => undefined);
}

/**
 * The saved hash-wasm md5 state (base64, as in `upload_tasks.md5_state`) after `bytes` follow
 * `state` (null: the file's start), computed on the hash thread; `bytes` is handed over. The
 * format is hash-wasm's, so a state saved by any instance or before a restart continues anywhere.
 */
export const carryOffThread = (state: string | null, bytes: Buffer): Promise<Hashed> => carryThread.run(bytes, state, 'carry');

/**
 * A received chunk's own md5 (hex), computed on the hash thread with node's md5: the request thread
 * then only parses and stores, which measured as the upload's limit when it hashed each chunk too
 * (docs/performance.md "Upload", lever 4). `bytes` is handed over; the answer gives them back.
 */
export const md5OffThread = (bytes: Buffer): Promise<Hashed> => chunkThread.run(bytes, null, 'md5');
