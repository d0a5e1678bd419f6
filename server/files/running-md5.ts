import { createMD5, type IHasher } from 'hash-wasm';

/**
 * The whole-file md5 of a chunked upload, carried forward chunk by chunk (docs/uploads.md
 * "Whole-file md5"). Node's own md5 cannot be saved and resumed; hash-wasm's can: its state
 * (~150 bytes) is stored in the task row, so whichever instance receives the next chunk continues
 * it, and the merge only finishes it instead of reading the whole file again.
 */
let hasher: IHasher | null = null;

/** The one hasher of this process. Every use below is synchronous (load, update, save), so uses never interleave. */
export async function md5Hasher(): Promise<IHasher> {
  hasher ??= await createMD5();
  return hasher;
}

/** The state after `bytes` follow the saved `state` (null: the file's start), saved again as base64. */
export function md5Continue(h: IHasher, state: string | null, bytes: Uint8Array): string {
  if (state === null) h.init();
  else h.load(Buffer.from(state, 'base64'));
  h.update(bytes);
  return Buffer.from(h.save()).toString('base64');
}

/** The md5 (hex) of everything a saved state has taken in. */
export function md5Finish(h: IHasher, state: string | null): string {
  if (state === null) h.init();
  else h.load(Buffer.from(state, 'base64'));
  return h.digest('hex');
}
