import type { Json, RouteCase, Sent } from './fuzz-kit';

/** What the audit-level cases need from the fuzz run. */
export interface AuditLevelCaseKit {
  /** Sends a request; a non-2xx answer is returned as null. */
  tryCall: (r: Sent) => Promise<unknown>;
}

// 审核级别与审核方式 (docs/administration.md) on form nodes of the fuzz system where no record is
// submitted, so the plans the fuzzed saves leave behind change no other suite's workflow. A save is
// read back: saves run in lanes, each over its own node (two saves at once would read each other's).
const NODE = 'fz_chart';
const laneNode = (lane: number) => `fz_dgpre_${lane}`;
const LEVELS = [
  { name: '初审', kind: 'role', userIds: [] },
  { name: '复审', kind: 'role', userIds: [] },
];

/** Base requests of /ks/authority/audit-levels/* for server/test/fuzz-suite.ts. */
export function auditLevelCases({ tryCall }: AuditLevelCaseKit): Record<string, RouteCase> {
  const family = 'authority: audit levels';
  const detail = async (nodeId: string) =>
    (await tryCall({ method: 'POST', url: '/ks/authority/audit-levels/detail', who: 'M', body: { nodeId } })) as { levels: Array<{ name: string }>; sign: string } | null;
  return {
    'POST /ks/authority/audit-levels/detail': { family, who: 'D', base: () => ({ nodeId: NODE }) },
    'POST /ks/authority/audit-levels/overview': { family, who: 'D', base: () => ({ systemCoding: 'fz_sys' }) },
    'POST /ks/authority/audit-levels/save': {
      family,
      who: 'M',
      lanes: true,
      base: (lane) => ({ nodeId: laneNode(lane), levels: LEVELS }),
      stored: { 'levels.0.name': 'trim' },
      readBack: async (sent) => ({ levels: [{ name: (await detail(String((sent as { nodeId: string }).nodeId)))?.levels[0]?.name ?? null }] }) as Json,
    },
    'POST /ks/authority/audit-levels/way': {
      family,
      who: 'M',
      // the way needs levels to apply to: the base puts them back when a fuzzed save removed them
      lanes: true,
      base: async (lane) => {
        const nodeId = laneNode(lane);
        if (!(await detail(nodeId))?.levels.length) await tryCall({ method: 'POST', url: '/ks/authority/audit-levels/save', who: 'M', body: { nodeId, levels: LEVELS } });
        return { nodeId, sign: 'all' };
      },
    },
  };
}
