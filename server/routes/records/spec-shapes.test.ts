import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';

// Node configs written in the spec's own shapes (issue 14): the server takes them as written
// (a column typed "", a list without a search group) and its submit check agrees with the form
// about a switch-1 child written with show: false (hidden until switched on, then required).

const FORM = 'spec-fb';
const LIST = 'spec-fb-list';

const formConfig = {
  kind: 'form',
  groups: [
    {
      key: 'jbxx',
      title: '基本信息',
      items: [
        { bianma: 'xmmc', name: '项目名称', type: 'text', required: 1 },
        { bianma: 'sfyfb', name: '是否有分包', type: 'switch-1', childNode: 'fbdw' },
        { bianma: 'fbdw', name: '分包单位', type: 'text', required: 1, show: false },
      ],
    },
  ],
};
// No `search` (absent means none) and a column whose type is "" (plain text), as spec 002 writes them.
const listConfig = {
  kind: 'list',
  columns: [
    { code: 'xmmc', name: '项目名称', type: '', isSearch: true },
    { code: 'fbdw', name: '分包单位', type: '' },
  ],
  formNodeId: FORM,
};

describe('spec-shaped configs, accepted as written', () => {
  let s: TestServer;
  let dev = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [dev, u] = await Promise.all([s.login('D'), s.login('U')]);
    for (const [id, title, nodeProperties] of [[FORM, '分包登记', '详情'], [LIST, '分包一览', '列表']]) {
      const payload = { systemCoding: 'credit_eval', id, title, nodeProperties, nodeSetFlag: true };
      const res = await call(s.app, { method: 'POST', url: '/ks/config/structure/add', token: dev, payload });
      expect(res.body.code).toBe(200);
    }
  });
  afterAll(async () => s.close());

  const post = <T = { id: string; version: number; status: string }>(url: string, token: string, payload: object) =>
    call<T>(s.app, { method: 'POST', url, token, payload });

  it('stores a list config without a search group and with columns typed ""', async () => {
    expect((await post('/ks/config/structure/display-groups', dev, { nodeId: FORM, kind: 'form', config: formConfig })).body.code).toBe(200);
    const res = await post('/ks/config/structure/display-groups', dev, { nodeId: LIST, kind: 'list', config: listConfig });
    expect(res.body).toMatchObject({ code: 200, message: '新建成功' });
    const detail = await call<{ config: unknown }>(s.app, { method: 'GET', url: `/ks/config/structure/display-groups/detail?nodeId=${LIST}`, token: dev });
    expect(detail.body.data.config).toEqual(listConfig);
  });

  it('switch on with the required child empty: the submit is refused with the field\'s message; filled: accepted', async () => {
    const saved = await post('/ks/monitor/record/save', u, { nodeId: FORM, data: { xmmc: '某某道路工程', sfyfb: true } });
    expect(saved.body).toMatchObject({ code: 200 });
    const { id, version } = saved.body.data;
    const refused = await post('/ks/monitor/submit', u, { nodeId: FORM, id, version });
    expect(refused.body).toMatchObject({ code: 400, message: '提交失败，请修改以下内容：分包单位必填' });

    const filled = await post('/ks/monitor/record/save', u, { nodeId: FORM, id, version, data: { xmmc: '某某道路工程', sfyfb: true, fbdw: '某劳务公司' } });
    expect(filled.body.code).toBe(200);
    const submitted = await post('/ks/monitor/submit', u, { nodeId: FORM, id, version: filled.body.data.version });
    expect(submitted.body.data.status).toBe('submitted');
  });

  it('switch off: the hidden child is not required and the submit is accepted', async () => {
    const saved = await post('/ks/monitor/record/save', u, { nodeId: FORM, data: { xmmc: '某某桥梁工程', sfyfb: false } });
    const submitted = await post('/ks/monitor/submit', u, { nodeId: FORM, id: saved.body.data.id, version: saved.body.data.version });
    expect(submitted.body).toMatchObject({ code: 200, data: { status: 'submitted' } });
  });

  it('the list without a search group lists the records; a header search on a "" column compares by contains', async () => {
    const page = await post<{ records: Array<{ xmmc: string; fbdw?: string }>; total: number }>('/ks/monitor/table-list', u, { nodeId: LIST });
    expect(page.body.code).toBe(200);
    expect(page.body.data.records.map((r) => r.xmmc).sort()).toEqual(['某某桥梁工程', '某某道路工程']);
    const found = await post<{ records: Array<{ xmmc: string; fbdw?: string }> }>('/ks/monitor/table-list', u, { nodeId: LIST, filters: { xmmc: '道路' } });
    expect(found.body.data.records).toEqual([expect.objectContaining({ xmmc: '某某道路工程', fbdw: '某劳务公司' })]);
  });
});
