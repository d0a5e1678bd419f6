import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';

// An amount keeps two decimals (issue 46): the browser's box rounds what is typed, and the server
// refuses a hand-made value with more decimals than the field's precision, in the form's words
// (schemas/form-rules.ts exceedsPrecision, applied by schemas/record-check.ts).

const FORM = 'amount-apply';
const formConfig = {
  kind: 'form',
  groups: [
    {
      key: 'jbxx',
      title: '基本信息',
      items: [
        { bianma: 'htje', name: '合同金额', type: 'number', precision: 2 },
        { bianma: 'rs', name: '人数', type: 'number', precision: 0 },
        { bianma: 'mj', name: '面积', type: 'number' },
      ],
    },
  ],
};

describe('a number with more decimals than its field keeps', () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    const dev = await s.login('D');
    u = await s.login('U');
    const menu = { systemCoding: 'credit_eval', id: FORM, title: '金额申报', nodeProperties: '详情', nodeSetFlag: true };
    expect((await call(s.app, { method: 'POST', url: '/ks/config/structure/add', token: dev, payload: menu })).body.code).toBe(200);
    expect((await call(s.app, { method: 'POST', url: '/ks/config/structure/display-groups', token: dev, payload: { nodeId: FORM, kind: 'form', config: formConfig } })).body.code).toBe(200);
  });
  afterAll(async () => s.close());

  const save = (data: object) => call<unknown>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: FORM, data } });

  it('is refused on save, naming the field and its decimals; as a string too', async () => {
    const res = await save({ htje: 1234.567, rs: 3.5 });
    expect([res.status, res.body.message]).toEqual([400, '保存失败，请修改以下内容：合同金额最多2位小数；人数须为整数']);
    expect((res.body as unknown as { data: unknown }).data).toEqual({
      problems: [
        { field: 'htje', message: '合同金额最多2位小数' },
        { field: 'rs', message: '人数须为整数' },
      ],
    });
    expect((await save({ htje: '0.001' })).body.message).toBe('保存失败，请修改以下内容：合同金额最多2位小数');
  });

  it('two decimals or fewer are saved; a field without a precision is not checked here', async () => {
    for (const data of [{ htje: 1234.56 }, { htje: 1234.5, rs: 12 }, { htje: 0 }, { mj: 12.345 }]) {
      const res = await save(data);
      expect([res.status, res.body.message]).toEqual([200, '保存成功']);
    }
  });
});
