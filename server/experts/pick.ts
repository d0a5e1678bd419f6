import crypto from 'node:crypto';

/**
 * The drawing itself, with nothing but its inputs: the same seed and the same sorted pool always
 * give the same experts, which is what 复核 relies on (docs/projects.md "专家抽取").
 */

/** A fresh seed from the operating system's randomness: 8 hex digits (32 bits), stored with the step. */
export const newSeed = (): string => crypto.randomBytes(4).toString('hex');

/** mulberry32 over a stored seed: small, fast, and the same in every Node version (no Math.random). */
function generator(seed: string): () => number {
  let a = Number.parseInt(seed, 16) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` ids out of `pool` (sorted first, so the order the database returned them in does not
 * matter): a partial Fisher–Yates shuffle driven by the seed, in drawing order.
 */
export function drawFrom(pool: readonly string[], seed: string, count: number): string[] {
  const ids = [...pool].sort();
  const rand = generator(seed);
  const n = Math.min(count, ids.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (ids.length - i));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids.slice(0, n);
}
