import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLogin, call, startTestServer, type TestServer } from './harness';

describe('operation log of session changes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  const rows = (action: string) =>
    s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('records a successful login with who and from where', async () => {
    const res = await attemptLogin(s.app, { username: 'developer', password: 'Dev@2026' }, '10.9.0.1');
    expect(res.body.code).toBe(200);
    const [row] = await rows('login');
    expect(row).toMatchObject({ user_id: 'u-developer', user_name: '配置开发者', role: 'D', target_type: 'session', ok: 1 });
    expect(JSON.parse(row.detail)).toMatchObject({ address: '10.9.0.1' });
    expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('records a failed login, for a real account and for an unknown one', async () => {
    await attemptLogin(s.app, { username: 'admin', password: 'nope' }, '10.9.0.2');
    await attemptLogin(s.app, { username: 'Ghost', password: 'nope' }, '10.9.0.2');
    const failed = (await rows('login')).filter((r) => r.ok === 0);
    expect(failed.map((r) => [r.user_id, r.target_id])).toEqual([
      ['u-admin', 'admin'],
      [null, 'ghost'],
    ]);
    // The password a person typed is never written down.
    expect(JSON.stringify(failed)).not.toContain('nope');
  });

  it('records a logout against the session it ended', async () => {
    const token = await s.login('U');
    await call(s.app, { method: 'GET', url: '/ks/common/logout', token });
    const [row] = await rows('logout');
    expect(row).toMatchObject({ user_id: 'u-enterprise', role: 'U', target_type: 'session', ok: 1 });
    const session = await s.ctx.db.selectFrom('sessions').select(['id', 'revoked_at']).where('id', '=', row.target_id).executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  it('records the demo-data load once', async () => {
    expect(await rows('load-fixtures')).toHaveLength(1);
  });
});
