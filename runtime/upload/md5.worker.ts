/// <reference lib="webworker" />
/**
 * md5 of a file and of each of its upload chunks, off the main thread (spec 001 §4.5: the server
 * checks each chunk and the whole file). The file is read slice by slice, so a 1 GB file never
 * sits in memory; hash-wasm's md5 runs in WebAssembly (hence 'wasm-unsafe-eval' in the CSP).
 */
import { createMD5 } from 'hash-wasm';
import type { Md5Request, Md5Message } from './md5-protocol';

/** Read size: big enough for throughput, small enough to post progress often. */
const SLICE = 2 * 1024 * 1024;

const post = (message: Md5Message) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = async (event: MessageEvent<Md5Request>) => {
  const { file, chunkSize } = event.data;
  try {
    const whole = await createMD5();
    const part = await createMD5();
    whole.init();
    const chunks: string[] = [];
    for (let start = 0; start < file.size; start += chunkSize) {
      const end = Math.min(start + chunkSize, file.size);
      part.init();
      for (let at = start; at < end; at += SLICE) {
        const bytes = new Uint8Array(await file.slice(at, Math.min(at + SLICE, end)).arrayBuffer());
        whole.update(bytes);
        part.update(bytes);
        post({ kind: 'progress', done: Math.min(at + SLICE, end), total: file.size });
      }
      chunks.push(part.digest('hex'));
    }
    post({ kind: 'done', md5: whole.digest('hex'), chunks });
  } catch (err) {
    post({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
