import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { dataOf, NODE, rowOf, seedRecord } from '../routes/records/test-kit';

// Issue 45 point 6: the change rules over two fields read the record's stored side, and a change
// may not empty a required field (SQLite, or PostgreSQL with DATABASE_URL).

type Config = { recordForm: { groups: Array<{ key?: string; title?: string; items: Array<Record<string, unknown>> }> }; change: Record<string, unknown> & { fields: object[] } };

describe('change rules with the record’s own values', () => {
  let s: TestServer;
  let u = '';
  let m = '';
  let original: Config;
  const writeConfig = (c: Config) => s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(c) }).where('id', '=', NODE).execute();
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
    m = await s.login('M');
    original = JSON.parse((await s.ctx.db.selectFrom('nodes').select('config').where('id', '=', NODE).executeTakeFirstOrThrow()).config) as Config;
    // A validity period (有效期起 … 有效期至) the change rules know as start and end; 评价日期 required by the form.
    const groups = original.recordForm.groups.map((g, i) => ({
      ...g,
      items: [...g.items.map((it) => (it.bianma === 'pjrq' ? { ...it, required: 1 } : it)), ...(i === 0 ? [{ bianma: 'yxqq', name: '有效期起', type: 'datepicker', col: 12 }, { bianma: 'yxqz', name: '有效期至', type: 'datepicker', col: 12 }] : [])],
    }));
    await writeConfig({
      ...original,
      recordForm: { ...original.recordForm, groups },
      change: { ...original.change, startField: 'yxqq', endField: 'yxqz', fields: [...original.change.fields, { code: 'yxqq', name: '有效期起', type: 'datepicker', col: 12 }, { code: 'yxqz', name: '有效期至', type: 'datepicker', col: 12 }] },
    });
  });
  afterAll(async () => {
    await writeConfig(original);
    await s.close();
  });

  const post = (token: string, path: string, payload: unknown) => call<Record<string, unknown>>(s.app, { method: 'POST', url: `/ks/rfc/${path}`, token, payload });
  const record = () => seedRecord(s.ctx.db, 'passed', { data: { qymc: '华建工程有限公司', pf: 80, xmmc: '学校新建工程', pjrq: '2024-03-01', yxqq: '2023-12-17', yxqz: '2026-12-16' } });
  const save = (businessId: string, dataList: object[], extra: object = {}) =>
    post(u, 'save-change-data', { gnCoding: NODE, systemCoding: 'credit_eval', businessId, changeType: '信息变更/评分变更', changeTypeCode: 'info/score', logbook: '有效期有误', attachment: '/ks/file/download/demo-zbgg', dataList, ...extra });
  const changesOf = (id: string) => s.ctx.db.selectFrom('change_requests').select('id').where('record_id', '=', id).execute();

  it('refuses an end changed alone to before the record’s start; nothing is stored', async () => {
    const { id } = await record();
    const res = await save(id, [{ changeField: 'yxqz', newValue: '2000-01-01' }]);
    expect([res.status, res.body.message]).toEqual([400, '结束时间不能早于开始时间，请重新选择']);
    const later = await save(id, [{ changeField: 'yxqq', newValue: '2027-01-01' }]);
    expect([later.status, later.body.message]).toEqual([400, '结束时间不能早于开始时间，请重新选择']);
    expect(await changesOf(id)).toEqual([]);
    expect((await save(id, [{ changeField: 'yxqz', newValue: '2024-06-30' }])).status).toBe(200);
  });

  it('refuses such an end again at the pass (a change stored before the rule), the record untouched', async () => {
    const { id } = await record();
    const saved = await save(id, [{ changeField: 'yxqz', newValue: '2027-06-30' }]);
    const changeId = (saved.body.data as { id: string }).id;
    expect((await post(u, 'change-submit', { id: changeId, gnCoding: NODE })).status).toBe(200);
    await s.ctx.db.updateTable('change_requests').set({ data_list: JSON.stringify([{ changeField: 'yxqz', oldValue: '2026-12-16', newValue: '2000-01-01', dataType: 'datepicker' }]) }).where('id', '=', changeId).execute();
    const refused = await post(m, 'change-audit', { id: changeId, gnCoding: NODE, pass: true });
    expect([refused.status, refused.body.message]).toEqual([400, '结束时间不能早于开始时间，请重新选择']);
    expect(dataOf((await rowOf(s.ctx.db, id))!.data)).toMatchObject({ yxqz: '2026-12-16' });
  });

  it('refuses emptying a required field in the field’s words: the change’s required 项目名称, the form’s required 评价日期', async () => {
    const { id } = await record();
    for (const value of ['', '   ', null]) {
      const res = await save(id, [{ changeField: 'pf', newValue: 90 }, { changeField: 'xmmc', newValue: value }]);
      expect([res.status, res.body.message]).toEqual([400, '项目名称必填']);
    }
    const date = await save(id, [{ changeField: 'pjrq', newValue: '' }]);
    expect([date.status, date.body.message]).toEqual([400, '评价日期必填']);
    expect(await changesOf(id)).toEqual([]);
    // a field neither requires may be emptied
    expect((await save(id, [{ changeField: 'yxqq', newValue: '' }])).status).toBe(200);
  });
});
