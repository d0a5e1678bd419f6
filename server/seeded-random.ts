/**
 * mulberry32: a small deterministic generator. The demo records and the expert draws both need the
 * same numbers from the same seed in every Node version (Math.random cannot be seeded), and the
 * draws' 复核 re-runs a stored seed years later, so this is the one copy.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
