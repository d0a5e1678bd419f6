import { describe, expect, it, vi } from 'vitest';

// The fuzz suite's sample (fuzz-kit.ts naughtyFor): replayable by seed, different per commit and
// per field, and every string when asked. The module reads its settings once, so each case loads
// it afresh under the environment it sets.
async function kitWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v as string);
  const kit = await import('./fuzz-kit');
  vi.unstubAllEnvs();
  return kit;
}

describe('fuzz sample', () => {
  it('sends the same strings again for the same seed and field, other strings for another seed', async () => {
    const a = await kitWith({ FUZZ_SEED: 'abc', FUZZ_SAMPLE: '40', FUZZ_FULL: '' });
    const first = a.naughtyFor('POST /ks/x mc');
    const again = (await kitWith({ FUZZ_SEED: 'abc', FUZZ_SAMPLE: '40', FUZZ_FULL: '' })).naughtyFor('POST /ks/x mc');
    const other = (await kitWith({ FUZZ_SEED: 'def', FUZZ_SAMPLE: '40', FUZZ_FULL: '' })).naughtyFor('POST /ks/x mc');
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(a.naughtyFor('POST /ks/x sm')).not.toEqual(first);
    expect(a.fuzzPlan()).toContain('FUZZ_SEED=abc');
  });

  it('always sends the strings behind past 5xx, and a sample of the given size beside them', async () => {
    const kit = await kitWith({ FUZZ_SEED: 'abc', FUZZ_SAMPLE: '40', FUZZ_FULL: '' });
    const sent = kit.naughtyFor('POST /ks/y mc');
    expect(sent).toContain('__proto__');
    expect(sent).toContain('a'.repeat(1 << 20));
    expect(sent.length).toBeGreaterThan(40);
    expect(sent.length).toBeLessThan(50);
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('sends every string with FUZZ_FULL=1', async () => {
    const kit = await kitWith({ FUZZ_FULL: '1' });
    expect(kit.naughtyFor('POST /ks/x mc')).toEqual(kit.NAUGHTY);
    expect(kit.NAUGHTY.length).toBeGreaterThan(500);
    expect(kit.fuzzPlan()).toContain('all');
  });
});
