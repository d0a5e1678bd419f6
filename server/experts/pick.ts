import crypto from 'node:crypto';
import { seededRandom } from '../seeded-random';

/**
 * The drawing itself, with nothing but its inputs: the same seed and the same sorted pool always
 * give the same experts, which is what 复核 relies on (docs/projects.md "专家抽取").
 */

/** A fresh seed from the operating system's randomness: 8 hex digits (32 bits), stored with the step. */
export const newSeed = (): string => crypto.randomBytes(4).toString('hex');

/** The generator over a stored seed (8 hex digits). */
const generator = (seed: string): (() => number) => seededRandom(Number.parseInt(seed, 16));

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
