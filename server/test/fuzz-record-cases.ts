import { FZ_LIST, FZ_VIEW, SYS, CHART_CONFIG, getAt, type Answer, type RouteCase, type Sent, type Who } from './fuzz-kit';

/** What the cases need from the fuzz run. */
export interface RecordCaseKit {
  must: (r: Sent) => Promise<unknown>;
  send: (r: Sent) => Promise<Answer>;
  dataOf: (a: Answer) => Record<string, unknown>;
  /** A record of FZ_FORM owned by the enterprise user, in `status` at version 1. */
  record: (status: 'draft' | 'submitted' | 'passed' | 'published') => Promise<string>;
}

/**
 * Base requests of the record calls (save, read, lists, the workflow moves), for
 * server/test/fuzz-suite.ts, kept apart so that file stays small.
 */
export function recordCases({ must, send, dataOf, record }: RecordCaseKit): Record<string, RouteCase | RouteCase[]> {
  const recordDetail = async (id: string) => (await must({ method: 'POST', url: '/ks/monitor/record/detail', who: 'U', body: { nodeId: FZ_LIST, id } })) as { data: Record<string, unknown>; auditReason: string | null };
  /** The newest line of a record's operation log: where a workflow move's reason is shown. */
  const lastLogLine = async (id: string) => {
    const res = await send({ method: 'POST', url: '/ks/common/common/logHistory', who: 'M', body: { gnCoding: FZ_LIST, id } });
    const lines = (res.json as { result?: Array<{ logbook: string }> } | null)?.result ?? [];
    return lines[lines.length - 1]?.logbook;
  };
  /** The draft each lane of the update path edits, at its current version. */
  const drafts: Array<{ id: string; version: number } | undefined> = [];
  const workflow = (action: string, who: Who, state: 'draft' | 'submitted' | 'passed', extra: Record<string, unknown> = {}, readReason?: (id: string) => Promise<unknown>): RouteCase => ({
    family: 'records: workflow',
    who,
    base: async () => ({ nodeId: FZ_LIST, id: await record(state), version: 1, reason: '说明', ...extra }),
    fresh: true,
    stored: readReason ? { reason: action === 'audit' ? 'trim' : (v) => v.trim() || undefined } : undefined,
    readBack: readReason ? async (sent) => ({ reason: await readReason(String(getAt(sent, ['id']))) }) : undefined,
  });
  // Filters compared as text or by equality take any value; the date range and the sort do not.
  const listTogether = ['gnCoding', 'filters.mc', 'filters.lx', 'filters.nf', 'filters.dq', 'filters.status'];
  const listBody = { nodeId: FZ_VIEW, systemCoding: SYS, gnCoding: FZ_VIEW, sortField: 'mc', sortOrder: 'asc', filters: { mc: '企业', rq: '2024-01-01,2024-12-31', lx: 'A', nf: '2024,2025', dq: '浙江/杭州', status: 'draft' }, curPage: 1, pageSize: 10 };
  return {
    // 取消预约 (server/venue/cancel.ts): on the fuzz form's confirmed record it is refused (not a booking) whatever the strings
    'POST /ks/venue/cancel': { family: 'records: workflow', who: 'M', base: async () => ({ nodeId: FZ_LIST, id: await record('passed'), version: 1, reason: '说明' }), fresh: true },
    'POST /ks/monitor/record/save': [
      {
        family: 'records: save',
        who: 'U',
        base: () => ({ nodeId: FZ_LIST, data: { mc: '名称', sm: '<p>说明</p>', lj: 'https://example.cn/a', bz: '备注' } }),
        keys: [['data']],
        stored: { 'data.mc': 'exact', 'data.sm': 'rich', 'data.lj': 'exact', 'data.bz': 'exact' },
        together: ['data.mc', 'data.sm', 'data.bz'],
        readBack: async (_sent, a) => ({ data: (await recordDetail(String(dataOf(a).id))).data }),
      },
      {
        // Editing a draft: the same values through the update path, one at a time (the version moves).
        family: 'records: save',
        who: 'U',
        lanes: true,
        base: async (lane) => {
          const draft = (drafts[lane] ??= { id: await record('draft'), version: 1 });
          return { nodeId: FZ_LIST, id: draft.id, version: draft.version, data: { mc: '名称', sm: '<p>说明</p>', bz: '备注' } };
        },
        stored: { 'data.mc': 'exact', 'data.sm': 'rich', 'data.bz': 'exact' },
        together: ['data.mc', 'data.sm', 'data.bz'],
        readBack: async (sent) => ({ data: (await recordDetail(String(getAt(sent, ['id'])))).data }),
        after: (sent, a) => {
          const lane = drafts.findIndex((d) => d?.id === getAt(sent, ['id']));
          drafts[lane] = { id: drafts[lane]!.id, version: Number(dataOf(a).version) };
        },
      },
    ],
    'POST /ks/monitor/record/detail': { family: 'records: read', who: 'U', base: async () => ({ nodeId: FZ_LIST, id: await record('draft') }) },
    'POST /ks/monitor/submit-status': { family: 'records: read', who: 'U', base: async () => ({ nodeId: FZ_LIST, id: await record('draft') }) },
    'POST /ks/monitor/table-list': { family: 'records: list', who: 'U', base: () => listBody, keys: [['filters']], together: listTogether },
    'POST /ks/monitor/dynamic-table-list': { family: 'records: list', who: 'U', base: () => ({ ...listBody, nodeId: undefined, displayCode: FZ_VIEW }), keys: [['filters']], together: listTogether },
    'POST /ks/monitor/type-card-counts': { family: 'records: list', who: 'U', base: () => ({ nodeId: FZ_VIEW, systemCoding: SYS, gnCoding: FZ_VIEW, filters: listBody.filters }), keys: [['filters']], together: listTogether },
    'POST /ks/monitor/chart-data': [
      { family: 'records: list', who: 'U', base: () => ({ nodeId: 'fz_chart', panel: 'n' }) },
      { family: 'records: list', who: 'D', base: () => ({ nodeId: 'fz_chart', panel: CHART_CONFIG(FZ_VIEW).panels[0] }) },
    ],
    'POST /ks/monitor/export': { family: 'records: list', who: 'U', base: () => ({ ...listBody, fileName: '导出' }), keys: [['filters']], together: [...listTogether, 'fileName'] },
    'POST /ks/monitor/submit': workflow('submit', 'U', 'draft', {}, lastLogLine),
    'POST /ks/monitor/revoke': workflow('revoke', 'U', 'submitted', {}, lastLogLine),
    'POST /ks/monitor/audit': workflow('audit', 'M', 'submitted', { pass: false }, async (id) => (await recordDetail(id)).auditReason),
    'POST /ks/monitor/assign': workflow('assign', 'M', 'submitted', { assigneeId: 'u-fz-admin' }, lastLogLine),
    'POST /ks/monitor/spread': workflow('spread', 'M', 'passed', {}, lastLogLine),
    'POST /ks/monitor/send': workflow('send', 'M', 'passed', {}, lastLogLine),
    'POST /ks/monitor/publish': workflow('publish', 'M', 'passed', {}, lastLogLine),
    'DELETE /ks/monitor/delete': [
      workflow('delete', 'U', 'draft'),
      { family: 'records: workflow', who: 'U', part: 'query', base: async () => ({ nodeId: FZ_LIST, id: await record('draft'), version: '1' }), fresh: true },
    ],
    'POST /ks/common/common/logHistory': { family: 'records: read', who: 'U', base: async () => ({ gnCoding: FZ_LIST, id: await record('draft'), systemCoding: SYS }) },
    'POST /ks/authority/manager/assignable-list': { family: 'records: read', who: 'M', base: async () => ({ nodeId: FZ_LIST, id: await record('submitted') }) },
  };
}
