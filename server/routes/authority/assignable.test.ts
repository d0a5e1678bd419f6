import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { RECORD_NOT_FOUND } from '../../records/service';
import { addAdmin, seedRecord } from '../records/test-kit';

type Assignee = { id: string; userName: string; username: string };

describe('POST /ks/authority/manager/assignable-list (任务指派 candidates)', () => {
  let s: TestServer;
  let m = '';
  beforeAll(async () => {
    s = await startTestServer();
    await addAdmin(s.ctx.db);
    const off = await addAdmin(s.ctx.db, 'admin3', 'Admin3@2026');
    await s.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', off.id).execute();
    m = await s.login('M');
  });
  afterAll(async () => s.close());

  const list = (token: string, payload: object) =>
    call<Assignee[]>(s.app, { method: 'POST', url: '/ks/authority/manager/assignable-list', token, payload });

  it('lists the enabled administrators, never an enterprise user or a disabled account', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted');
    const answer = await list(m, { id: r.id });
    expect(answer.body.code).toBe(200);
    const ids = answer.body.data.map((a) => a.id).sort();
    expect(ids).toEqual(['u-admin', 'u-admin2']);
    expect(answer.body.data.find((a) => a.id === 'u-admin2')).toMatchObject({ userName: '第二管理员', username: 'admin2' });
  });

  it('leaves out the record’s submitter, whom the assign call would refuse', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted', { ownerUserId: 'u-admin2', enterpriseId: null });
    const answer = await list(m, { id: r.id });
    expect(answer.body.data.map((a) => a.id)).toEqual(['u-admin']);
  });

  it('an unknown record answers 404 with the record message', async () => {
    const answer = await list(m, { id: 'no-such-record' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(RECORD_NOT_FOUND);
  });

  it('enterprise users and developers may not ask', async () => {
    const r = await seedRecord(s.ctx.db, 'submitted');
    for (const role of ['U', 'D'] as const) {
      const answer = await list(await s.login(role), { id: r.id });
      expect(answer.status).toBe(403);
    }
  });
});
