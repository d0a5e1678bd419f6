import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { COMPLETE_CREDIT_APPLY } from './test-kit';

// A list whose config names a detail node (formNodeId) shows the records that detail page saves:
// they are stored under the detail node's id, and every call made from the list page (with the
// list's node id) reaches them.

// credit-public: a menu every role sees; its demo node (信用公示, a public list) is replaced here by
// a plain list over credit-apply's records.
const LIST = 'credit-public';
const FORM = 'credit-apply';

describe('a list node showing its detail node\'s records', () => {
  let s: TestServer;
  let u = '';
  let u2 = '';
  let m = '';
  beforeAll(async () => {
    s = await startTestServer();
    [u, u2, m] = await Promise.all([s.login('U'), s.login('U2'), s.login('M')]);
    const config = {
      kind: 'list',
      columns: [{ code: 'qymc', name: '企业名称' }],
      search: { displayCode: LIST, displayList: [{ name: '企业类型', code: 'qyType', type: 'select' }] },
      formNodeId: FORM,
    };
    await s.ctx.db.deleteFrom('node_versions').where('node_id', '=', LIST).execute();
    await s.ctx.db.deleteFrom('nodes').where('id', '=', LIST).execute();
    await s.ctx.db
      .insertInto('nodes')
      .values({ id: LIST, system_coding: 'credit_eval', kind: 'list', title: '信用公示', config: JSON.stringify(config), version: 1, updated_at: new Date().toISOString(), updated_by: 'test' })
      .execute();
  });
  afterAll(async () => s.close());

  const post = <T = { version: number; status: string }>(url: string, token: string, payload: object) => call<T>(s.app, { method: 'POST', url, token, payload });

  it('lists, opens, acts on and logs the record saved on the detail page, through the list node', async () => {
    const saved = await post<{ id: string; version: number }>('/ks/monitor/record/save', u, { nodeId: FORM, data: { ...COMPLETE_CREDIT_APPLY, qymc: '华建工程有限公司', qyType: 'sg' } });
    const { id } = saved.body.data;
    const page = await post<{ records: Array<{ id: string }>; total: number }>('/ks/monitor/table-list', u, { nodeId: LIST, filters: { qyType: 'sg' } });
    expect(page.body.data.records.map((r) => r.id)).toEqual([id]);
    expect((await post<{ total: number }>('/ks/monitor/table-list', u2, { nodeId: LIST })).body.data.total).toBe(0);

    expect((await post('/ks/monitor/record/detail', u, { nodeId: LIST, id })).body.code).toBe(200);
    const submitted = await post('/ks/monitor/submit', u, { nodeId: LIST, id, version: 1 });
    expect(submitted.body.data.status).toBe('submitted');
    const passed = await post('/ks/monitor/audit', m, { nodeId: LIST, id, version: 2, pass: true });
    expect(passed.body.data.status).toBe('passed');

    const log = await s.app.inject({ method: 'POST', url: '/ks/common/common/logHistory', headers: { authorization: `Bearer ${u}` }, payload: { gnCoding: LIST, id } });
    expect((log.json() as { result: Array<{ glName: string }> }).result.map((e) => e.glName)).toEqual(['新增', '提交', '审核']);
    // The other enterprise still gets nothing, whichever node it names.
    for (const nodeId of [LIST, FORM]) expect((await post('/ks/monitor/record/detail', u2, { nodeId, id })).body.message).toBe('记录不存在');
  });

  it('a record of an unrelated node is not reachable through the list node', async () => {
    const page = await post<{ records: Array<{ id: string }> }>('/ks/monitor/table-list', m, { nodeId: 'credit-record-list', pageSize: 1 });
    const other = page.body.data.records[0].id;
    expect((await post('/ks/monitor/record/detail', m, { nodeId: LIST, id: other })).body.message).toBe('记录不存在');
  });
});
