import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { readExperts } from './repo';
import { eligiblePool, type Expert } from './eligibility';
import { drawFrom, newSeed } from './pick';
import { seededRandom } from '../seeded-random';

// 1,000 seeded draws over the demo pool as the database returns it (SQLite or, with DATABASE_URL,
// PostgreSQL): every exclusion kind holds in every draw, and every draw re-runs to the same experts.
// The scenarios come from one fixed seed, so a failure replays.

/** The scenarios' generator (the draws themselves use pick.ts). */
const scenarios = seededRandom;

describe('专家抽取: exclusions over 1,000 seeded draws', () => {
  let s: TestServer;
  let experts: Expert[];
  beforeAll(async () => {
    s = await startTestServer();
    experts = await readExperts(s.ctx.db);
  });
  afterAll(async () => s.close());

  it('never draws a paused expert, another specialty or region, a bidder’s expert, a decliner or a busy expert', () => {
    const rand = scenarios(48_2026);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
    const some = <T>(list: readonly T[], p: number): T[] => list.filter(() => rand() < p);
    const specialties = [...new Set(experts.map((e) => e.specialty))];
    const regions = ['', ...new Set(experts.flatMap((e) => e.region))];
    const units = [...new Set(experts.map((e) => e.workUnit))];
    const byId = new Map(experts.map((e) => [e.id, e]));
    const hits = { paused: 0, bidder: 0, declined: 0, busy: 0, drawn: 0 };
    for (let i = 0; i < 1000; i++) {
      const criteria = { specialty: pick(specialties), region: rand() < 0.5 ? '' : pick(regions) };
      const matching = experts.filter((e) => e.specialty === criteria.specialty && (!criteria.region || e.region.includes(criteria.region)));
      const ex = {
        bidderNames: new Set(some(units, 0.25)),
        declined: new Set(some(matching, 0.2).map((e) => e.id)),
        busy: new Set(some(matching, 0.2).map((e) => e.id)),
      };
      hits.paused += matching.filter((e) => !e.inPool).length;
      hits.bidder += matching.filter((e) => ex.bidderNames.has(e.workUnit)).length;
      hits.declined += ex.declined.size;
      hits.busy += ex.busy.size;
      const pool = eligiblePool(experts, criteria, ex);
      const seed = newSeed();
      const picked = drawFrom(pool, seed, 1 + Math.floor(rand() * 5));
      hits.drawn += picked.length;
      expect(new Set(picked).size).toBe(picked.length);
      for (const id of picked) {
        const e = byId.get(id)!;
        expect(pool).toContain(id);
        expect(e.inPool).toBe(true);
        expect(e.specialty).toBe(criteria.specialty);
        if (criteria.region) expect(e.region).toContain(criteria.region);
        expect(ex.bidderNames.has(e.workUnit)).toBe(false);
        expect(ex.declined.has(id)).toBe(false);
        expect(ex.busy.has(id)).toBe(false);
      }
      // the stored seed and pool give the same experts again, whatever order the pool is read in
      expect(drawFrom([...pool].reverse(), seed, picked.length)).toEqual(picked);
    }
    // every exclusion kind was really exercised, and draws were made
    for (const n of Object.values(hits)) expect(n).toBeGreaterThan(100);
  });

  it('different seeds spread the draws over the whole pool', () => {
    const pool = eligiblePool(experts, { specialty: 'fj', region: '' }, { bidderNames: new Set(), declined: new Set(), busy: new Set() });
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) for (const id of drawFrom(pool, newSeed(), 2)) seen.add(id);
    expect([...seen].sort()).toEqual(pool);
  });
});
