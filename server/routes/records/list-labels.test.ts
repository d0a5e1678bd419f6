import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { insertDictionary } from '../../db/repos/dictionary';

// A list over a detail form whose fields have options shows, and exports, the options' names
// (docs/lists.md "Columns show names"): a dictionary field, a linked region pair, a switch and
// inline options. credit-public's demo node is replaced by such a list over credit-apply, whose
// form is replaced by the fields below.
const LIST = 'credit-public';
const FORM = 'credit-apply';

const form = {
  kind: 'form',
  title: '项目登记',
  groups: [
    {
      key: 'g1',
      title: '基本信息',
      items: [
        { bianma: 'xmmc', name: '项目名称', type: 'text' },
        { bianma: 'xmlx', name: '项目类型', type: 'select', code: 'fwlx' },
        { bianma: 'province', name: '省份', type: 'select-link', code: 'region', childNode: 'city' },
        { bianma: 'city', name: '城市', type: 'select-link', code: 'region', parentNode: 'province' },
        { bianma: 'sflh', name: '是否联合体', type: 'switch-2' },
        { bianma: 'jb', name: '级别', type: 'radio', options: { list: [{ label: '一级', value: '1' }, { label: '二级', value: '2' }] } },
        { bianma: 'bz', name: '备注', type: 'select', code: 'fwlx' },
        { bianma: 'lb', name: '类别', type: 'select', code: 'fwlx' },
      ],
    },
  ],
};
const list = {
  kind: 'list',
  columns: [
    { code: 'xmmc', name: '项目名称' },
    { code: 'xmlx', name: '项目类型' },
    { code: 'province', name: '省份' },
    { code: 'city', name: '城市' },
    { code: 'sflh', name: '是否联合体' },
    { code: 'jb', name: '级别' },
    { code: 'bz', name: '备注', labels: { from: 'none' } },
    { code: 'status', name: '状态', type: 'status', isStatus: true },
  ],
  search: {
    displayCode: LIST,
    displayList: [
      { name: '类别', code: 'lb', type: 'select' },
      { name: '是否联合体', code: 'sflh', type: 'select' },
    ],
  },
  formNodeId: FORM,
};

