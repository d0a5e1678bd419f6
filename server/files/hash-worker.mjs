// The md5s of chunked uploads (a chunk's own, and the whole file's carried state) on a thread of its own (server/files/hash-thread.ts, docs/uploads.md
// "Hashing off the request thread"). Plain JavaScript: a worker thread is a fresh module graph, and
// this file must load the same way under `node --import tsx`, vitest and any other runner.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { createMD5 } from 'hash-wasm';

const hasher = await createMD5();

/** The hash-wasm state after `bytes` follow `state` (base64; null: the file's start), saved as base64. */
function carry(state, bytes) {
  if (state === null) hasher.init();
  else hasher.load(Buffer.from(state, 'base64'));
  hasher.update(bytes);
  return Buffer.from(hasher.save()).toString('base64');
}

// Each job brings its bytes' memory (transferred, not copied) and takes it back with the answer.
parentPort.on('message', (job) => {
  const bytes = new Uint8Array(job.bytes, job.offset, job.length);
  let answer;
  try {
    // A chunk's own md5 needs no saved state, so node's native md5 does it (about twice hash-wasm's speed).
    answer = { id: job.id, result: job.kind === 'md5' ? createHash('md5').update(bytes).digest('hex') : carry(job.state, bytes) };
  } catch (err) {
    answer = { id: job.id, error: String(err instanceof Error ? err.message : err) };
  }
  parentPort.postMessage({ ...answer, bytes: job.bytes }, [job.bytes]);
});
