import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStatus } from '../../schemas';
import { call, startTestServer, type TestServer } from '../test/harness';
import { dataOf, linesOf, NODE, rowOf, seedRecord } from '../routes/records/test-kit';

// Change requests through the API (docs/credit.md "Change requests"), on SQLite or, with
// DATABASE_URL, PostgreSQL. Records of ent-001 (owner: the demo enterprise user) on 信用记录.

type Who = 'U' | 'U2' | 'D' | 'M';
const FILE = '/ks/file/download/demo-zbgg';

const body = (businessId: string, extra: Record<string, unknown> = {}) => ({
  gnCoding: NODE,
  systemCoding: 'credit_eval',
  businessId,
  changeType: '信息变更/评分变更',
  changeTypeCode: 'info/score',
  logbook: '复核后评分有误',
  attachment: FILE,
  dataList: [
    { changeField: 'pf', oldValue: 1, newValue: 92 },
    { changeField: 'xmmc', newValue: '学校新建工程（二期）' },
  ],
  ...extra,
});

describe('change requests (/ks/rfc/*)', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const post = (who: Who, path: string, payload: unknown) => call<Record<string, unknown>>(s.app, { method: 'POST', url: `/ks/rfc/${path}`, token: tokens[who], payload });
  const passedRecord = (status: RecordStatus = 'passed') => seedRecord(s.ctx.db, status, { data: { qymc: '华建工程有限公司', pf: 80, xmmc: '学校新建工程', xwlx: '良好行为' } });
  const saveNew = async (id: string, who: Who = 'U', extra: Record<string, unknown> = {}) => {
    const res = await post(who, 'save-change-data', body(id, extra));
    return { res, change: res.body.data as { id: string; round: number; operations: Array<{ code: string }>; dataList: Array<Record<string, unknown>> } };
  };

  it('the whole journey: save, submit, reject with a suggestion, a second round, pass; the record takes the new values', async () => {
    const { id } = await passedRecord();
    const first = await saveNew(id);
    expect(first.res.body.message).toBe('保存成功');
    expect(first.change).toMatchObject({ round: 1, change: '1', stage: 'draft', userPermission: true, managerPermission: false, label: '第 1 次变更' });
    expect(first.change.operations.map((o) => o.code)).toEqual(['save', 'modify', 'submit', 'closed']);
    // The old value is the record's, whatever the client claimed.
    expect(first.change.dataList[0]).toMatchObject({ changeField: 'pf', oldValue: 80, newValue: 92 });

    expect((await post('U', 'change-submit', { id: first.change.id, gnCoding: NODE })).body.message).toBe('提交成功');
    const refused = await post('M', 'change-audit', { id: first.change.id, gnCoding: NODE, pass: false, auditRecord: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('请填写审核建议');
    const rejected = await post('M', 'change-audit', { id: first.change.id, gnCoding: NODE, pass: false, auditRecord: '请补充评分依据' });
    expect(rejected.body.message).toBe('操作成功');
    expect(rejected.body.data).toMatchObject({ change: '-1', changeStatus: '变更驳回', auditRecord: '请补充评分依据' });
    expect(dataOf((await rowOf(s.ctx.db, id))!.data)).toMatchObject({ pf: 80 });

    const second = await saveNew(id, 'U', { logbook: '已补充评分依据' });
    expect(second.change.round).toBe(2);
    await post('U', 'change-submit', { id: second.change.id, gnCoding: NODE });
    const passed = await post('M', 'change-audit', { id: second.change.id, gnCoding: NODE, pass: true, auditRecord: '' });
    expect(passed.body).toMatchObject({ code: 200, message: '操作成功', data: { change: '2', changeStatus: '变更通过' } });
    const row = (await rowOf(s.ctx.db, id))!;
    expect(dataOf(row.data)).toMatchObject({ pf: 92, xmmc: '学校新建工程（二期）', qymc: '华建工程有限公司' });
    expect(Number(row.version)).toBe(4);

    const list = await post('U', 'change-records', { gnCoding: NODE, businessId: id, systemCoding: 'credit_eval' });
    const rounds = list.body.data as unknown as Array<{ label: string; change: string; dataList: Array<{ oldValue: unknown; newValue: unknown }>; operations: Array<{ code: string }> }>;
    expect(rounds.map((r) => [r.label, r.change])).toEqual([
      ['第 1 次变更', '-1'],
      ['第 2 次变更', '2'],
    ]);
    // Before and after stay as they were at the time.
    expect(rounds[1].dataList[0]).toMatchObject({ oldValue: 80, newValue: 92 });
    // Only the latest rejected round could be modified; both are closed now.
    expect(rounds.map((r) => r.operations.map((o) => o.code))).toEqual([['closed'], ['closed']]);
    const steps = (await linesOf(s.ctx.db, id)).filter((l) => l.ok === 1).map((l) => l.action);
    expect(steps).toEqual(['record.change-save', 'record.change-submit', 'record.change-reject', 'record.change-save', 'record.change-submit', 'record.change-pass']);
  });

  it('checks a save in the spec’s order, naming the first problem', async () => {
    const { id } = await passedRecord();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ changeTypeCode: '', logbook: '', attachment: '' }, '请选择变更类型！'],
      [{ logbook: ' ', attachment: '' }, '请输入变更原因！'],
      [{ attachment: '' }, '请上传附件！'],
      [{ dataList: [{ changeField: 'pf', newValue: 101 }] }, '分值不能超过该标准的最高分 100 分；如需更高分值，请作废当前申报后重新添加'],
      [{ dataList: [{ changeField: 'pf', newValue: -1 }] }, '分值不能小于 0'],
      [{ dataList: [{ changeField: 'xwlx', newValue: '不良行为' }] }, '行为类型不能变更'],
      [{ dataList: [{ changeField: 'qymc', newValue: '别家' }] }, '字段 qymc 不能变更'],
      [{ changeTypeCode: 'info/nothing' }, '变更类型不存在，请重新选择'],
      [{ attachment: 'javascript:alert(1)' }, '字段 attachment 的链接地址不合法：只允许 http:// 或 https:// 开头的网址，或本平台的文件地址'],
    ];
    for (const [extra, message] of cases) {
      const { res } = await saveNew(id, 'U', extra);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await s.ctx.db.selectFrom('change_requests').select('id').where('record_id', '=', id).execute()).toEqual([]);
  });

  it('a change type changes its own fields: 认定机构变更 moves 认定机构 and nothing else', async () => {
    const { id } = await passedRecord();
    const agency = { changeType: '其他变更/认定机构变更', changeTypeCode: 'other/agency' };
    const wrong = await saveNew(id, 'U', { ...agency, dataList: [{ changeField: 'pf', newValue: 90 }] });
    expect([wrong.res.status, wrong.res.body.message]).toEqual([400, '评分不属于所选的变更类型，请选择对应的变更类型后再修改']);
    const alsoWrong = await saveNew(id, 'U', { dataList: [{ changeField: 'rdjg', newValue: '市住建局' }] });
    expect(alsoWrong.res.body.message).toBe('认定机构不属于所选的变更类型，请选择对应的变更类型后再修改');
    const { change } = await saveNew(id, 'U', { ...agency, dataList: [{ changeField: 'rdjg', newValue: '市住房和城乡建设局' }] });
    await post('U', 'change-submit', { id: change.id, gnCoding: NODE });
    expect((await post('M', 'change-audit', { id: change.id, gnCoding: NODE, pass: true })).status).toBe(200);
    expect(dataOf((await rowOf(s.ctx.db, id))!.data)).toMatchObject({ rdjg: '市住房和城乡建设局', pf: 80 });
    const fields = await post('U', 'change-fields', { gnCoding: NODE, id });
    expect((fields.body.data as unknown as { fields: Array<{ code: string; types?: string[] }> }).fields.find((f) => f.code === 'rdjg')?.types).toEqual(['other/agency']);
  });

  it('starts a change only on the owner’s audited record, one open change at a time', async () => {
    const draft = await passedRecord('draft');
    expect((await saveNew(draft.id)).res.body.message).toBe('记录审核通过或已发布后才能发起变更');
    const published = await passedRecord('published');
    expect((await saveNew(published.id)).res.status).toBe(200);
    const again = await saveNew(published.id);
    expect([again.res.status, again.res.body.message]).toEqual([409, '该记录已有未完成的变更，请完成或等待审核后再发起新的变更']);
    expect((await saveNew(published.id, 'M')).res.status).toBe(403);
    expect((await saveNew(published.id, 'D')).res.status).toBe(403);
  });

  it('answers another enterprise 404 on every call, as for a missing record', async () => {
    const { id } = await passedRecord();
    const { change } = await saveNew(id);
    const calls: Array<[string, unknown]> = [
      ['change-records', { gnCoding: NODE, businessId: id }],
      ['change-fields', { gnCoding: NODE, id }],
      ['save-change-data', body(id)],
      ['save-change-data', body(id, { id: change.id })],
      ['change-submit', { gnCoding: NODE, id: change.id }],
      ['change-audit', { gnCoding: NODE, id: change.id, pass: true }],
    ];
    for (const [path, payload] of calls) {
      const res = await post('U2', path, payload);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('stage × move × caller: who may save, submit, pass and reject a change in each stage', async () => {
    //                  draft submitted passed rejected
    const table: Record<'save' | 'submit' | 'pass' | 'reject', Record<Who, number[]>> = {
      save: { U: [200, 403, 403, 403], U2: [404, 404, 404, 404], D: [403, 403, 403, 403], M: [403, 200, 403, 403] },
      submit: { U: [200, 403, 403, 403], U2: [404, 404, 404, 404], D: [403, 403, 403, 403], M: [403, 403, 403, 403] },
      pass: { U: [403, 403, 403, 403], U2: [404, 404, 404, 404], D: [403, 403, 403, 403], M: [403, 200, 403, 403] },
      reject: { U: [403, 403, 403, 403], U2: [404, 404, 404, 404], D: [403, 403, 403, 403], M: [403, 200, 403, 403] },
    };
    const stages = ['draft', 'submitted', 'passed', 'rejected'] as const;
    for (const [move, row] of Object.entries(table)) {
      for (const [who, expected] of Object.entries(row) as Array<[Who, number[]]>) {
        for (const [i, stage] of stages.entries()) {
          const { id } = await passedRecord();
          const { change } = await saveNew(id);
          if (stage !== 'draft') await post('U', 'change-submit', { id: change.id, gnCoding: NODE });
          if (stage === 'passed' || stage === 'rejected') await post('M', 'change-audit', { id: change.id, gnCoding: NODE, pass: stage === 'passed', auditRecord: '已核实' });
          const res =
            move === 'save'
              ? await post(who, 'save-change-data', body(id, { id: change.id, logbook: '再改一次' }))
              : move === 'submit'
                ? await post(who, 'change-submit', { id: change.id, gnCoding: NODE })
                : await post(who, 'change-audit', { id: change.id, gnCoding: NODE, pass: move === 'pass', auditRecord: '已核实' });
          expect(`${move} by ${who} on ${stage}: ${res.status}`).toBe(`${move} by ${who} on ${stage}: ${expected[i]}`);
        }
      }
    }
  });

  it('refuses a pass once the record moved on after the change was made (409), and changes nothing', async () => {
    const { id } = await passedRecord();
    const { change } = await saveNew(id);
    await post('U', 'change-submit', { id: change.id, gnCoding: NODE });
    await s.ctx.db.updateTable('records').set({ version: 9 }).where('id', '=', id).execute();
    const res = await post('M', 'change-audit', { id: change.id, gnCoding: NODE, pass: true });
    expect([res.status, res.body.message]).toEqual([409, '记录在发起变更后已被修改，本次变更不能通过；请驳回，由企业按最新数据重新发起变更']);
    expect(dataOf((await rowOf(s.ctx.db, id))!.data)).toMatchObject({ pf: 80 });
    const stored = await s.ctx.db.selectFrom('change_requests').select('stage').where('id', '=', change.id).executeTakeFirstOrThrow();
    expect(stored.stage).toBe('submitted');
  });

  it('two passes at once: exactly one wins and the record moves one version', async () => {
    const { id, version } = await passedRecord();
    const { change } = await saveNew(id);
    await post('U', 'change-submit', { id: change.id, gnCoding: NODE });
    const both = await Promise.all([1, 2].map(() => post('M', 'change-audit', { id: change.id, gnCoding: NODE, pass: true })));
    // The loser either waited and found the change passed (403) or lost the compare-and-set (409).
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(both.find((r) => r.status !== 200)!.status);
    expect(Number((await rowOf(s.ctx.db, id))!.version)).toBe(version + 1);
  });

  it('lists the change types and the fields a change may touch', async () => {
    const { id } = await passedRecord();
    const types = await post('U', 'change-types', { gnCoding: NODE, systemCoding: 'credit_eval' });
    expect((types.body.data as unknown as Array<{ value: string }>).map((t) => t.value)).toEqual(['info', 'other']);
    const fields = await post('U', 'change-fields', { gnCoding: NODE, id, systemCoding: 'credit_eval' });
    const data = fields.body.data as { map: Record<string, unknown>; fields: Array<{ code: string; readonly: boolean }>; curInfo: { id: string; highest: number } };
    expect(data.map).toMatchObject({ pf: 80, enclosure: '' });
    expect(data.fields.filter((f) => f.readonly).map((f) => f.code)).toEqual(['xwlx', 'xwmc']);
    expect(data.curInfo).toEqual({ id, highest: 100, scoreField: 'pf', startField: null, endField: null });
  });

  it('answers the spec’s path with its trailing space too', async () => {
    const { id } = await passedRecord();
    await saveNew(id);
    const res = await post('U', 'change-records%20', { gnCoding: NODE, businessId: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
  });

  it('holds a change to the checks of a save: refused when saved, with the save’s message and nothing stored; rich text sanitised (issue 44 point 11)', async () => {
    type Config = { columns: object[]; recordForm: { groups: Array<{ key?: string; title?: string; items: object[] }> }; change: { fields: object[] } };
    const stored = async () => JSON.parse((await s.ctx.db.selectFrom('nodes').select('config').where('id', '=', NODE).executeTakeFirstOrThrow()).config) as Config;
    const writeConfig = (c: Config) => s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(c) }).where('id', '=', NODE).execute();
    const original = await stored();
    // 项目网址 shown as a link on the list, 项目简介 a rich-text field of the form; a change may touch both.
    await writeConfig({
      ...original,
      columns: [...original.columns, { code: 'xmwz', name: '项目网址', type: 'link' }],
      recordForm: { ...original.recordForm, groups: [...original.recordForm.groups, { key: 'xmxx', title: '项目信息', items: [{ bianma: 'xmwz', name: '项目网址', type: 'text', col: 12 }, { bianma: 'xmjj', name: '项目简介', type: 'editor', col: 24 }] }] },
      change: { ...original.change, fields: [...original.change.fields, { code: 'xmwz', name: '项目网址', type: 'text', col: 12 }, { code: 'xmjj', name: '项目简介', type: 'text', col: 24 }] },
    });
    try {
      const { id } = await passedRecord();
      const project = { changeType: '信息变更/项目信息变更', changeTypeCode: 'info/project' };
      const saveOf = (data: Record<string, unknown>) => call(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: tokens.U, payload: { nodeId: NODE, data: { qymc: '华建工程有限公司', ...data } } });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ xmwz: 'javascript:alert(1)' }, '字段 xmwz 的链接地址不合法：只允许 http:// 或 https:// 开头的网址，或本平台的文件地址'],
        [{ xmmc: '项'.repeat(201) }, '保存失败，请修改以下内容：项目名称最多200个字符'],
      ];
      for (const [values, message] of cases) {
        const dataList = Object.entries(values).map(([changeField, newValue]) => ({ changeField, newValue }));
        const { res } = await saveNew(id, 'U', { ...project, dataList });
        // the same answer a save of the same values gets
        expect([res.status, res.body.message]).toEqual([400, message]);
        expect([(await saveOf(values)).status, (await saveOf(values)).body.message]).toEqual([400, message]);
      }
      expect(await s.ctx.db.selectFrom('change_requests').select('id').where('record_id', '=', id).execute()).toEqual([]);

      // Rich text is cleaned as a save cleans it: the change holds, and the record takes, the clean value.
      const dirty = '<p>项目简介</p><img src="/ks/file/download/demo-zbgg" onerror="alert(1)"><script>alert(2)</script>';
      const clean = '<p>项目简介</p><img src="/ks/file/download/demo-zbgg" />';
      const { res, change } = await saveNew(id, 'U', { ...project, dataList: [{ changeField: 'xmjj', newValue: dirty }] });
      expect(res.status).toBe(200);
      expect(change.dataList[0]).toMatchObject({ changeField: 'xmjj', newValue: clean });
      await post('U', 'change-submit', { id: change.id, gnCoding: NODE });
      // An administrator correcting the submitted change is held to the same checks.
      const corrected = await post('M', 'save-change-data', body(id, { ...project, id: change.id, dataList: [{ changeField: 'xmwz', newValue: 'javascript:alert(3)' }] }));
      expect([corrected.status, corrected.body.message]).toEqual([400, cases[0][1]]);
      // A change stored before these checks (or edited underneath) is refused at the pass, the record untouched.
      const before = await s.ctx.db.selectFrom('change_requests').select('data_list').where('id', '=', change.id).executeTakeFirstOrThrow();
      await s.ctx.db.updateTable('change_requests').set({ data_list: JSON.stringify([{ changeField: 'xmwz', oldValue: null, newValue: 'javascript:alert(4)', dataType: 'text' }]) }).where('id', '=', change.id).execute();
      const refused = await post('M', 'change-audit', { id: change.id, gnCoding: NODE, pass: true });
      expect([refused.status, refused.body.message]).toEqual([400, cases[0][1]]);
      expect(dataOf((await rowOf(s.ctx.db, id))!.data)).not.toHaveProperty('xmwz');
      await s.ctx.db.updateTable('change_requests').set({ data_list: before.data_list }).where('id', '=', change.id).execute();
      expect((await post('M', 'change-audit', { id: change.id, gnCoding: NODE, pass: true })).status).toBe(200);
      expect(dataOf((await rowOf(s.ctx.db, id))!.data)).toMatchObject({ xmjj: clean, xmmc: '学校新建工程' });
    } finally {
      await writeConfig(original);
    }
  });
});
