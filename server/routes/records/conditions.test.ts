import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';

// Conditional field rules and named validators (issue 14), through the real API: a developer
// stores a form whose rules are pure config, an enterprise user saves and submits records, and
// the server's check agrees with the form (schemas/record-check.ts with schemas/conditions.ts).

const FORM = 'cond-apply';
const hideWhenSimple = { when: { field: 'tbfs', op: 'eq', value: 'hide' }, then: { display: 'hidden' } };
const formConfig = {
  kind: 'form',
  groups: [
    {
      key: 'jbxx',
      title: '基本信息',
      items: [
        { bianma: 'tbfs', name: '填报方式', type: 'select', options: { list: [{ label: '完整填报', value: 'full' }, { label: '简易填报', value: 'hide' }] } },
        // "hide these two fields while that select's value is hide"
        { bianma: 'lxr', name: '联系人', type: 'text', required: 1, rules: [hideWhenSimple] },
        { bianma: 'lxdh', name: '联系电话', type: 'text', required: 1, validator: 'mobile', rules: [hideWhenSimple] },
        { bianma: 'tyshxydm', name: '统一社会信用代码', type: 'text', regex: '^[0-9A-Z]{18}$', validator: 'uscc' },
        {
          bianma: 'fzrsfz',
          name: '负责人身份证号',
          type: 'text',
          validator: 'idCard',
          rules: [{ when: { any: [{ field: 'tbfs', op: 'eq', value: 'full' }, { field: 'lxr', op: 'notEmpty' }] }, then: { required: true } }],
        },
      ],
    },
  ],
};
const FULL = { tbfs: 'full', lxr: '张三', lxdh: '13800138000', tyshxydm: '91350100M000100Y43', fzrsfz: '11010519491231002X' };

describe('conditional rules and named validators on the server', () => {
  let s: TestServer;
  let dev = '';
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    [dev, u] = await Promise.all([s.login('D'), s.login('U')]);
    const payload = { systemCoding: 'credit_eval', id: FORM, title: '条件规则申报', nodeProperties: '详情', nodeSetFlag: true };
    expect((await call(s.app, { method: 'POST', url: '/ks/config/structure/add', token: dev, payload })).body.code).toBe(200);
  });
  afterAll(async () => s.close());

  const post = <T = { id: string; version: number; status: string }>(url: string, token: string, payload: object) =>
    call<T>(s.app, { method: 'POST', url, token, payload });
  const saveAndSubmit = async (data: object) => {
    const saved = await post('/ks/monitor/record/save', u, { nodeId: FORM, data });
    expect(saved.body.code).toBe(200);
    return post('/ks/monitor/submit', u, { nodeId: FORM, id: saved.body.data.id, version: saved.body.data.version });
  };

  it('refuses a config whose rule names an unknown field or gives in a single value, in Chinese; stores the right one', async () => {
    const bad = structuredClone(formConfig);
    bad.groups[0].items[1].rules = [{ when: { field: 'nope', op: 'eq', value: 'hide' }, then: { display: 'hidden' } }];
    bad.groups[0].items[2].rules = [{ when: { field: 'tbfs', op: 'in', value: 'hide' }, then: { display: 'hidden' } }];
    const refused = await post<{ problems: string[] }>('/ks/config/structure/display-groups', dev, { nodeId: FORM, kind: 'form', config: bad });
    expect(refused.body.code).toBe(400);
    expect(refused.body.data.problems).toEqual([
      '第 2 个字段「联系人」(lxr): 第 1 条条件规则：条件字段 nope 不存在',
      '第 3 个字段「联系电话」(lxdh): 第 1 条条件规则：「属于其中之一」需要一组取值（文字或数字的列表）',
    ]);
    const stored = await post('/ks/config/structure/display-groups', dev, { nodeId: FORM, kind: 'form', config: formConfig });
    expect(stored.body).toMatchObject({ code: 200, message: '新建成功' });
  });

  it('hidden by the rule, the required fields may be empty and a bad phone is not checked: accepted', async () => {
    const res = await saveAndSubmit({ tbfs: 'hide', lxdh: '123' });
    expect(res.body).toMatchObject({ code: 200, data: { status: 'submitted' } });
  });

  it('revealed, they are required again: refused with the fields\' messages; the any-rule makes the ID number required', async () => {
    const res = await saveAndSubmit({ tbfs: 'full' });
    expect(res.body).toMatchObject({ code: 400, message: '提交失败，请修改以下内容：联系人必填；联系电话必填；负责人身份证号必填' });
    expect((await saveAndSubmit(FULL)).body.data.status).toBe('submitted');
  });

  it('a USCC whose check character is wrong (the regex accepts it) is refused on save; so are a bad ID number and phone', async () => {
    const cases: Array<[object, string]> = [
      [{ tyshxydm: '91350100M000100Y44' }, '保存失败，请修改以下内容：统一社会信用代码校验位不正确，请核对后重新输入'],
      [{ tbfs: 'full', fzrsfz: '110105194912310021' }, '保存失败，请修改以下内容：负责人身份证号：请输入正确的身份证号码'],
      [{ tbfs: 'full', lxdh: '1380013800' }, '保存失败，请修改以下内容：联系电话：请输入正确的手机号码'],
    ];
    for (const [data, message] of cases) {
      const res = await post('/ks/monitor/record/save', u, { nodeId: FORM, data });
      expect([res.body.code, res.body.message]).toEqual([400, message]);
    }
  });
});
