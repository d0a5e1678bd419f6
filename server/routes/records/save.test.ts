import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { dataOf, NODE, rowOf, seedRecord } from './test-kit';

type Saved = { id: string; version: number };

describe('record save and detail', () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  const save = (payload: object, token = u) => call<Saved>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token, payload: { nodeId: NODE, ...payload } });
  const detail = (id: string) => call<{ data: Record<string, unknown>; status: string; version: number; enterpriseId: string }>(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: NODE, id } });

  it('creates a draft owned by the caller\'s enterprise and reads it back', async () => {
    const res = await save({ data: { qymc: '华建工程有限公司', pf: 91.5, tags: ['a', 'b'], nested: { x: 1 } } });
    expect(res.body).toMatchObject({ code: 200, message: '保存成功', data: { version: 1 } });
    const got = await detail(res.body.data.id);
    expect(got.body.data).toMatchObject({ status: 'draft', version: 1, enterpriseId: 'ent-001', data: { qymc: '华建工程有限公司', pf: 91.5, tags: ['a', 'b'], nested: { x: 1 } } });
    expect(await rowOf(s.ctx.db, res.body.data.id)).toMatchObject({ owner_user_id: 'u-enterprise', system_coding: 'credit_eval', status: 'draft' });
  });

  it('stores every plain string exactly as sent, markup and entities included', async () => {
    const exact = {
      bz: '<p onclick="steal()">说明<script>alert(1)</script></p>',
      lt: 'x<y',
      amp: 'A&B<x',
      tags: 'A<B>C',
      entity: '&lt;b&gt; &#106;avascript:',
      list: ['<b>粗</b><style>body{}</style>', { deep: '<img src="x" onerror="y()">' }],
      plain: 'A & B',
    };
    const res = await save({ data: exact });
    expect((await detail(res.body.data.id)).body.data.data).toEqual(exact);
  });

  it('cleans the rich text of editor fields only, keeping basic formatting, images, video and allowed links', async () => {
    const dirty =
      '<p onclick="steal()">说明<script>alert(1)</script><strong>加粗</strong><img src="https://x.cn/a.png" onerror="x()"></p>' +
      '<a href="javascript:alert(1)">坏链接</a><a href="https://example.cn/doc">好链接</a><a href="/system/x">站内</a>' +
      '<video src="https://x.cn/v.mp4" controls></video><iframe src="https://evil.cn"></iframe><img src="/ks/file/public/f1?key=k">';
    const data = { qymc: '<b>企业</b>', cnsm: dirty };
    const res = await call<Saved>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: 'credit-apply', data } });
    const stored = (await call<{ data: Record<string, unknown> }>(s.app, { method: 'POST', url: '/ks/monitor/record/detail', token: u, payload: { nodeId: 'credit-apply', id: res.body.data.id } })).body.data.data;
    expect(stored.cnsm).toBe(
      '<p>说明<strong>加粗</strong><img src="https://x.cn/a.png" /></p>' +
        '<a rel="noopener noreferrer">坏链接</a><a href="https://example.cn/doc" rel="noopener noreferrer">好链接</a><a rel="noopener noreferrer">站内</a>' +
        '<video src="https://x.cn/v.mp4" controls></video><img src="/ks/file/public/f1?key=k" />',
    );
    // A text field of the same form keeps its markup as text.
    expect(stored.qymc).toBe('<b>企业</b>');
  });

  it('updates a draft or a rejected record with the right version; the status stays', async () => {
    for (const state of ['draft', 'rejected'] as const) {
      const r = await seedRecord(s.ctx.db, state);
      const res = await save({ id: r.id, version: r.version, data: { qymc: '新名称' } });
      expect(res.body.data).toEqual({ id: r.id, version: r.version + 1 });
      const row = await rowOf(s.ctx.db, r.id);
      expect(row).toMatchObject({ status: state, version: r.version + 1 });
      expect(dataOf(row!.data)).toEqual({ qymc: '新名称' });
    }
  });

  it('answers what is wrong: missing version, stale version, reserved key, unknown node', async () => {
    const r = await seedRecord(s.ctx.db, 'draft');
    const cases: Array<[object, number, string]> = [
      [{ id: r.id, data: {} }, 400, '缺少必填字段 version（修改记录须带版本号）'],
      [{ id: r.id, version: 1, data: {} }, 409, '数据已被他人修改，请刷新后重试'],
      [{ data: { status: 'passed' } }, 400, '字段名 status 为系统保留字段，请更换'],
      [{ nodeId: 'no-such-node', data: {} }, 404, '功能节点不存在'],
      [{ nodeId: 'credit-audit', data: {} }, 404, '功能节点不存在'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await save(payload);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await rowOf(s.ctx.db, r.id)).toMatchObject({ version: r.version, status: 'draft' });
  });

  it('an enterprise user without an enterprise cannot create records', async () => {
    await s.ctx.db.updateTable('users').set({ enterprise_id: null }).where('id', '=', 'u-enterprise2').execute();
    const token = await s.login('U2');
    const res = await save({ data: { qymc: 'x' } }, token);
    expect([res.status, res.body.message]).toEqual([403, '当前账号未关联企业，不能新增记录']);
    await s.ctx.db.updateTable('users').set({ enterprise_id: 'ent-002' }).where('id', '=', 'u-enterprise2').execute();
  });
});
