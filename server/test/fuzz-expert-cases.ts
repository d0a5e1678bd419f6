import type { RouteCase } from './fuzz-kit';

/**
 * Base requests of 专家抽取 (docs/projects.md "专家抽取 Expert extraction") for server/test/fuzz-suite.ts.
 * Each draw gets a session of its own (a day later than the last), so earlier draws never leave the
 * pool empty for it; replace and re-check name a draw that does not exist.
 */
export function expertCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'experts';
  let day = 0;
  const session = () => {
    const start = Date.UTC(2035, 0, 1, 1) + day++ * 86_400_000;
    return { sessionStart: new Date(start).toISOString(), sessionEnd: new Date(start + 3 * 3_600_000).toISOString() };
  };
  return {
    'POST /ks/expert/draw/options': { family, who: 'M', base: () => ({}) },
    'POST /ks/expert/draw/add': {
      family,
      who: 'M',
      fresh: 'always',
      base: () => ({ projectId: 'trade-project-list-0001', ...session(), specialty: 'sl', region: '', count: 1, bidders: [{ id: 'ent-001', name: '华建工程有限公司' }] }),
    },
    'POST /ks/expert/draw/replace': { family, who: 'M', base: () => ({ drawId: 'no-such-draw', expertId: 'no-such-expert' }) },
    'POST /ks/expert/draw/recheck': { family, who: 'M', base: () => ({ drawId: 'no-such-draw' }) },
    'POST /ks/expert/draw/list': { family, who: 'M', base: () => ({ projectId: 'trade-project-list-0001' }) },
    'POST /ks/expert/draw/project': { family, who: 'U', base: () => ({ projectId: 'trade-project-list-0001' }) },
  };
}
