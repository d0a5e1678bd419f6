import { getAt, type Json, type RouteCase, type Sent } from './fuzz-kit';

/** What the change-request cases need from the fuzz run. */
export interface RfcCaseKit {
  must: (r: Sent) => Promise<unknown>;
  /** A record of ent-001 in `status` under `nodeId`. */
  record: (status: 'passed', nodeId: string, data: object) => Promise<string>;
}

// Change requests run over the demo 信用记录 node (the fuzz system's lists have no change set-up);
// each case makes records of its own, so the 300 demo records are never read.
const NODE = 'credit-record-list';
const SYSTEM = 'credit_eval';

/** Base requests of /ks/rfc/* (docs/credit.md "Change requests") for server/test/fuzz-suite.ts. */
export function rfcCases({ must, record }: RfcCaseKit): Record<string, RouteCase> {
  const passed = () => record('passed', NODE, { qymc: '模糊企业', pf: 80, xmmc: '模糊项目' });
  const saveBody = (businessId: string): Json => ({
    gnCoding: NODE,
    systemCoding: SYSTEM,
    businessId,
    changeType: '信息变更/评分变更',
    changeTypeCode: 'info/score',
    logbook: '变更原因',
    attachment: '/ks/file/download/demo-zbgg',
    dataList: [{ changeField: 'xmmc', newValue: '新的项目名称' }],
  });
  const saved = async () => {
    const id = await passed();
    return { id, change: (await must({ method: 'POST', url: '/ks/rfc/save-change-data', who: 'U', body: saveBody(id) })) as { id: string } };
  };
  const submitted = async () => {
    const { change } = await saved();
    await must({ method: 'POST', url: '/ks/rfc/change-submit', who: 'U', body: { id: change.id, gnCoding: NODE } });
    return change.id;
  };
  const rounds = async (businessId: string) => (await must({ method: 'POST', url: '/ks/rfc/change-records', who: 'U', body: { gnCoding: NODE, businessId } })) as Array<Record<string, unknown>>;
  const read: RouteCase = { family: 'change requests: read', who: 'U', base: async () => ({ gnCoding: NODE, businessId: await passed(), systemCoding: SYSTEM }) };
  return {
    'POST /ks/rfc/change-records': read,
    'POST /ks/rfc/change-records ': read,
    'POST /ks/rfc/change-list': { family: 'change requests: read', who: 'M', base: () => ({ systemCoding: SYSTEM, change: '1', curPage: 1, pageSize: 10 }) },
    'POST /ks/rfc/change-types': { family: 'change requests: read', who: 'U', base: () => ({ gnCoding: NODE, systemCoding: SYSTEM }) },
    'POST /ks/rfc/change-fields': { family: 'change requests: read', who: 'U', base: async () => ({ gnCoding: NODE, id: await passed(), systemCoding: SYSTEM }) },
    'POST /ks/rfc/save-change-data': {
      family: 'change requests',
      who: 'U',
      // One open change per record: every request that may store gets a record of its own.
      fresh: 'always',
      base: async () => saveBody(await passed()),
      stored: { logbook: 'trim', changeType: 'exact', 'dataList.0.newValue': 'exact' },
      readBack: async (sent) => {
        const [round] = await rounds(String(getAt(sent, ['businessId'])));
        const items = (round?.dataList ?? []) as Array<{ newValue: unknown }>;
        return { logbook: round?.logbook ?? null, changeType: round?.changeType ?? null, dataList: [{ newValue: items[0]?.newValue ?? null }] } as Json;
      },
    },
    'POST /ks/rfc/change-submit': { family: 'change requests', who: 'U', fresh: true, base: async () => ({ id: (await saved()).change.id, gnCoding: NODE }) },
    'POST /ks/rfc/change-audit': { family: 'change requests', who: 'M', fresh: true, base: async () => ({ id: await submitted(), gnCoding: NODE, pass: false, auditRecord: '审核建议' }) },
  };
}
