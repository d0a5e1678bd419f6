import type { RouteCase, Sent } from './fuzz-kit';

/** What the cases need from the fuzz run. */
export interface ConfigCallCaseKit {
  /** Sends a request; a non-2xx answer is returned as null. */
  tryCall: (r: Sent) => Promise<unknown>;
}

/**
 * Base requests of the configuration calls of spec 000 §7 (docs/designer-api.md "Pickers and data
 * sources", docs/api.md) for the fuzz suite. Only update-data-source writes: it sets 场地预约's
 * source to the form it already reads (so no other case sees a change), from the version stored
 * when the request is made.
 */
export function configCallCases({ tryCall }: ConfigCallCaseKit): Record<string, RouteCase> {
  const family = 'config calls';
  const venueVersion = async () => {
    const nodes = (await tryCall({ method: 'GET', url: '/ks/config/node/node-list', who: 'D', query: { systemCoding: 'trade_service', kind: 'list' } })) as Array<{ nodeId: string; version: number }> | null;
    return nodes?.find((n) => n.nodeId === 'trade-venue')?.version ?? 1;
  };
  return {
    'POST /ks/config/menu/submenus': { family, who: 'D', base: () => ({ systemCoding: 'credit_eval', id: 'credit-records' }) },
    'POST /ks/config/node/update-data-source': { family, who: 'D', fresh: 'always', base: async () => ({ nodeId: 'trade-venue', dataSource: 'trade-venue-booking', version: await venueVersion() }) },
    'POST /ks/config/node/function-nodes': { family, who: 'M', base: () => ({ systemCoding: 'trade_service' }) },
    'POST /ks/config/node/function-list': { family, who: 'D', base: () => ({ nodeId: 'credit-record-list' }) },
    'POST /ks/config/group/group-icons': { family, who: 'D', base: () => ({}) },
    'POST /ks/config/dictionary/button/pull-down': { family, who: 'D', base: () => ({ area: 'row' }) },
    'POST /ks/individual/practice-area': { family, who: 'U', base: () => ({}) },
    'POST /ks/authority/manager/system-list': { family, who: 'M', base: () => ({ userId: 'u-admin_js' }) },
  };
}
