import type { Json, RouteCase, Sent } from './fuzz-kit';

/** What the notice and help cases need from the fuzz run. */
export interface ShellCaseKit {
  /** Sends a request; a non-2xx answer is returned as null. */
  tryCall: (r: Sent) => Promise<unknown>;
}

const hour = 3600_000;
const notice = (): Json => ({
  title: '系统维护通知',
  msg: '<p>今晚 <b>22:00</b> 维护</p>',
  type: 1,
  audience: 'D',
  startAt: new Date(Date.now() - hour).toISOString(),
  endAt: new Date(Date.now() + hour).toISOString(),
  urlName: '维护方案',
});

/**
 * Base requests of 通知 and 帮助 (docs/shell.md "通知", "帮助") for server/test/fuzz.test.ts. Notices
 * go to developers only and help entries into a group of their own, so nothing the other suites
 * read changes; deletions and read marks take a target made for each request.
 */
export function shellCases({ tryCall }: ShellCaseKit): Record<string, RouteCase> {
  const made = async (url: string, body: Json, key: 'msgId' | 'id'): Promise<number | string> => {
    const data = (await tryCall({ method: 'POST', url, who: 'M', body })) as Record<string, number | string> | null;
    if (!data) throw new Error(`fuzz: ${url} made nothing`);
    return data[key];
  };
  const group = () => made('/ks/guide/node/save', { kind: 'faq', parentId: null, groupName: '模糊测试分组' }, 'id');
  // entries all go into one group: a base is made again after every 2xx, and most saves are one
  let entryGroup: Promise<number | string> | null = null;
  return {
    'POST /ks/message/v1/notice/save': { family: 'notices', who: 'M', base: notice },
    'POST /ks/message/v1/notice/list': { family: 'notices', who: 'M', base: () => ({ curPage: 1, pageSize: 10 }) },
    'POST /ks/message/v1/notice/delete': { family: 'notices', who: 'M', fresh: 'always', base: async () => ({ msgId: await made('/ks/message/v1/notice/save', notice(), 'msgId') }) },
    'POST /ks/message/v1/notice/read': { family: 'notices', who: 'D', fresh: 'always', base: async () => ({ msgId: await made('/ks/message/v1/notice/save', notice(), 'msgId') }) },
    // 市场主体 on the public portal (docs/portal.md): registered enterprises' public data, for anyone.
    'POST /ks/rp/v1/ignore/subject-info/all': { family: 'portal', who: 'anon', base: () => ({ qymc: '华建', qylx: 'sg', curPage: 1, pageSize: 10 }) },
    'POST /ks/guide/node/descritons': { family: 'help', who: 'U', base: () => ({ systemCoding: 'credit_eval', gnCoding: 'credit_eval' }) },
    'POST /ks/guide/node/faq-list': { family: 'help', who: 'U', base: () => ({ systemCoding: 'credit_eval', gnCoding: 'credit_eval' }) },
    'POST /ks/guide/node/save': {
      family: 'help',
      who: 'M',
      base: async () => ({ kind: 'faq', parentId: await (entryGroup ??= group()), groupName: '开票问题', sort: 1, list: [{ question: '能开专票吗？', answer: '可以。' }] }),
    },
    'POST /ks/dexRecords/audit-logs': { family: 'shell: logs', who: 'M', base: () => ({ id: 'trade-audit-logs', curPage: 1, pageSize: 10, verdict: 'pass' }) },
    'POST /ks/dexRecords/push-logs': { family: 'shell: logs', who: 'D', base: () => ({ id: 'trade-push-logs', curPage: 1, pageSize: 10 }) },
    'POST /ks/dexRecords/audit-logs/export': { family: 'shell: logs', who: 'M', base: () => ({ id: 'trade-audit-logs', verdict: 'reject', startDate: '2026-01-01', endDate: '2026-12-31' }) },
    'POST /ks/dexRecords/push-logs/export': { family: 'shell: logs', who: 'D', base: () => ({ id: 'trade-push-logs', startDate: '2026-01-01' }) },
    // 任务统计 (docs/task-statistics.md): the export answers an .xlsx
    'POST /ks/task/v1/todo-statistics/export-participate-list': { family: 'shell: logs', who: 'M', base: () => ({ keyword: '建设', systemCoding: 'credit_eval', startDate: '2026-01-01', endDate: '2026-12-31', region: '320000' }) },
    // 五合一进场登记 and 数据同步 (docs/projects.md)
    'POST /ks/fiveInOne/list': { family: 'projects', who: 'U', base: () => ({ curPage: 1, pageSize: 10, xmmc: '道路' }) },
    'POST /ks/sync/v1/sync/data-list': { family: 'projects', who: 'M', base: () => ({ curPage: 1, pageSize: 10, targetSystem: 'credit_eval', result: '成功' }) },
    'POST /ks/sync/v1/sync/data-sync': { family: 'projects', who: 'M', base: () => ({ id: 'trade-project-list-0001', targetSystem: 'credit_eval' }) },
    'POST /ks/guide/node/delete': { family: 'help', who: 'M', fresh: 'always', base: async () => ({ id: await group() }) },
    // 左侧菜单卡片 (docs/shell.md): 信用公示's 信用档案 of another enterprise, as an enterprise user reads it
    'POST /ks/monitor/menu-card': { family: 'shell: menu card', who: 'U', base: () => ({ nodeId: 'credit-public', systemCoding: 'credit_eval', gnCoding: 'credit_eval', enterpriseId: 'ent-002' }) },
  };
}
