import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';

// What a region-limited administrator may change (docs/administration.md "受限管理员能做什么") on SQLite or,
// with DATABASE_URL, PostgreSQL. admin_js manages region 320000 only (秦川建设集团, ent-002); 华建
// (ent-001) is 330000. Global settings are for administrators whose scope is unlimited; an action on
// one enterprise only within the administrator's regions.

const JS = { username: 'admin_js', password: 'AdminJs@2026' };
const UNLIMITED_ONLY = '该操作仅限不受管理范围限制的管理员';
const OUTSIDE_REGION = '无权管理该地区的企业';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Calls that change what every region sees; each would succeed (or be refused for its content) for admin. */
const GLOBAL_CALLS: Array<[Method, string, unknown]> = [
  ['PUT', '/ks/authority/node/save-functions', { role: 'U', systemCoding: 'credit_eval', menuIds: [] }],
  ['PUT', '/ks/authority/node/save-buttons', { role: 'U', nodeId: 'credit-record-list', codes: ['add'] }],
  ['POST', '/ks/authority/audit-levels/save', { nodeId: 'credit-record-list', levels: [{ name: '初审', kind: 'user', userIds: ['u-admin_js'] }] }],
  ['POST', '/ks/authority/audit-levels/way', { nodeId: 'credit-record-list', sign: 'all' }],
  ['POST', '/ks/credit/level-rules/save', { systemCoding: 'credit_eval', year: '2026', rules: [{ level: 'A', minScore: 0 }], baseVersion: 0 }],
  ['POST', '/ks/base/dictionary/manager', { displayCode: 'jsOnly', name: '江苏专用', items: [{ label: '甲', value: 'a' }] }],
  ['PUT', '/ks/base/dictionary/manager', { displayCode: 'region', name: '地区', version: 1, items: [{ label: '江苏省', value: '320000' }] }],
  ['DELETE', '/ks/base/dictionary/manager', { displayCode: 'region' }],
  ['POST', '/ks/base/dictionary/manager/rollback', { displayCode: 'region', version: 1 }],
  ['POST', '/ks/base/dictionary/manager/import', {}],
  ['POST', '/ks/message/v1/notice/save', { title: '全体通知', msg: '<p>江苏发给全体</p>', type: 1, audience: 'all', startAt: '2020-01-01T00:00:00.000Z', endAt: '2099-01-02T00:00:00.000Z' }],
  ['POST', '/ks/message/v1/notice/delete', { msgId: 1 }],
  ['POST', '/ks/guide/node/save', { kind: 'faq', parentId: null, groupName: '江苏分组' }],
  ['POST', '/ks/guide/node/delete', { id: 'no-such-help' }],
  ['PUT', '/ks/config/structure/edit', { id: 'credit-home', icon: 'DashboardOutlined' }],
  ['PUT', '/ks/config/structure/system-name', { systemCoding: 'credit_eval', systemName: '江苏的系统', title: '江苏' }],
  ['POST', '/ks/config/structure/move', { id: 'credit-home', parentId: null, index: 0 }],
  ['DELETE', '/ks/config/structure/del', '/ks/config/structure/del?id=credit-home'],
  ['POST', '/ks/config/structure/calls/save', { systemCoding: 'credit_eval', version: 999, calls: [] }],
  ['POST', '/ks/config/structure/style-template/save', { name: '江苏模板', style: { titleKey: 'xmmc', width: '50%', contents: [] } }],
  ['POST', '/ks/register/audit/decide', { id: 'no-such-registration', pass: true }],
  ['PUT', '/ks/authority/manager/scope', { userId: 'u-admin', systems: [], regions: ['320000'] }],
  ['POST', '/ks/authority/users/reset-secret', { id: 'u-admin' }],
];