describe('list columns show the names of stored codes', () => {
  let s: TestServer;
  let log: string[] = [];
  let u = '';
  let d = '';
  beforeAll(async () => {
    s = await startTestServer({ onQuery: (q) => log.push(q) });
    [u, d] = await Promise.all([s.login('U'), s.login('D')]);
    const at = new Date().toISOString();
    await s.ctx.db.deleteFrom('node_versions').where('node_id', 'in', [LIST]).execute();
    await s.ctx.db.deleteFrom('nodes').where('id', '=', LIST).execute();
    await s.ctx.db.insertInto('nodes').values({ id: LIST, system_coding: 'credit_eval', kind: 'list', title: '项目列表', config: JSON.stringify(list), version: 1, updated_at: at, updated_by: 'test' }).execute();
    await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(form), updated_at: at }).where('id', '=', FORM).execute();
    await insertDictionary(s.ctx.db, {
      displayCode: 'fwlx',
      name: '项目类型',
      systemCoding: 'credit_eval',
      options: [
        { label: '房屋建筑', value: 'fwjz' },
        { label: '市政', value: 'sz' },
      ],
    });
    const save = (data: object) => call<{ id: string }>(s.app, { method: 'POST', url: '/ks/monitor/record/save', token: u, payload: { nodeId: FORM, data } });
    for (const data of [
      { xmmc: '一号楼', xmlx: 'fwjz', province: '330000', city: '330100', sflh: true, jb: '2', bz: 'sz' },
      { xmmc: '二号路', xmlx: 'sz', province: '330000', city: '330100', sflh: false, jb: '1', bz: 'fwjz' },
    ]) {
      const res = await save(data);
      expect(res.body.code, res.body.message).toBe(200);
    }
  });
  afterAll(async () => s.close());

  const listCall = (token = u) =>
    call<{ records: Array<Record<string, unknown>>; labels?: Record<string, { values: Record<string, string>; displayCode?: string; level?: number; options?: unknown[] }> }>(s.app, {
      method: 'POST',
      url: '/ks/monitor/table-list',
      token,
      payload: { nodeId: LIST, sortField: 'xmmc', sortOrder: 'asc' },
    });

  it('the list answer carries the names of the values on the page, the rows keep the codes', async () => {
    const res = await listCall();
    expect(res.body.code, res.body.message).toBe(200);
    const { records, labels } = res.body.data;
    expect(records.map((r) => r.xmlx)).toEqual(['fwjz', 'sz']);
    expect(labels?.xmlx).toEqual({ values: { fwjz: '房屋建筑', sz: '市政' }, displayCode: 'fwlx' });
    expect(labels?.province).toEqual({ values: { '330000': '浙江省' }, displayCode: 'region' });
    // the city sits one level down the region tree: its search offers cities
    expect(labels?.city).toEqual({ values: { '330100': '杭州市' }, displayCode: 'region', level: 1 });
    expect(labels?.sflh.values).toEqual({ true: '是', false: '否' });
    expect(labels?.jb).toEqual({ values: { '1': '一级', '2': '二级' }, options: form.groups[0].items[5].options?.list });
    // a search condition with no choices of its own, on a key no column shows, learns where they are
    expect(labels?.lb).toMatchObject({ displayCode: 'fwlx' });
    // a column set to none, a plain text column and the status column are not labelled
    expect(Object.keys(labels ?? {}).sort()).toEqual(['city', 'jb', 'lb', 'province', 'sflh', 'xmlx']);
  });

  it('a search by a switch 是 or 否 (its options send true / false) finds the records stored so', async () => {
    const search = async (value: string) => {
      const res = await call<{ records: Array<Record<string, unknown>> }>(s.app, {
        method: 'POST',
        url: '/ks/monitor/table-list',
        token: u,
        payload: { nodeId: LIST, filters: { sflh: value } },
      });
      expect(res.body.code, res.body.message).toBe(200);
      return res.body.data.records.map((r) => r.xmmc);
    };
    expect(await search('true')).toEqual(['一号楼']);
    expect(await search('false')).toEqual(['二号路']);
  });

  it('costs one lookup per dictionary, whatever the rows, and no read of the unchanged form', async () => {
    await listCall();
    log = [];
    await listCall();
    const lookups = log.filter((q) => /from "dictionary"/.test(q));
    expect(lookups).toHaveLength(2); // fwlx and region
    expect(log.filter((q) => /from "nodes"/.test(q) && !/from "dictionary"/.test(q) && /select "kind"/.test(q))).toHaveLength(0);
  });

  it('follows a change of the form at once (a field given inline options)', async () => {
    const changed = structuredClone(form);
    changed.groups[0].items[6] = { bianma: 'bz', name: '备注', type: 'radio', options: { list: [{ label: '房建备注', value: 'fwjz' }] } } as (typeof changed.groups)[0]['items'][number];
    await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(changed) }).where('id', '=', FORM).execute();
    const withNone = structuredClone(list);
    withNone.columns[6] = { code: 'bz', name: '备注' } as (typeof withNone.columns)[number];
    await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(withNone) }).where('id', '=', LIST).execute();
    try {
      const res = await listCall();
      expect(res.body.data.labels?.bz?.values).toEqual({ fwjz: '房建备注' });
    } finally {
      await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(form) }).where('id', '=', FORM).execute();
      await s.ctx.db.updateTable('nodes').set({ config: JSON.stringify(list) }).where('id', '=', LIST).execute();
    }
  });

  it('the export writes the names', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/ks/monitor/export', headers: { authorization: `Bearer ${u}` }, payload: { nodeId: LIST, sortField: 'xmmc', sortOrder: 'asc' } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    expect(rows[0]).toEqual(['项目名称', '项目类型', '省份', '城市', '是否联合体', '级别', '备注', '状态']);
    expect(rows[1].slice(0, 7)).toEqual(['一号楼', '房屋建筑', '浙江省', '杭州市', '是', '二级', 'sz']);
    expect(rows[2].slice(0, 7)).toEqual(['二号路', '市政', '浙江省', '杭州市', '否', '一级', 'fwjz']);
  });

  it('a list config with an unknown label source is refused by the designer save', async () => {
    const bad = { ...list, columns: [{ code: 'xmlx', name: '项目类型', labels: { from: 'somewhere' } }] };
    const res = await call(s.app, { method: 'PUT', url: '/ks/config/structure/display-groups', token: d, payload: { nodeId: LIST, version: 1, config: bad } });
    expect(res.body.code).toBe(400);
    const stored = await s.ctx.db.selectFrom('nodes').select('config').where('id', '=', LIST).executeTakeFirstOrThrow();
    expect(stored.config).not.toContain('somewhere');
  });
});
