import type { FileDigest, Md5Message, Md5Request } from './md5-protocol';

export interface HashOptions {
  chunkSize: number;
  /** bytes hashed so far */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * md5 of a file and its chunks in a Web Worker (md5.worker.ts): the page stays responsive while a
 * large file is read. Aborting terminates the worker.
 */
export function hashFile(file: Blob, { chunkSize, onProgress, signal }: HashOptions): Promise<FileDigest> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<Md5Message>) => {
      const message = event.data;
      if (message.kind === 'progress') return onProgress?.(message.done, message.total);
      finish();
      if (message.kind === 'done') resolve({ md5: message.md5, chunks: message.chunks });
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'md5 计算失败'));
    };
    worker.postMessage({ file, chunkSize } satisfies Md5Request);
  });
}