describe('a region-limited administrator changes only what is theirs', () => {
  let s: TestServer;
  let m = '';
  let js = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, js] = await Promise.all([s.login('M'), s.login(JS)]);
  });
  afterAll(async () => s.close());

  const send = <T = unknown>(token: string, method: Method, url: string, payload?: unknown) =>
    typeof payload === 'string' ? call<T>(s.app, { method, url: payload, token }) : call<T>(s.app, { method, url, token, payload });
  const functionsOfU = async () => (await send(m, 'GET', '/ks/authority/node/functions?role=U&systemCoding=credit_eval')).body.data;
  const auditPlan = async () => (await send<{ configured: boolean }>(m, 'POST', '/ks/authority/audit-levels/detail', { nodeId: 'credit-record-list' })).body.data;

  it('is refused every global setting with 403 该操作仅限不受管理范围限制的管理员, and nothing is stored', async () => {
    const [functionsBefore, planBefore] = [await functionsOfU(), await auditPlan()];
    const answers: string[] = [];
    for (const [method, url, payload] of GLOBAL_CALLS) {
      const a = await send(js, method, url, payload);
      answers.push(`${method} ${url} → ${a.status} ${a.body.message}`);
    }
    expect(answers).toEqual(GLOBAL_CALLS.map(([method, url]) => `${method} ${url} → 403 ${UNLIMITED_ONLY}`));
    // The attack of issue 44: every enterprise user's credit menus wiped with one empty list.
    expect(await functionsOfU()).toEqual(functionsBefore);
    expect(await auditPlan()).toEqual(planBefore);
    const stored = await s.ctx.db.selectFrom('dictionary').select('display_code').where('display_code', '=', 'jsOnly').execute();
    expect(stored).toEqual([]);
  });

  it('cannot run a call as the demo administrator through 试调用 (it would act outside their regions)', async () => {
    const tried = await send(js, 'POST', '/ks/config/structure/calls/try', {
      systemCoding: 'credit_eval',
      as: 'M',
      input: {},
      call: { path: '/ks/credit/level/titles', method: 'POST', access: 'user', operation: 'options', nodeId: 'credit-record-list', displayCode: 'xyLevel', params: [], fixed: [], answer: { envelope: 'data' }, summary: '信用等级名称' },
    });
    expect([tried.status, tried.body.message]).toEqual([403, UNLIMITED_ONLY]);
  });

  it('an unlimited administrator still changes global settings', async () => {
    const before = (await functionsOfU()) as { menus: unknown };
    const ids: string[] = [];
    const walk = (menus: Array<{ id: string; checked: boolean; children?: unknown[] }>) => {
      for (const x of menus) {
        if (x.checked) ids.push(x.id);
        walk((x.children ?? []) as typeof menus);
      }
    };
    walk(before.menus as Array<{ id: string; checked: boolean }>);
    const saved = await send(m, 'PUT', '/ks/authority/node/save-functions', { role: 'U', systemCoding: 'credit_eval', menuIds: ids });
    expect([saved.status, saved.body.message]).toEqual([200, '保存成功']);
  });

  it('audits enterprise information only of enterprises in their regions (403 无权管理该地区的企业)', async () => {
    const outside = await send(js, 'POST', '/ks/basic/enterprise/info/audit', { enterpriseId: 'ent-001' });
    expect([outside.status, outside.body.message]).toEqual([403, OUTSIDE_REGION]);
    const row = await s.ctx.db.selectFrom('enterprises').select('info_status').where('id', '=', 'ent-001').executeTakeFirstOrThrow();
    expect(row.info_status).toBe('unaudited');
    const inside = await send(js, 'POST', '/ks/basic/enterprise/info/audit', { enterpriseId: 'ent-002' });
    expect([inside.status, inside.body.message]).toEqual([200, '企业信息已审核通过']);
  });

  it('decides enterprise changes only inside their regions, and never one that moves an enterprise out', async () => {
    const data = async (id: string) => {
      const e = await s.ctx.db.selectFrom('enterprises').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return { name: e.name, entType: e.ent_type, region: e.region, legalPerson: e.legal_person, contactPhone: e.contact_phone, address: e.address, qualifications: [] };
    };
    const change = async (id: string, enterpriseId: string, after: Record<string, unknown>) => {
      const before = await data(enterpriseId);
      await s.ctx.db
        .insertInto('enterprise_changes')
        .values({ id, enterprise_id: enterpriseId, status: 'pending', before_data: JSON.stringify(before), after_data: JSON.stringify({ ...before, ...after }), submitted_by: 'u-enterprise', submitted_at: '2026-01-01T00:00:00.000Z' })
        .execute();
    };
    const status = async (id: string) => (await s.ctx.db.selectFrom('enterprise_changes').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    await change('chg-zj', 'ent-001', { legalPerson: '浙江法人' });
    await change('chg-js-out', 'ent-002', { region: '330000' });
    await change('chg-js', 'ent-002', { legalPerson: '江苏法人' });

    const other = await send(js, 'POST', '/ks/basic/enterprise/change/decide', { id: 'chg-zj', pass: true });
    expect([other.status, other.body.message, await status('chg-zj')]).toEqual([403, OUTSIDE_REGION, 'pending']);
    const out = await send(js, 'POST', '/ks/basic/enterprise/change/decide', { id: 'chg-js-out', pass: true });
    expect([out.status, out.body.message, await status('chg-js-out')]).toEqual([403, OUTSIDE_REGION, 'pending']);
    expect((await data('ent-002')).region).toBe('320000');
    // Refusing a move keeps the enterprise where it is: that is theirs to decide.
    const kept = await send(js, 'POST', '/ks/basic/enterprise/change/decide', { id: 'chg-js-out', pass: false, suggestion: '不同意迁出' });
    expect([kept.status, await status('chg-js-out')]).toEqual([200, 'rejected']);
    const own = await send(js, 'POST', '/ks/basic/enterprise/change/decide', { id: 'chg-js', pass: true });
    expect([own.status, await status('chg-js'), (await data('ent-002')).legalPerson]).toEqual([200, 'passed', '江苏法人']);
    // The unlimited administrator decides the one outside the region.
    const admin = await send(m, 'POST', '/ks/basic/enterprise/change/decide', { id: 'chg-zj', pass: true });
    expect([admin.status, await status('chg-zj')]).toEqual([200, 'passed']);
  });
});
