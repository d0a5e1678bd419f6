import type { Json, RouteCase, Sent } from './fuzz-kit';

/** What the level-rule cases need from the fuzz run. */
export interface LevelCaseKit {
  /** Sends a request; a non-2xx answer is returned as null (a year without rules yet). */
  tryCall: (r: Sent) => Promise<unknown>;
}

// 等级设置 (docs/credit.md "等级设置") over years of their own (2040 + lane), so the demo years the
// other suites read keep their rules. A save carries on from the version in force: it runs in lanes.
const SYSTEM = 'credit_eval';
const RULES = [
  { level: 'AAA', minScore: 90, note: '优秀' },
  { level: 'AA', minScore: 80 },
  { level: 'C', minScore: 0 },
];

/** Base requests of /ks/credit/level-rules/* for server/test/fuzz-suite.ts. */
export function levelCases({ tryCall }: LevelCaseKit): Record<string, RouteCase> {
  const family = 'credit: level rules';
  const year = (lane: number) => String(2040 + lane);
  const detail = async (y: string) =>
    (await tryCall({ method: 'POST', url: '/ks/credit/level-rules/detail', who: 'M', body: { systemCoding: SYSTEM, year: y } })) as {
      versions: Array<{ version: number; rules: Array<{ level: string; note?: string }> }>;
    } | null;
  return {
    'POST /ks/credit/level-rules/years': { family, who: 'D', base: () => ({ systemCoding: SYSTEM }) },
    'POST /ks/credit/level-rules/detail': { family, who: 'D', base: () => ({ systemCoding: SYSTEM, year: '2026' }) },
    'POST /ks/credit/level-rules/save': {
      family,
      who: 'M',
      lanes: true,
      base: async (lane) => ({ systemCoding: SYSTEM, year: year(lane), rules: RULES, baseVersion: (await detail(year(lane)))?.versions[0]?.version ?? 0 }),
      stored: { 'rules.0.level': 'trim', 'rules.0.note': 'trim' },
      readBack: async (sent) => {
        const found = await detail(String((sent as { year: string }).year));
        const first = found?.versions[0]?.rules[0];
        return { rules: [{ level: first?.level ?? null, note: first?.note ?? '' }] } as Json;
      },
    },
  };
}
