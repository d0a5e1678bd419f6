import type { RouteCase } from './fuzz-kit';

/** Base requests of the enterprise calls (docs/credit.md "Enterprises and personnel") for server/test/fuzz.test.ts: reads, nothing stored. */
export function enterpriseCases(): Record<string, RouteCase | RouteCase[]> {
  const family = 'credit: enterprises';
  return {
    'POST /ks/credit/record/auto-retrieve': [
      { family, who: 'U', base: () => ({}) },
      { family, who: 'M', base: () => ({ enterpriseId: 'ent-001' }) },
    ],
    'POST /ks/basic/enterprise/cost-engineers': [
      { family, who: 'U', base: () => ({ keyWord: '王', curPage: 1, pageSize: 10 }) },
      { family, who: 'M', base: () => ({ enterpriseId: 'ent-002', keyWord: '周', curPage: 1, pageSize: 5 }) },
    ],
  };
}
