import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { call, startTestServer, type TestServer } from '../test/harness';
import { MANAGEMENT_MESSAGES as M, managesRecord, type AccountPage, type ManagerPage, type TemporarySecret } from '../../schemas/management';
import type { SystemTodo } from '../../schemas/messages';
import type { ListRow } from '../../schemas';
import { NODE, seedRecord } from '../routes/records/test-kit';
import { readScope, recordScopeCondition } from './scope';

// 管理权限 and 人员信息 (docs/administration.md) on SQLite or, with DATABASE_URL, PostgreSQL. The demo
// administrator admin_js manages region 320000 only (秦川建设集团, ent-002); 华建 (ent-001) is 330000.

const JS = { username: 'admin_js', password: 'AdminJs@2026' };

describe('management scope and personnel administration', () => {
  let s: TestServer;
  let m = '';
  let js = '';
  beforeAll(async () => {
    s = await startTestServer();
    m = await s.login('M');
    js = await s.login(JS);
  });
  afterAll(async () => s.close());

  const post = <T>(token: string, url: string, payload: unknown) => call<T>(s.app, { method: 'POST', url, token, payload });
  const put = <T>(token: string, url: string, payload: unknown) => call<T>(s.app, { method: 'PUT', url, token, payload });
  const list = async (token: string) => (await post<{ records: ListRow[]; total: number }>(token, '/ks/monitor/table-list', { nodeId: NODE, pageSize: 100 })).body.data;

  it('the scope filters the list: a regional administrator sees only their region’s enterprises', async () => {
    const all = await list(m);
    const mine = await list(js);
    expect(all.records.some((r) => r.enterpriseId === 'ent-001')).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(new Set(mine.records.map((r) => r.enterpriseId))).toEqual(new Set(['ent-002']));
  });

  it('the SQL condition and the pure rule agree on every record', async () => {
    const scope = await readScope(s.ctx.db, 'u-admin_js');
    expect(scope).toEqual({ systems: [], regions: ['320000'] });
    await seedRecord(s.ctx.db, 'draft', { enterpriseId: null, ownerUserId: 'u-admin' });
    const rows = await s.ctx.db
      .selectFrom('records as r')
      .leftJoin('enterprises as e', 'e.id', 'r.enterprise_id')
      .select(['r.id', 'r.system_coding', 'r.enterprise_id', 'e.region'])
      .select(sql<number>`case when ${recordScopeCondition('u-admin_js', sql.ref('r.system_coding'), 'r.enterprise_id')} then 1 else 0 end`.as('inside'))
      .execute();
    for (const r of rows) {
      const rule = managesRecord(scope, { systemCoding: r.system_coding, region: r.enterprise_id === null ? null : (r.region ?? '') });
      expect([r.id, Number(r.inside) === 1]).toEqual([r.id, rule]);
    }
  });

  it('an audit outside the scope answers 404 记录不存在 and changes nothing; inside it passes', async () => {
    const outside = await seedRecord(s.ctx.db, 'submitted', { enterpriseId: 'ent-001' });
    const refused = await post(js, '/ks/monitor/audit', { nodeId: NODE, id: outside.id, version: outside.version, pass: true });
    expect([refused.status, refused.body.message]).toEqual([404, '记录不存在']);
    const detail = await post(js, '/ks/monitor/record/detail', { nodeId: NODE, id: outside.id });
    expect(detail.status).toBe(404);
    const row = await s.ctx.db.selectFrom('records').select('status').where('id', '=', outside.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('submitted');
    const inside = await seedRecord(s.ctx.db, 'submitted', { enterpriseId: 'ent-002', ownerUserId: 'u-enterprise2' });
    const passed = await post(js, '/ks/monitor/audit', { nodeId: NODE, id: inside.id, version: inside.version, pass: true });
    expect(passed.body.code).toBe(200);
  });

  it('todos follow the scope, and assigning to an administrator outside it is refused', async () => {
    const count = async (token: string) => (await call<SystemTodo[]>(s.app, { method: 'GET', url: '/ks/notification/v1/audit/system-list', token })).body.data.find((x) => x.systemCoding === 'credit_eval')!.todoCount;
    const [beforeM, beforeJs] = [await count(m), await count(js)];
    const r = await seedRecord(s.ctx.db, 'submitted', { enterpriseId: 'ent-001' });
    expect([await count(m), await count(js)]).toEqual([beforeM + 1, beforeJs]);
    const assign = await post(m, '/ks/monitor/assign', { nodeId: NODE, id: r.id, version: r.version, assigneeId: 'u-admin_js' });
    expect([assign.status, assign.body.message]).toEqual([400, M.assigneeOutside]);
    const candidates = await post<Array<{ id: string }>>(m, '/ks/authority/manager/assignable-list', { id: r.id });
    expect(candidates.body.data.map((a) => a.id)).not.toContain('u-admin_js');
  });

  it('an unlimited administrator sets a scope (op log); a limited one may not; nobody sets their own', async () => {
    const saved = await put(m, '/ks/authority/manager/scope', { userId: 'u-admin_js', systems: ['credit_eval'], regions: ['330000'] });
    expect(saved.body.message).toBe(M.scopeSaved);
    const page = (await post<ManagerPage>(m, '/ks/authority/manager/list', { keyWord: 'admin_js' })).body.data;
    expect(page.records[0]).toMatchObject({ systems: ['credit_eval'], regions: ['330000'], summary: '信用评价管理系统；浙江省' });
    expect(new Set((await list(js)).records.map((r) => r.enterpriseId))).toEqual(new Set(['ent-001']));
    const log = await s.ctx.db.selectFrom('op_log').select('detail').where('action', '=', 'manager.scope').where('target_id', '=', 'u-admin_js').executeTakeFirst();
    expect(log).toBeDefined();
    const limited = await put(js, '/ks/authority/manager/scope', { userId: 'u-admin', systems: [], regions: ['330000'] });
    expect([limited.status, limited.body.message]).toEqual([403, M.unlimitedOnly]);
    const self = await put(m, '/ks/authority/manager/scope', { userId: 'u-admin', systems: [], regions: ['330000'] });
    expect([self.status, self.body.message]).toEqual([400, M.scopeSelf]);
    const dev = await put(m, '/ks/authority/manager/scope', { userId: 'u-developer', systems: [], regions: [] });
    expect([dev.status, dev.body.message]).toEqual([400, M.notManager]);
    const unknown = await put(m, '/ks/authority/manager/scope', { userId: 'u-admin_js', systems: [], regions: ['999999'] });
    expect([unknown.status, unknown.body.message]).toEqual([400, M.unknownRegion]);
    const noSystem = await put(m, '/ks/authority/manager/scope', { userId: 'u-admin_js', systems: ['no_such_system'], regions: [] });
    expect([noSystem.status, noSystem.body.message]).toEqual([400, M.unknownSystem]);
    await put(m, '/ks/authority/manager/scope', { userId: 'u-admin_js', systems: [], regions: ['320000'] });
  });

  it('saves of one scope at once all succeed and one of them is what is stored (never a 500)', async () => {
    const sets = [['320000'], ['330000'], ['320000', '330000'], ['330000'], ['320000'], ['330000', '320000']];
    const answers = await Promise.all(sets.map((regions) => put(m, '/ks/authority/manager/scope', { userId: 'u-admin_js', systems: [], regions })));
    expect(answers.map((a) => a.status)).toEqual(sets.map(() => 200));
    const stored = (await s.ctx.db.selectFrom('manager_scopes').select('value').where('user_id', '=', 'u-admin_js').execute()).map((r) => r.value).sort();
    expect(sets.map((r) => [...r].sort().join())).toContain(stored.join());
    await put(m, '/ks/authority/manager/scope', { userId: 'u-admin_js', systems: [], regions: ['320000'] });
  });

  it('lists and searches accounts by name, role and enterprise', async () => {
    const byName = (await post<AccountPage>(m, '/ks/authority/users/list', { keyWord: '华建' })).body.data;
    expect(byName.records.map((r) => r.username)).toContain('enterprise');
    const admins = (await post<AccountPage>(m, '/ks/authority/users/list', { role: 'M' })).body.data;
    expect(admins.records.every((r) => r.role === 'M')).toBe(true);
    expect(admins.records.map((r) => r.username)).toEqual(expect.arrayContaining(['admin', 'admin_js']));
    const ent2 = (await post<AccountPage>(m, '/ks/authority/users/list', { enterpriseId: 'ent-002' })).body.data;
    expect(ent2.records.map((r) => r.username)).toEqual(['enterprise2']);
    const u = await post(js, '/ks/authority/users/list', {});
    expect(u.status).toBe(200);
    const denied = await post(await s.login('U'), '/ks/authority/users/list', {});
    expect(denied.status).toBe(403);
  });

  it('creations of one name at once (Twin, TWIN, twin …): one is made, the others answer 409, never a 500', async () => {
    const names = ['Twin', 'TWIN', 'twin', 'tWin', 'twIn', 'twiN', 'TWin', 'twIN'];
    const answers = await Promise.all(names.map((username) => post<TemporarySecret>(m, '/ks/authority/users/create', { username, userName: '同名', role: 'D' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...names.slice(1).map(() => 409)]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(M.usernameTaken);
    const rows = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'twin').execute();
    expect(rows).toHaveLength(1);
  });

  it('creates an account with a temporary password that must be changed', async () => {
    const created = await post<TemporarySecret>(m, '/ks/authority/users/create', { username: 'Dev2', userName: '第二开发者', role: 'D' });
    expect(created.body.message).toBe(M.created);
    expect(created.body.data.username).toBe('dev2');
    const token = await s.login({ username: 'dev2', password: created.body.data.temporarySecret });
    const time = await call<{ due: boolean; temporary: boolean }>(s.app, { method: 'GET', url: '/ks/individual/login/update-secret-time', token });
    expect(time.body.data).toMatchObject({ due: true, temporary: true });
    const again = await post(m, '/ks/authority/users/create', { username: 'dev2', userName: '重复', role: 'D' });
    expect([again.status, again.body.message]).toEqual([409, M.usernameTaken]);
    const bad = await post(m, '/ks/authority/users/create', { username: 'a b', userName: '名', role: 'D' });
    expect([bad.status, bad.body.message]).toEqual([400, M.usernameRule]);
    const blank = await post(m, '/ks/authority/users/create', { username: 'blankname', userName: '   ', role: 'D' });
    expect([blank.status, blank.body.message]).toEqual([400, M.userNameRule]);
    const noEnt = await post(m, '/ks/authority/users/create', { username: 'entuser', userName: '企业', role: 'U' });
    expect([noEnt.status, noEnt.body.message]).toEqual([400, M.enterpriseNeeded]);
    const missingEnt = await post(m, '/ks/authority/users/create', { username: 'entuser', userName: '企业', role: 'U', enterpriseId: 'ent-999' });
    expect([missingEnt.status, missingEnt.body.message]).toEqual([400, M.enterpriseMissing]);
    const ent = await post(m, '/ks/authority/users/create', { username: 'entuser', userName: '企业经办人', role: 'U', enterpriseId: 'ent-003' });
    expect(ent.body.code).toBe(200);
    const byLimited = await post(js, '/ks/authority/users/create', { username: 'nope', userName: '不行', role: 'M' });
    expect([byLimited.status, byLimited.body.message]).toEqual([403, M.unlimitedOnly]);
  });

  it('disabling revokes every session at once; enabling lets the account in again', async () => {
    const created = (await post<TemporarySecret>(m, '/ks/authority/users/create', { username: 'dev3', userName: '第三开发者', role: 'D' })).body.data;
    const creds = { username: 'dev3', password: created.temporarySecret };
    const [t1, t2] = [await s.login(creds), await s.login(creds)];
    const off = await put(m, '/ks/authority/users/disable', { id: created.id, disabled: true });
    expect(off.body.message).toBe(M.disabled);
    for (const t of [t1, t2]) expect((await call(s.app, { method: 'GET', url: '/ks/individual/info', token: t })).status).toBe(401);
    await expect(s.login(creds)).rejects.toThrow(/停用/);
    const on = await put(m, '/ks/authority/users/disable', { id: created.id, disabled: false });
    expect(on.body.message).toBe(M.enabled);
    expect(await s.login(creds)).toBeTruthy();
    const lines = await s.ctx.db.selectFrom('op_log').select('action').where('target_id', '=', created.id).execute();
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(['account.create', 'account.disable', 'account.enable']));
  });

  it('an administrator cannot disable or re-role themselves', async () => {
    const self = await put(m, '/ks/authority/users/disable', { id: 'u-admin', disabled: true });
    expect([self.status, self.body.message]).toEqual([400, M.selfDisable]);
    const role = await put(m, '/ks/authority/users/role', { id: 'u-admin', role: 'D' });
    expect([role.status, role.body.message]).toEqual([400, M.selfDemote]);
    expect((await call(s.app, { method: 'GET', url: '/ks/individual/info', token: m })).status).toBe(200);
  });

  it('changes a role between administrator and developer only, ending the account’s sessions', async () => {
    const created = (await post<TemporarySecret>(m, '/ks/authority/users/create', { username: 'mgr4', userName: '第四管理员', role: 'M' })).body.data;
    const t = await s.login({ username: 'mgr4', password: created.temporarySecret });
    const changed = await put(m, '/ks/authority/users/role', { id: created.id, role: 'D' });
    expect(changed.body.message).toBe(M.roleChanged);
    expect((await call(s.app, { method: 'GET', url: '/ks/individual/info', token: t })).status).toBe(401);
    const same = await put(m, '/ks/authority/users/role', { id: created.id, role: 'D' });
    expect([same.status, same.body.message]).toEqual([400, M.roleSame]);
    const toU = await put(m, '/ks/authority/users/role', { id: created.id, role: 'U' });
    expect([toU.status, toU.body.message]).toEqual([400, M.roleEnterprise]);
    const fromU = await put(m, '/ks/authority/users/role', { id: 'u-enterprise', role: 'M' });
    expect([fromU.status, fromU.body.message]).toEqual([400, M.roleEnterprise]);
    const missing = await put(m, '/ks/authority/users/role', { id: 'nobody', role: 'M' });
    expect([missing.status, missing.body.message]).toEqual([404, M.accountMissing]);
  });

  it('a reset gives a new temporary password once, ends the sessions, and the old password stops working', async () => {
    const created = (await post<TemporarySecret>(m, '/ks/authority/users/create', { username: 'dev5', userName: '第五开发者', role: 'D' })).body.data;
    const t = await s.login({ username: 'dev5', password: created.temporarySecret });
    const reset = await post<TemporarySecret>(m, '/ks/authority/users/reset-secret', { id: created.id });
    expect(reset.body.message).toBe(M.resetDone);
    expect(reset.body.data.temporarySecret).not.toBe(created.temporarySecret);
    expect((await call(s.app, { method: 'GET', url: '/ks/individual/info', token: t })).status).toBe(401);
    await expect(s.login({ username: 'dev5', password: created.temporarySecret })).rejects.toThrow();
    expect(await s.login({ username: 'dev5', password: reset.body.data.temporarySecret })).toBeTruthy();
    const row = await s.ctx.db.selectFrom('users').select(['must_change_secret', 'password_hash']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.must_change_secret).toBe(1);
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(row.password_hash).not.toContain(reset.body.data.temporarySecret);
  });
});
