import type { RouteCase } from './fuzz-kit';

/** Base requests of the enterprise calls (docs/credit.md "Enterprises and personnel"), 意见反馈 and 消息中心 for server/test/fuzz-suite.ts: nothing read back. */
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
    // 企业信息 (docs/accounts.md "企业信息"): an unchanged save, a person of nobody, a change that does not exist
    'PUT /ks/basic/enterprise/info': {
      family: 'enterprise info',
      who: 'U',
      base: () => ({ name: '华建工程有限公司', entType: 'sg', region: '330000', legalPerson: '李明', contactPhone: '029-88880000', address: '', qualifications: ['A01-1'] }),
    },
    // 锁管理 (docs/locks.md): nothing locked — the lock names an enterprise that does not exist
    'POST /ks/jjrj/lock/ent-info': [
      { family: 'locks', who: 'U', base: () => ({}) },
      { family: 'locks', who: 'M', base: () => ({ enterpriseId: 'ent-002' }) },
    ],
    'POST /ks/jjrj/lock/refresh-lock': { family: 'locks', who: 'M', base: () => ({ enterpriseId: 'no-such-enterprise', locked: true, reason: '违规' }) },
    'POST /ks/jjrj/lock/list': { family: 'locks', who: 'M', base: () => ({ keyword: '建', state: 'all', curPage: 1, pageSize: 10 }) },
    'POST /ks/jjrj/lock/history': { family: 'locks', who: 'M', base: () => ({ enterpriseId: 'ent-002' }) },
    // 下载中心 (docs/download-centre.md): the writes name an item that does not exist
    'POST /ks/downloadSettings/external-list': { family: 'downloads', who: 'U', base: () => ({ type: 'file', curPage: 1, pageSize: 10 }) },
    'POST /ks/downloadSettings/save': { family: 'downloads', who: 'M', base: () => ({ id: 'no-such-item', type: 'platform', name: '平台', url: 'https://a.example/', description: '说明', sort: 1 }) },
    'POST /ks/downloadSettings/delete': { family: 'downloads', who: 'M', base: () => ({ id: 'no-such-item' }) },
    'POST /ks/downloadSettings/describe': { family: 'downloads', who: 'M', base: () => ({ describe: '<p>主办单位</p>' }) },
    'POST /ks/basic/enterprise/list': { family: 'enterprise info', who: 'M', base: () => ({ keyWord: '建', region: '330000', entType: 'sg', pending: false, curPage: 1, pageSize: 10 }) },
    'POST /ks/basic/enterprise/info/audit': { family: 'enterprise info', who: 'M', base: () => ({ enterpriseId: 'no-such-enterprise' }) },
    'POST /ks/basic/enterprise/change/decide': { family: 'enterprise info', who: 'M', base: () => ({ id: 'no-such-change', pass: false, suggestion: '资料不全' }) },
    'POST /ks/basic/enterprise/personnel/save': {
      family: 'enterprise info',
      who: 'U',
      base: () => ({ id: 'no-such-person', name: '模糊', gender: '男', idCard: '', profession: '', title: '', certNo: '', costEngineer: false, regNo: '' }),
    },
    'POST /ks/basic/enterprise/personnel/delete': { family: 'enterprise info', who: 'U', base: () => ({ id: 'no-such-person' }) },
    'POST /ks/feedback/add': {
      family: 'feedback',
      who: 'U',
      base: () => [
        { evaluateType: 'score', question: '总体评价', score: 4 },
        { evaluateType: 'product', question: '操作便捷' },
        { evaluateType: 'opinion', question: '希望增加批量导入' },
      ],
    },
    // undecryptable on purpose: a fuzzed body must never reach the password check (it counts failures)
    'PUT /ks/individual/login/update-secret': { family: 'account', who: 'U', base: () => ({ oldSecret: 'eA==', newSecret: 'eA==' }) },
    'PUT /ks/individual/theme': {
      family: 'account',
      who: 'D',
      base: () => ({ theme: 'dark', themeColor: 'purple', asideWidth: 260, navBgColor: '#001529', navTextColor: '', asideBgColor: '', asideTextColor: '', asideActiveColor: '', tableBgColor: '', tableTextColor: '', cardBgColor: '', cardTextColor: '' }),
    },
    'POST /ks/feedback/list': { family: 'feedback', who: 'M', base: () => ({ curPage: 1, pageSize: 10 }) },
    // 消息中心 (docs/shell.md "消息中心")
    'POST /ks/notification/v1/audit/todo-list': { family: 'messages', who: 'M', base: () => ({ systemCoding: 'credit_eval', curPage: 1, pageSize: 6, sizes: 5 }) },
    'POST /ks/message/v1/audit/rejected-msg': { family: 'messages', who: 'U', base: () => ({ curPage: 1, pageSize: 10, unreadOnly: false }) },
    'POST /ks/message/v1/audit/read': [
      { family: 'messages', who: 'U', base: () => ({ ids: ['no-such-message'] }) },
      { family: 'messages', who: 'U', base: () => ({ all: true }) },
    ],
    'POST /ks/message/v1/stream-ticket': { family: 'messages', who: 'U', base: () => ({}) },
  };
}
