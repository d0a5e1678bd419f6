import type { IHasher } from 'hash-wasm';

/**
 * The whole-file md5 of a chunked upload, carried forward chunk by chunk (docs/uploads.md
 * "Whole-file md5"). Node's own md5 cannot be saved and resumed; hash-wasm's can: its state
 * (~150 bytes) is stored in the task row, so whichever instance receives the next chunk continues
 * it, and the merge only finishes it instead of reading the whole file again. The state moves on
 * the hash thread (hash-thread.ts); this process's own hasher only finishes a state (a digest).
 */
let hasher: IHasher | null = null;

/** The one hasher of this process. Every use is synchronous (load, digest), so uses never interleave. */
export async function md5Hasher(): Promise<IHasher> {
  // Imported here, not at the top: only a merge needs it, never the start (docs/performance.md "Cold start").
  hasher ??= await (await import('hash-wasm')).createMD5();
  return hasher;
}

/** The md5 (hex) of everything a saved state has taken in. */
export function md5Finish(h: IHasher, state: string | null): string {
  if (state === null) h.init();
  else h.load(Buffer.from(state, 'base64'));
  return h.digest('hex');
}
