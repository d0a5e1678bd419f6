import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { SAVE_KEY_ELSEWHERE } from './save';

// A new record's idempotency key (issue 47 point 4, docs/forms.md "When a save fails"): a create
// repeated with its key — the browser's 重试 after an answer lost on the way back — answers the
// record the first one made, and never makes a second. On SQLite, and on PostgreSQL with DATABASE_URL.

const NODE = 'credit-apply';
const URL = '/ks/monitor/record/save';

describe('POST /ks/monitor/record/save with a saveKey', () => {
  let s: TestServer;
  let token = '';
  let other = '';

  const save = (t: string, body: Record<string, unknown>) => call<{ id: string; version: number }>(s.app, { method: 'POST', url: URL, token: t, payload: { nodeId: NODE, ...body } });
  // data is text on SQLite, jsonb (an object) on PostgreSQL.
  const count = async (name: string) =>
    (await s.ctx.db.selectFrom('records').select('data').where('node_id', '=', NODE).execute()).filter((r) => (typeof r.data === 'string' ? r.data : JSON.stringify(r.data)).includes(name)).length;
  const creates = async (id: string) =>
    (await s.ctx.db.selectFrom('op_log').select('id').where('action', '=', 'record.create').where('target_id', '=', id).execute()).length;

  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login('U');
    other = await s.login('U2');
  });
  afterAll(async () => s?.close());

  it('a repeat with the same key answers the first record: one record, one create in the log', async () => {
    const saveKey = crypto.randomUUID();
    const first = await save(token, { saveKey, data: { qymc: '幂等-一次' } });
    expect(first.body.code, first.body.message).toBe(200);
    const again = await save(token, { saveKey, data: { qymc: '幂等-一次' } });
    expect(again.body).toMatchObject({ code: 200, data: { id: first.body.data.id, version: 1, repeated: true } });
    expect(first.body.data).not.toHaveProperty('repeated');
    expect(await count('幂等-一次')).toBe(1);
    expect(await creates(first.body.data.id)).toBe(1);
  });

  it('two creates with one key at the same moment make one record', async () => {
    const saveKey = crypto.randomUUID();
    const both = await Promise.all([save(token, { saveKey, data: { qymc: '幂等-并发' } }), save(token, { saveKey, data: { qymc: '幂等-并发' } })]);
    expect(both.map((a) => a.body.code)).toEqual([200, 200]);
    expect(both[1]!.body.data.id).toBe(both[0]!.body.data.id);
    expect(await count('幂等-并发')).toBe(1);
  });

  it('without a key, or with another key, each save creates its own record', async () => {
    await save(token, { data: { qymc: '幂等-无标识' } });
    await save(token, { data: { qymc: '幂等-无标识' } });
    await save(token, { saveKey: crypto.randomUUID(), data: { qymc: '幂等-无标识' } });
    expect(await count('幂等-无标识')).toBe(3);
  });

  it("one user's key never answers another user's record", async () => {
    const saveKey = crypto.randomUUID();
    const mine = await save(token, { saveKey, data: { qymc: '幂等-本人' } });
    const theirs = await save(other, { saveKey, data: { qymc: '幂等-他人' } });
    expect(theirs.body.code, theirs.body.message).toBe(200);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
  });

  it('a key used for another node is refused; a key of the wrong shape is a 400', async () => {
    const saveKey = crypto.randomUUID();
    expect((await save(token, { saveKey, data: { qymc: '幂等-节点' } })).body.code).toBe(200);
    const elsewhere = await call(s.app, { method: 'POST', url: URL, token, payload: { nodeId: 'credit-record-list', saveKey, data: { qymc: '幂等-节点' } } });
    expect(elsewhere.body).toMatchObject({ code: 400, message: SAVE_KEY_ELSEWHERE });
    expect((await save(token, { saveKey: 'short', data: {} })).status).toBe(400);
  });
});
