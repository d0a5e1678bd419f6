import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';

// 企业信息 (docs/accounts.md "企业信息") on SQLite or, with DATABASE_URL, PostgreSQL. Demo data:
// fixtures/enterprises.json (ent-001 华建 with six people for user U, ent-002 秦川 for U2, ent-003 长安).

type Who = 'U' | 'U2' | 'D' | 'M';
type Detail = {
  id: string;
  name: string;
  creditCode: string;
  contactPhone: string;
  address: string;
  qualifications: Array<{ value: string; label: string }>;
  infoStatus: string;
  pendingChange: null | { id: string; status: string; after: { contactPhone: string } };
  lastChange: null | { status: string; suggestion: string };
};
const VALID_ID = '11010519491231002X';

describe('企业信息: enterprise centre, 企业信息库 and changes to audited information', () => {
  let s: TestServer;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'U2', 'D', 'M'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const send = <T>(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => call<T>(s.app, { method, url, token: tokens[who], payload });
  const message = (a: { body: unknown }) => (a.body as { message: string }).message;
  const fields = (over: Record<string, unknown> = {}) => ({
    name: '华建工程有限公司',
    entType: 'sg',
    region: '330102',
    legalPerson: '李明',
    contactPhone: '13800138000',
    address: '杭州市上城区解放路1号',
    qualifications: ['A01-1'],
    ...over,
  });
  const detail = async (who: Who, id?: string) => (await send<Detail>(who, 'GET', `/ks/basic/enterprise/info${id ? `?enterpriseId=${id}` : ''}`)).body.data;

  it('an enterprise reads and saves its own company data; qualifications get their full names', async () => {
    const before = await detail('U');
    expect(before).toMatchObject({ id: 'ent-001', creditCode: '91610100MA6TG1KX5W', infoStatus: 'unaudited', pendingChange: null });
    const saved = await send<{ applied: boolean }>('U', 'PUT', '/ks/basic/enterprise/info', fields());
    expect([saved.status, message(saved), saved.body.data.applied]).toEqual([200, '保存成功', true]);
    const after = await detail('U');
    expect(after).toMatchObject({ contactPhone: '13800138000', address: '杭州市上城区解放路1号', qualifications: [{ value: 'A01-1', label: '建筑工程施工总承包一级' }] });
    const again = await send('U', 'PUT', '/ks/basic/enterprise/info', fields());
    expect([again.status, message(again)]).toEqual([400, '企业信息没有修改']);
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'detail']).where('action', '=', 'enterprise.update').execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0].detail)).toMatchObject({ fields: expect.arrayContaining(['contactPhone', 'address', 'qualifications']) });
  });

  it('refuses wrong company data with a Chinese message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, '请输入企业名称'],
      [{ entType: '' }, '请选择企业类型'],
      [{ contactPhone: '12345' }, '请输入正确的联系电话（手机号码或固定电话）'],
      [{ entType: 'qt' }, '企业类型不存在或已停用，请重新选择'],
      [{ region: '999999' }, '注册地不存在，请重新选择'],
      [{ qualifications: ['A01'] }, '所选资质不存在，请重新选择'],
    ];
    for (const [over, text] of cases) {
      const a = await send('U', 'PUT', '/ks/basic/enterprise/info', fields(over));
      expect([a.status, message(a)]).toEqual([400, text]);
    }
    // the credit code is not a field: the schema refuses it
    expect((await send('U', 'PUT', '/ks/basic/enterprise/info', { ...fields(), creditCode: '91610000220534217X' })).status).toBe(400);
  });

  it('ownership: an enterprise never reads another enterprise or its people; administrators only read', async () => {
    const other = await send('U', 'GET', '/ks/basic/enterprise/info?enterpriseId=ent-002');
    expect([other.status, message(other)]).toEqual([404, '企业不存在']);
    expect((await send('U', 'GET', '/ks/basic/enterprise/personnel/list?enterpriseId=ent-002')).status).toBe(404);
    expect((await send('U2', 'POST', '/ks/basic/enterprise/personnel/save', { id: 'p01', name: '张伟', gender: '男', profession: '', title: '', certNo: '', costEngineer: false, regNo: '' })).status).toBe(404);
    const del = await send('U2', 'POST', '/ks/basic/enterprise/personnel/delete', { id: 'p01' });
    expect([del.status, message(del)]).toEqual([404, '人员不存在']);
    expect((await send('M', 'PUT', '/ks/basic/enterprise/info', fields())).status).toBe(403);
    expect((await send('U', 'POST', '/ks/basic/enterprise/list', { curPage: 1, pageSize: 10 })).status).toBe(403);
    const needs = await send('M', 'GET', '/ks/basic/enterprise/info');
    expect([needs.status, message(needs)]).toEqual([400, '请选择企业']);
    expect((await detail('M', 'ent-002')).name).toBe('秦川建设集团');
  });

  it('personnel: added with a whole id number stored masked, edited, removed; checks in Chinese', async () => {
    const person = { name: '赵敏', gender: '女', idCard: VALID_ID, profession: '工程造价', title: '工程师', certNo: '建[2024]0001', costEngineer: true, regNo: '建[造]24330000001' };
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请输入姓名'],
      [{ gender: '未知' }, '请选择性别'],
      [{ idCard: '' }, '请输入身份证号码'],
      [{ idCard: '110105194912310021' }, '请输入正确的身份证号码'],
      [{ regNo: ' ' }, '注册造价工程师须填写注册证书编号'],
    ];
    for (const [over, text] of refusals) {
      const a = await send('U', 'POST', '/ks/basic/enterprise/personnel/save', { ...person, ...over });
      expect([a.status, message(a)]).toEqual([400, text]);
    }
    const added = await send<{ id: string }>('U', 'POST', '/ks/basic/enterprise/personnel/save', person);
    expect([added.status, message(added)]).toEqual([200, '保存成功']);
    const stored = await s.ctx.db.selectFrom('personnel').selectAll().where('id', '=', added.body.data.id).executeTakeFirstOrThrow();
    expect(stored.id_card_masked).toBe('1101**********002X');
    const list = (await send<Array<{ id: string; idCard: string; costEngineer: boolean }>>('U', 'GET', '/ks/basic/enterprise/personnel/list')).body.data;
    expect(list).toHaveLength(7);
    expect(list.find((p) => p.id === added.body.data.id)).toMatchObject({ idCard: '1101**********002X', costEngineer: true });
    // an edit without an id number keeps the stored one
    const edited = await send('U', 'POST', '/ks/basic/enterprise/personnel/save', { ...person, id: added.body.data.id, idCard: '', title: '高级工程师' });
    expect(message(edited)).toBe('保存成功');
    expect(await s.ctx.db.selectFrom('personnel').select(['title', 'id_card_masked']).where('id', '=', added.body.data.id).executeTakeFirst()).toEqual({ title: '高级工程师', id_card_masked: '1101**********002X' });
    const removed = await send('U', 'POST', '/ks/basic/enterprise/personnel/delete', { id: added.body.data.id });
    expect(message(removed)).toBe('删除成功');
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'detail']).where('target_id', '=', added.body.data.id).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['personnel.create', 'personnel.update', 'personnel.delete']);
    expect(log.some((l) => l.detail.includes(VALID_ID))).toBe(false);
  });

  it('once audited, a save becomes a change an administrator passes or rejects; the live data changes only on pass', async () => {
    expect((await send('U', 'POST', '/ks/basic/enterprise/info/audit', { enterpriseId: 'ent-001' })).status).toBe(403);
    const audited = await send('M', 'POST', '/ks/basic/enterprise/info/audit', { enterpriseId: 'ent-001' });
    expect(message(audited)).toBe('企业信息已审核通过');
    const twice = await send('M', 'POST', '/ks/basic/enterprise/info/audit', { enterpriseId: 'ent-001' });
    expect([twice.status, message(twice)]).toEqual([409, '该企业信息已审核通过']);

    const submitted = await send<{ applied: boolean }>('U', 'PUT', '/ks/basic/enterprise/info', fields({ contactPhone: '029-88886666' }));
    expect([message(submitted), submitted.body.data.applied]).toEqual(['企业信息已审核通过，本次修改已提交变更申请，审核通过后生效', false]);
    let now = await detail('U');
    expect(now.contactPhone).toBe('13800138000');
    expect(now.pendingChange).toMatchObject({ status: 'pending', after: { contactPhone: '029-88886666' } });
    const second = await send('U', 'PUT', '/ks/basic/enterprise/info', fields({ contactPhone: '13900139000' }));
    expect([second.status, message(second)]).toEqual([409, '已有待审核的企业信息变更，请等待审核结果后再修改']);

    const pendingOnly = await send<{ records: Array<{ id: string; pendingChange: boolean }> }>('M', 'POST', '/ks/basic/enterprise/list', { pending: true, curPage: 1, pageSize: 10 });
    expect(pendingOnly.body.data.records.map((r) => r.id)).toEqual(['ent-001']);

    const changeId = now.pendingChange!.id;
    const noReason = await send('M', 'POST', '/ks/basic/enterprise/change/decide', { id: changeId, pass: false });
    expect([noReason.status, message(noReason)]).toEqual([400, '请填写审核建议']);
    expect(message(await send('M', 'POST', '/ks/basic/enterprise/change/decide', { id: changeId, pass: false, suggestion: '电话无法接通' }))).toBe('变更已驳回');
    now = await detail('U');
    expect([now.contactPhone, now.pendingChange, now.lastChange]).toEqual(['13800138000', null, expect.objectContaining({ status: 'rejected', suggestion: '电话无法接通' })]);
    const decidedTwice = await send('M', 'POST', '/ks/basic/enterprise/change/decide', { id: changeId, pass: true });
    expect([decidedTwice.status, message(decidedTwice)]).toEqual([409, '该变更申请已审核，请刷新后查看']);

    await send('U', 'PUT', '/ks/basic/enterprise/info', fields({ contactPhone: '029-88886666' }));
    const next = (await detail('M', 'ent-001')).pendingChange!.id;
    expect(message(await send('M', 'POST', '/ks/basic/enterprise/change/decide', { id: next, pass: true }))).toBe('变更已通过，企业信息已更新');
    expect((await detail('U')).contactPhone).toBe('029-88886666');
    const actions = (await s.ctx.db.selectFrom('op_log').select('action').where('action', 'like', 'enterprise.%').orderBy('id').execute()).map((r) => r.action);
    expect(actions.slice(-5)).toEqual(['enterprise.audit', 'enterprise.change.submit', 'enterprise.change.reject', 'enterprise.change.submit', 'enterprise.change.pass']);
    const missing = await send('M', 'POST', '/ks/basic/enterprise/change/decide', { id: 'no-such-change', pass: true });
    expect([missing.status, message(missing)]).toEqual([404, '变更申请不存在']);
  });

  it('企业信息库: administrators and developers search every enterprise by name, code, region and type', async () => {
    type Page = { records: Array<{ id: string; name: string; personnelCount: number }>; total: number };
    const list = async (who: Who, body: Record<string, unknown>) => (await send<Page>(who, 'POST', '/ks/basic/enterprise/list', { curPage: 1, pageSize: 10, ...body })).body.data;
    const all = await list('M', {});
    expect(all.total).toBe(3);
    expect(all.records.find((r) => r.id === 'ent-002')?.personnelCount).toBe(2);
    expect((await list('D', { keyWord: '秦川' })).records.map((r) => r.id)).toEqual(['ent-002']);
    expect((await list('M', { keyWord: '220534217X' })).records.map((r) => r.id)).toEqual(['ent-002']);
    expect((await list('M', { entType: 'zj' })).records.map((r) => r.id)).toEqual(['ent-003']);
    // a province finds its districts (ent-001 moved to 330102 above) and itself
    expect((await list('M', { region: '330000' })).records.map((r) => r.id)).toEqual(['ent-001']);
    expect((await list('M', { keyWord: '%' })).total).toBe(0);
    const paged = await list('M', { pageSize: 2, curPage: 2 });
    expect([paged.total, paged.records.length]).toEqual([3, 1]);
  });
});
