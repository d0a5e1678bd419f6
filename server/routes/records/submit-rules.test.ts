import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { COMPLETE_CREDIT_APPLY, linesOf, rowOf } from './test-kit';

type Saved = { id: string; version: number };

// Issue 10 row 5: /ks/monitor/submit accepted a 信用申报 record with its 13 required fields empty.
// The server now applies the form's own rules (schemas/record-check.ts): a draft may be
// incomplete, a submit may not; format rules hold on every save.

const FORM = 'credit-apply';

describe('the form rules on save and submit', () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  const save = (data: object, extra: object = {}) => call<Saved>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: FORM, data, ...extra } });
  const submit = (r: Saved) => call<{ status: string }>(s.app, { method: 'POST', url: '/ks/monitor/submit', token: u, payload: { nodeId: FORM, id: r.id, version: r.version } });

  it('saves an empty draft, refuses to submit it naming all 13 required fields, and leaves it a draft', async () => {
    const draft = (await save({})).body.data;
    const res = await submit(draft);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '提交失败，请修改以下内容：企业名称必填；统一社会信用代码必填；企业类型必填；职工人数必填；申报类型必填；注册省份必填；注册城市必填；办公地址（省市区）必填；资质类型必填；专业评审范围必填；承诺开始日期必填；承诺结束日期必填；承诺说明必填',
    );
    expect(await rowOf(s.ctx.db, draft.id)).toMatchObject({ status: 'draft', version: draft.version });
    const lines = await linesOf(s.ctx.db, draft.id);
    expect(lines.map((l) => [l.action, l.ok])).toEqual([['record.create', 1], ['record.submit', 0]]);
  });

  it('submits once every rule holds', async () => {
    const draft = (await save({ ...COMPLETE_CREDIT_APPLY })).body.data;
    expect((await submit(draft)).body.data.status).toBe('submitted');
  });

  it('a switch-1 child is required only while its switch is on; a hidden one is not checked', async () => {
    const on = (await save({ ...COMPLETE_CREDIT_APPLY, sfyfb: true })).body.data;
    expect((await submit(on)).body.message).toBe('提交失败，请修改以下内容：分包单位必填');
    const off = (await save({ ...COMPLETE_CREDIT_APPLY, sfyfb: false, fbdw: '' })).body.data;
    expect((await submit(off)).status).toBe(200);
  });

  it('refuses, on any save, a value breaking a format rule: regex, date order, selection limit', async () => {
    const cases: Array<[object, string]> = [
      [{ tyshxydm: '123' }, '保存失败，请修改以下内容：统一社会信用代码：请输入18位统一社会信用代码（数字或大写字母）'],
      [{ kssj: '2026-05-01', jssj: '2026-04-30' }, '保存失败，请修改以下内容：承诺结束日期不能早于承诺开始日期'],
      [{ zypsfw: ['a', 'b', 'c', 'd', 'e', 'f'] }, '保存失败，请修改以下内容：专业评审范围：最多选择5项'],
    ];
    for (const [data, message] of cases) {
      const res = await save(data);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it('names the fields of a refusal in data.problems, each in the words the form shows at the field (issue 45 point 3)', async () => {
    const res = await save({ zypsfw: ['a', 'b', 'c', 'd', 'e', 'f'], tyshxydm: '123', kssj: '2026-05-01', jssj: '2026-04-30' });
    expect(res.status).toBe(400);
    expect((res.body as unknown as { data: unknown }).data).toEqual({
      problems: [
        { field: 'tyshxydm', message: '请输入18位统一社会信用代码（数字或大写字母）' },
        { field: 'zypsfw', message: '最多选择5项' },
        { field: 'jssj', message: '承诺结束日期不能早于承诺开始日期' },
      ],
    });
    const draft = (await save({})).body.data;
    const refused = await submit(draft);
    expect((refused.body as unknown as { data: { problems: Array<{ field: string; message: string }> } }).data.problems[0]).toEqual({ field: 'qymc', message: '企业名称必填' });
  });

  it('checks the credit code with the one USCC check of registration (issue 45 point 4)', async () => {
    const res = await save({ tyshxydm: '91330100MA2B3C4D5E' });
    expect([res.status, res.body.message]).toEqual([400, '保存失败，请修改以下内容：统一社会信用代码校验位不正确，请核对后重新输入']);
    expect((await save({ tyshxydm: '91610100MA6TG1KX5W' })).status).toBe(200);
  });

  it('treats rich text that only held removed markup as empty', async () => {
    const draft = (await save({ ...COMPLETE_CREDIT_APPLY, cnsm: '<script>alert(1)</script>' })).body.data;
    expect((await submit(draft)).body.message).toBe('提交失败，请修改以下内容：承诺说明必填');
  });
});
