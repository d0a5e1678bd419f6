import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditSelectType, ManagerSystems, PracticeAreas } from '../../schemas/config-calls';
import { call, startTestServer, type TestServer } from './harness';

const JS_ADMIN = { username: 'admin_js', password: 'AdminJs@2026' };

describe('shell calls of spec 000 §7: credit select-type, an administrator\'s systems, practice areas', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  let jsAdmin: string;
  let ent: string;
  beforeAll(async () => {
    s = await startTestServer();
    [dev, admin, jsAdmin, ent] = await Promise.all([s.login('D'), s.login('M'), s.login(JS_ADMIN), s.login('U')]);
  });
  afterAll(async () => s.close());

  /** Records of 信用记录 by status, optionally only those of enterprises in `region`. */
  const stored = async (region?: string) => {
    let q = s.ctx.db.selectFrom('records as r').leftJoin('enterprises as e', 'e.id', 'r.enterprise_id').select('r.status').where('r.node_id', '=', 'credit-record-list');
    if (region) q = q.where('e.region', '=', region);
    const rows = await q.execute();
    const n = (...st: string[]) => rows.filter((r) => st.includes(r.status)).length;
    return { all: rows.length, submitted: n('submitted'), passed: n('passed'), rejected: n('rejected') };
  };
  const selectTypes = async (token: string) => {
    const res = await call<CreditSelectType[]>(s.app, { method: 'GET', url: '/ks/credit/admin/select-type', token });
    return res.body.data.map((t) => [t.key, t.label, t.count]);
  };

  it('select-type: 信用记录\'s type cards with each card\'s record count', async () => {
    const want = await stored();
    expect(want.all).toBeGreaterThan(want.submitted);
    expect(await selectTypes(admin)).toEqual([['all', '全部', want.all], ['submitted', '待审核', want.submitted], ['passed', '审核通过', want.passed], ['rejected', '已驳回', want.rejected]]);
    expect(await selectTypes(dev)).toEqual(await selectTypes(admin));
  });

  it('select-type: an administrator limited to 江苏 counts only that region\'s records', async () => {
    const want = await stored('320000');
    expect(want.all).toBeGreaterThan(0);
    expect(want.all).toBeLessThan((await stored()).all);
    expect(await selectTypes(jsAdmin)).toEqual([['all', '全部', want.all], ['submitted', '待审核', want.submitted], ['passed', '审核通过', want.passed], ['rejected', '已驳回', want.rejected]]);
  });

  it('select-type is for administrators and developers: an enterprise gets 403, anonymous 401', async () => {
    expect((await call(s.app, { method: 'GET', url: '/ks/credit/admin/select-type', token: ent })).body).toMatchObject({ code: 403, message: '无权访问该资源' });
    expect((await call(s.app, { method: 'GET', url: '/ks/credit/admin/select-type' })).body.code).toBe(401);
  });

  it('manager system-list: an unlimited administrator manages every system; a system limit narrows it', async () => {
    const own = await call<ManagerSystems>(s.app, { method: 'POST', url: '/ks/authority/manager/system-list', token: admin, payload: {} });
    expect(own.body.data).toMatchObject({ userId: 'u-admin', unlimited: true });
    expect(own.body.data.systems.map((x) => x.systemCoding)).toEqual(['credit_eval', 'trade_service']);
    const saved = await call(s.app, { method: 'PUT', url: '/ks/authority/manager/scope', token: admin, payload: { userId: 'u-admin_js', systems: ['trade_service'], regions: ['320000'] } });
    expect(saved.body.code).toBe(200);
    const js = await call<ManagerSystems>(s.app, { method: 'POST', url: '/ks/authority/manager/system-list', token: admin, payload: { userId: 'u-admin_js' } });
    expect(js.body.data).toMatchObject({ userId: 'u-admin_js', unlimited: false });
    expect(js.body.data.systems.map((x) => [x.systemCoding, x.systemName])).toEqual([['trade_service', '公共资源交易服务系统']]);
    // the limited administrator asking for their own gets the same
    const self = await call<ManagerSystems>(s.app, { method: 'POST', url: '/ks/authority/manager/system-list', token: jsAdmin, payload: {} });
    expect(self.body.data.systems.map((x) => x.systemCoding)).toEqual(['trade_service']);
  });

  it('manager system-list refuses what is not an administrator, a developer and an enterprise', async () => {
    for (const userId of ['u-developer', 'u-enterprise', 'no-such-user']) {
      expect((await call(s.app, { method: 'POST', url: '/ks/authority/manager/system-list', token: admin, payload: { userId } })).body).toMatchObject({ code: 404, message: '管理员不存在' });
    }
    expect((await call(s.app, { method: 'POST', url: '/ks/authority/manager/system-list', token: admin, payload: { userId: '' } })).body.code).toBe(400);
    expect((await call(s.app, { method: 'POST', url: '/ks/authority/manager/system-list', token: dev, payload: {} })).body.code).toBe(403);
    expect((await call(s.app, { method: 'POST', url: '/ks/authority/manager/system-list', token: ent, payload: {} })).body.code).toBe(403);
  });

  it('practice-area: the caller\'s own practice areas with the status named; none for an account without', async () => {
    const mine = await call<PracticeAreas>(s.app, { method: 'POST', url: '/ks/individual/practice-area', token: ent, payload: {} });
    expect(mine.body).toEqual({ code: 200, message: '成功', data: { abnormal: false, areas: [{ region: '西安市', status: '2', reason: '', statusName: '正常' }] } });
    await s.ctx.db
      .updateTable('users')
      .set({ practicing_status: JSON.stringify({ abnormal: true, practiceDetails: [{ region: '咸阳市', status: '1', reason: '年度考核未通过' }, { region: '宝鸡市', status: '0', reason: '' }] }) })
      .where('id', '=', 'u-enterprise')
      .execute();
    const changed = await call<PracticeAreas>(s.app, { method: 'POST', url: '/ks/individual/practice-area', token: ent, payload: {} });
    expect(changed.body.data).toEqual({ abnormal: true, areas: [{ region: '咸阳市', status: '1', reason: '年度考核未通过', statusName: '异常' }, { region: '宝鸡市', status: '0', reason: '', statusName: '未知' }] });
    expect((await call<PracticeAreas>(s.app, { method: 'POST', url: '/ks/individual/practice-area', token: admin, payload: {} })).body.data).toEqual({ abnormal: false, areas: [] });
    expect((await call(s.app, { method: 'POST', url: '/ks/individual/practice-area', token: ent, payload: { userId: 'u-enterprise2' } })).body).toMatchObject({ code: 400, message: '不支持的字段 userId' });
    expect((await call(s.app, { method: 'POST', url: '/ks/individual/practice-area', payload: {} })).body.code).toBe(401);
  });
});
