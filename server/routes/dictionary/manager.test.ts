import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { FieldOption } from '../../../schemas';
import type { DictionaryDetail, DictionarySummary, DictionaryUse, DictionaryVersionEntry } from '../../../schemas/dictionary-manager';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { multipart } from '../../test/files-kit';
import { XLSX_MESSAGES } from './xlsx';

const M = '/ks/base/dictionary/manager';
const labels = (list: FieldOption[]) => list.map((o) => o.label);

/** An .xlsx with the template's header and these rows. */
async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('字典项');
  ws.addRow(['一级名称', '一级取值', '二级名称', '二级取值', '是否停用']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('dictionary manager', () => {
  let s: TestServer;
  let dev: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    dev = await s.login('D');
    admin = await s.login('M');
  });
  afterAll(async () => s.close());

  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = dev) => call<T>(s.app, { method, url, token, payload });
  const pullDown = (displayCode: string) =>
    call<FieldOption[]>(s.app, { method: 'POST', url: '/ks/base/dictionary/config/dic/pull-down', token: dev, payload: { systemCoding: 'credit_eval', displayCode } });
  const upload = async (displayCode: string, content: Buffer, name = 'items.xlsx') => {
    const body = multipart({ displayCode }, { name, content });
    const res = await s.app.inject({ method: 'POST', url: `${M}/import`, headers: { authorization: `Bearer ${dev}`, ...body.headers }, payload: body.payload });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: { rows?: Array<{ row: number; reason: string }> } & Partial<DictionaryDetail> } };
  };

  it('lists the fixture lists with their item count, version and usage', async () => {
    const res = await api<DictionarySummary[]>('GET', `${M}/list`);
    const region = res.body.data.find((d) => d.displayCode === 'region');
    expect(region).toMatchObject({ systemCoding: '', name: expect.stringContaining('行政区划'), version: 1 });
    expect(region!.itemCount).toBeGreaterThan(10);
    expect(region!.usageCount).toBeGreaterThan(0);
  });

  it('creates a list whose options the dropdown call answers at once, and logs it', async () => {
    expect((await pullDown('projType')).body.data).toEqual([]);
    const items = [{ label: '房建', value: 'fj', children: [{ label: '住宅', value: 'zz' }] }, { label: '市政', value: 'sz', isDisabled: true }];
    const res = await api<DictionaryDetail>('POST', M, { displayCode: 'projType', name: '项目类型', items }, admin);
    expect(res.body).toMatchObject({ code: 200, message: '新建成功', data: { displayCode: 'projType', version: 1, items } });
    expect((await pullDown('projType')).body.data).toEqual(items);
    const again = await api('POST', M, { displayCode: 'projType', name: '重复', items: [] });
    expect(again.body).toMatchObject({ code: 409, message: '字典编码 projType 已存在' });
    const log = await s.ctx.db.selectFrom('op_log').select(['action', 'target_id']).where('action', '=', 'create-dictionary').execute();
    expect(log).toEqual([{ action: 'create-dictionary', target_id: 'projType' }]);
  });

  it('refuses a tree with an empty label, a repeated value or too many levels, naming each in Chinese', async () => {
    const deep: FieldOption = { label: 'L1', value: 'l1', children: [{ label: 'L2', value: 'l2', children: [{ label: 'L3', value: 'l3', children: [{ label: 'L4', value: 'l4', children: [{ label: 'L5', value: 'l5', children: [{ label: 'L6', value: 'l6' }] }] }] }] }] };
    const res = await api<{ problems: string[] }>('PUT', M, {
      displayCode: 'projType', name: '项目类型', version: 1,
      items: [{ label: ' ', value: 'a' }, { label: '甲', value: 'b', children: [{ label: '乙', value: 'b' }] }, deep],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('第 1 级「第 1 项」：名称不能为空');
    expect(res.body.data.problems).toEqual([
      '第 1 级「第 1 项」：名称不能为空',
      '第 2 级「甲 / 乙」：取值「b」重复（已用于「甲」）',
      '第 5 级「L1 / L2 / L3 / L4 / L5」：层级不能超过 5 级',
    ]);
    expect((await api<DictionaryDetail>('GET', `${M}/detail?displayCode=projType`)).body.data.version).toBe(1);
  });

  it('saves versions, refuses a stale save, and rolls back as a new version', async () => {
    const v2 = await api<DictionaryDetail>('PUT', M, { displayCode: 'projType', name: '项目类型', version: 1, items: [{ label: '水利', value: 'sl' }] });
    expect(v2.body).toMatchObject({ code: 200, message: '保存成功', data: { version: 2 } });
    expect(labels((await pullDown('projType')).body.data)).toEqual(['水利']);
    const stale = await api('PUT', M, { displayCode: 'projType', name: '项目类型', version: 1, items: [{ label: '交通', value: 'jt' }] });
    expect(stale.body).toMatchObject({ code: 409, message: '字典已被他人修改，请刷新后再保存' });

    const back = await api<DictionaryDetail>('POST', `${M}/rollback`, { displayCode: 'projType', version: 1 });
    expect(back.body).toMatchObject({ code: 200, message: '已恢复到版本 1', data: { version: 3 } });
    expect(labels((await pullDown('projType')).body.data)).toEqual(['房建', '市政']);
    const versions = await api<DictionaryVersionEntry[]>('GET', `${M}/versions?displayCode=projType`);
    expect(versions.body.data.map((v) => [v.version, v.action, v.restoredFrom, v.itemCount])).toEqual([
      [3, 'rollback', 1, 3],
      [2, 'save', null, 1],
      [1, 'create', null, 3],
    ]);
    const old = await api<DictionaryDetail>('GET', `${M}/version?displayCode=projType&version=2`);
    expect(labels(old.body.data.items)).toEqual(['水利']);
    expect((await api('POST', `${M}/rollback`, { displayCode: 'projType', version: 9 })).body).toMatchObject({ code: 404, message: '版本 9 不存在' });
  });

  it('imports an .xlsx as a new version, and refuses a file with bad rows, listing each with its row number', async () => {
    const bad = await upload('projType', await xlsx([
      ['房建', 'fj', '', '', '否'],
      ['', 'fj', '', 'zz', ''],
      ['房建', 'fj', '住宅', 'zz', '否'],
      ['市政', 'fj', '', '', ''],
      ['水利', 'sl', '', '', '停'],
    ]));
    expect(bad.status).toBe(400);
    expect(bad.body.data.rows).toEqual([
      { row: 3, reason: '二级名称不能为空' },
      { row: 5, reason: '取值「fj」重复（与第 2 行相同）' },
      { row: 6, reason: '是否停用只能填“是”或“否”，不能是「停」' },
    ]);
    expect(bad.body.message).toMatch(/^有 3 行不符合要求，未导入：第 3 行：二级名称不能为空；/);
    expect(labels((await pullDown('projType')).body.data)).toEqual(['房建', '市政']);

    const good = await upload('projType', await xlsx([
      ['房建', 'fj', '', '', ''],
      ['', 'fj', '住宅', 'zz', '否'],
      ['', 'fj', '厂房', 'cf', '是'],
      ['水利', 'sl', '', '', ''],
    ]));
    expect(good.body).toMatchObject({ code: 200, message: '导入成功，共 4 项', data: { version: 4 } });
    expect((await pullDown('projType')).body.data).toEqual([
      { label: '房建', value: 'fj', children: [{ label: '住宅', value: 'zz' }, { label: '厂房', value: 'cf', isDisabled: true }] },
      { label: '水利', value: 'sl' },
    ]);
  });

  it('refuses a file that is not a real .xlsx, and one over the size limit', async () => {
    const fake = await upload('projType', Buffer.from('一级名称,一级取值\n房建,fj\n'), 'items.xlsx');
    expect(fake.body).toMatchObject({ code: 400, message: XLSX_MESSAGES.notXlsx });
    const zipNotXlsx = await upload('projType', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]));
    expect(zipNotXlsx.body).toMatchObject({ code: 400, message: XLSX_MESSAGES.notXlsx });
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRow(['名称', '取值']);
    const otherHeader = await upload('projType', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(otherHeader.body).toMatchObject({ code: 400, message: XLSX_MESSAGES.header });
    expect((await upload('projType', await xlsx([]))).body).toMatchObject({ code: 400, message: XLSX_MESSAGES.empty });
    const big = await upload('projType', Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('文件不能超过 2MB');
    expect((await upload('noSuchList', await xlsx([['a', 'a']]))).body).toMatchObject({ code: 404, message: '字典不存在' });
  });

  it('serves the template as an .xlsx the import accepts', async () => {
    const res = await api<{ fileName: string; contentBase64: string }>('GET', `${M}/template`);
    expect(res.body.data.fileName).toBe('字典导入模板.xlsx');
    const created = await api('POST', M, { displayCode: 'tplCheck', name: '模板检查', items: [] });
    expect(created.body.code).toBe(200);
    const imported = await upload('tplCheck', Buffer.from(res.body.data.contentBase64, 'base64'));
    expect(imported.body).toMatchObject({ code: 200, message: '导入成功，共 3 项' });
  });

  it('keeps what the editor does not show (curInfo, rangeKey): the qualification call answers the saved version', async () => {
    const before = await api<DictionaryDetail>('GET', `${M}/detail?displayCode=qualification`);
    const items = structuredClone(before.body.data.items);
    const building = items[0].children![0];
    building.label = '建筑工程施工总承包（新）';
    const saved = await api<DictionaryDetail>('PUT', M, { displayCode: 'qualification', name: before.body.data.name, version: before.body.data.version, items });
    expect(saved.body.code).toBe(200);
    const tree = await call<FieldOption[]>(s.app, { method: 'POST', url: '/ks/node/field/value-range', token: dev, payload: { systemCoding: 'credit_eval', displayCode: 'qualification' } });
    const levels = tree.body.data[0].children![0];
    expect(levels.label).toBe('建筑工程施工总承包（新）');
    // Levels still ordered from 特级 down by curInfo.levelRank, and named after the new label.
    expect(levels.children!.map((l) => [l.label, l.fullName])).toEqual([
      ['特级', '建筑工程施工总承包（新）特级'],
      ['一级', '建筑工程施工总承包（新）一级'],
      ['二级', '建筑工程施工总承包（新）二级'],
      ['三级', '建筑工程施工总承包（新）三级'],
    ]);
  });

  it('tells which fields use a list, and refuses to delete it while they do, naming them', async () => {
    const usage = await api<DictionaryUse[]>('GET', `${M}/usage?displayCode=qyType`);
    expect(usage.body.data).toContainEqual(expect.objectContaining({ nodeId: 'credit-apply', bianma: expect.any(String), systemCoding: 'credit_eval' }));
    const refused = await api('DELETE', M, { displayCode: 'qyType' });
    expect(refused.body.code).toBe(409);
    expect(refused.body.message).toMatch(/^字典「企业类型」（qyType）正在被 1 个字段使用，不能删除：页面「.+」的字段「.+」（.+）$/);
    const gone = await api('DELETE', M, { displayCode: 'projType' });
    expect(gone.body).toMatchObject({ code: 200, message: '删除成功' });
    expect((await pullDown('projType')).body.data).toEqual([]);
    expect((await api('GET', `${M}/versions?displayCode=projType`)).body.data).toEqual([]);
    expect((await api('GET', `${M}/detail?displayCode=projType`)).body).toMatchObject({ code: 404, message: '字典不存在' });
  });

  it('is for administrators and developers only', async () => {
    const u = await s.login('U');
    expect((await api('GET', `${M}/list`, undefined, u)).body.code).toBe(403);
    expect((await api('POST', M, { displayCode: 'x1', name: 'x', items: [] }, u)).body.code).toBe(403);
  });
});
