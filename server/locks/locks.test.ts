import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accounts from '../../fixtures/accounts.json';
import type { WorkflowState } from '../../schemas';
import { LOCK_MESSAGES, type LockedEnterprise, type LockEntry, type LockPage } from '../../schemas/locks';
import { call, startTestServer, type TestServer } from '../test/harness';
import { seedRecord } from '../routes/records/test-kit';

// 锁管理 (docs/locks.md): a locked enterprise's submit is refused with the reason, a draft can still
// be saved, unlocking lets it submit again; one lock in force per enterprise, on both dialects.

const ADMIN_JS = accounts.find((a) => a.username === 'admin_js')!;
const ENT = 'ent-001';

describe('锁管理: locking an enterprise', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  let d = '';
  let mjs = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u, d, mjs] = [await s.login('M'), await s.login('U'), await s.login('D'), await s.login(ADMIN_JS)];
  }, 120_000);
  afterAll(async () => s?.close());

  const refresh = (token: string, payload: object) => call<LockedEnterprise>(s.app, { method: 'POST', url: '/ks/jjrj/lock/refresh-lock', token, payload });
  const info = (token: string, payload: object = {}) => call<LockedEnterprise>(s.app, { method: 'POST', url: '/ks/jjrj/lock/ent-info', token, payload });
  const submit = (id: string, version: number) => call<WorkflowState>(s.app, { method: 'POST', url: '/ks/monitor/submit', token: u, payload: { nodeId: 'credit-record-list', id, version } });

  it('a locked enterprise submits nothing, with the reason; it reads its lock; unlocking lets it submit; both in the log', async () => {
    expect((await refresh(m, { enterpriseId: ENT, locked: true, reason: '  ' })).body).toMatchObject({ code: 400, message: LOCK_MESSAGES.lockReason });
    expect((await refresh(d, { enterpriseId: ENT, locked: true, reason: '违规' })).status).toBe(403);
    expect((await refresh(mjs, { enterpriseId: ENT, locked: true, reason: '违规' })).body).toMatchObject({ code: 403, message: '无权管理该地区的企业' });
    const locked = await refresh(m, { enterpriseId: ENT, locked: true, reason: '围标串标调查中' });
    expect(locked.body).toMatchObject({ code: 200, message: '锁定成功', data: { enterpriseId: ENT, locked: true, lock: { reason: '围标串标调查中', unlockedAt: null } } });
    expect((await refresh(m, { enterpriseId: ENT, locked: true, reason: '再锁' })).body).toMatchObject({ code: 409, message: LOCK_MESSAGES.alreadyLocked });

    // the enterprise reads its own lock, whatever id it names
    expect((await info(u, { enterpriseId: 'ent-002' })).body.data).toMatchObject({ enterpriseId: ENT, locked: true, lock: { reason: '围标串标调查中' } });

    const draft = await seedRecord(s.ctx.db, 'draft');
    const refused = await submit(draft.id, draft.version);
    expect(refused.body).toMatchObject({ code: 403, message: LOCK_MESSAGES.submitRefused('围标串标调查中') });
    const stored = await s.ctx.db.selectFrom('records').select(['status', 'version']).where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'draft', version: draft.version });

    expect((await refresh(m, { enterpriseId: ENT, locked: false, reason: '' })).body).toMatchObject({ code: 400, message: LOCK_MESSAGES.unlockReason });
    expect((await refresh(m, { enterpriseId: ENT, locked: false, reason: '调查结束，未发现违规' })).body).toMatchObject({ code: 200, message: '解锁成功', data: { locked: false, lock: null } });
    expect((await refresh(m, { enterpriseId: ENT, locked: false, reason: '再解' })).body).toMatchObject({ code: 409, message: LOCK_MESSAGES.notLocked });
    expect((await submit(draft.id, draft.version)).status).toBe(200);

    const history = await call<LockEntry[]>(s.app, { method: 'POST', url: '/ks/jjrj/lock/history', token: m, payload: { enterpriseId: ENT } });
    expect(history.body.data[0]).toMatchObject({ reason: '围标串标调查中', unlockReason: '调查结束，未发现违规', unlockedBy: expect.any(String) });
    const lines = await s.ctx.db.selectFrom('op_log').select(['action', 'detail']).where('target_type', '=', 'enterprise-lock').where('target_id', '=', ENT).orderBy('id').execute();
    expect(lines.map((l) => l.action).slice(-2)).toEqual(['enterprise.lock', 'enterprise.unlock']);
    expect(JSON.parse(lines.at(-1)!.detail)).toMatchObject({ reason: '调查结束，未发现违规' });
  });

  it('the list: every enterprise with its lock, by state and keyword; a region-limited administrator sees its regions only', async () => {
    await refresh(m, { enterpriseId: 'ent-002', locked: true, reason: '资质证书过期' });
    const list = (token: string, payload: object) => call<LockPage>(s.app, { method: 'POST', url: '/ks/jjrj/lock/list', token, payload });
    const lockedOnly = await list(m, { state: 'locked', pageSize: 100 });
    expect(lockedOnly.body.data.records.map((r) => r.enterpriseId)).toContain('ent-002');
    expect(lockedOnly.body.data.records.every((r) => r.locked && r.lock)).toBe(true);
    const all = await list(m, { pageSize: 100 });
    expect(all.body.data.total).toBeGreaterThan(lockedOnly.body.data.total);
    const byName = await list(m, { keyword: all.body.data.records.find((r) => r.enterpriseId === 'ent-002')!.qymc.slice(0, 2), pageSize: 100 });
    expect(byName.body.data.records.map((r) => r.enterpriseId)).toContain('ent-002');
    expect((await list(m, { keyword: '%', pageSize: 100 })).body.data.total).toBe(0);
    const js = await list(mjs, { pageSize: 100 });
    expect(js.body.data.records.some((r) => r.enterpriseId === ENT)).toBe(false);
    expect((await list(u, {})).status).toBe(403);
    await refresh(m, { enterpriseId: 'ent-002', locked: false, reason: '已补正' });
  });

  it('ten administrators locking at once: exactly one lock in force', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_x, i) => refresh(m, { enterpriseId: 'ent-003', locked: true, reason: `并发锁定 ${i}` })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409 && a.body.message === LOCK_MESSAGES.alreadyLocked)).toHaveLength(9);
    const inForce = await s.ctx.db.selectFrom('enterprise_locks').select('id').where('enterprise_id', '=', 'ent-003').where('unlocked_at', 'is', null).execute();
    expect(inForce).toHaveLength(1);
    await refresh(m, { enterpriseId: 'ent-003', locked: false, reason: '测试结束' });
  });
});
