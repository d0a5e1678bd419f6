import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import { CARD_NODE, NODE } from './test-kit';

type Row = { id: string; [k: string]: unknown };

describe('export to .xlsx', () => {
  let s: TestServer;
  let m = '';
  let u2 = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u2] = await Promise.all([s.login('M'), s.login('U2')]);
  });
  afterAll(async () => s.close());

  const exportFile = (token: string, body: object) =>
    s.app.inject({ method: 'POST', url: '/ks/monitor/export', headers: { authorization: `Bearer ${token}` }, payload: { nodeId: NODE, ...body } });

  /** The sheet read back: header row, then the data rows, as text. */
  async function readSheet(payload: Buffer): Promise<string[][]> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const out: string[][] = [];
    sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    return out;
  }

  /** Every row of the same selection through the list call. */
  async function listAll(token: string, body: object): Promise<Row[]> {
    const out: Row[] = [];
    for (let p = 1; ; p++) {
      const res = await call<{ records: Row[]; total: number }>(s.app, { method: 'POST', url: '/ks/monitor/table-list', token, payload: { nodeId: NODE, ...body, curPage: p, pageSize: 100 } });
      out.push(...res.body.data.records);
      if (out.length >= res.body.data.total) return out;
    }
  }

  it('holds exactly the filtered rows of every page, in list order, under the visible column names', async () => {
    const body = { filters: { pjnf: '2024,2025', xwlx: '良好行为' }, sortField: 'pf', sortOrder: 'desc' };
    const res = await exportFile(m, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E4%BF%A1%E7%94%A8%E8%AE%B0%E5%BD%95-\d{8}\.xlsx$/);
    const rows = await listAll(m, body);
    expect(rows.length).toBeGreaterThan(100); // more than one page
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    expect(res.headers['x-export-truncated']).toBe('0');
    const sheet = await readSheet(res.rawPayload);
    // 认定机构 is hidden (show: false) and 操作 draws buttons: neither is exported.
    expect(sheet[0]).toEqual(['企业名称', '项目名称', '行为类型', '行为事项', '信用等级', '评分', '评价年份', '评价日期', '所在地区', '状态']);
    const expected = rows.map((r) => [r.qymc, r.xmmc, r.xwlx, r.xwmc, r.xydj, r.pf, r.pjnf, r.pjrq, r.regionName, r.statusText].map(String));
    expect(sheet.slice(1)).toEqual(expected);
  });

  it("an enterprise user's export holds their enterprise's rows only", async () => {
    const res = await exportFile(u2, { filters: { xydj: 'AAA' } });
    const sheet = await readSheet(res.rawPayload);
    const rows = await listAll(u2, { filters: { xydj: 'AAA' } });
    expect(sheet.slice(1).map((r) => r[0])).toEqual(rows.map((r) => String(r.qymc)));
    expect(new Set(sheet.slice(1).map((r) => r[0]))).toEqual(new Set(['秦川建设集团']));
  });

  it('an empty selection is a sheet with the header only; attachments export as their names', async () => {
    const empty = await readSheet((await exportFile(m, { filters: { qymc: '不存在的企业' } })).rawPayload);
    expect(empty).toHaveLength(1);
    const cards = await s.app.inject({ method: 'POST', url: '/ks/monitor/export', headers: { authorization: `Bearer ${m}` }, payload: { nodeId: CARD_NODE, filters: { xmbh: 'XM-2025-1' } } });
    const sheet = await readSheet(cards.rawPayload);
    const files = sheet[0].indexOf('附件');
    expect(files).toBeGreaterThan(-1);
    expect(sheet.length).toBeGreaterThan(1);
    for (const row of sheet.slice(1)) expect(row[files]).toMatch(/\.(pdf|xlsx|jpg)(;|$)/);
  });

  it('is written to the operation log, and a bad filter answers an envelope, not a file', async () => {
    const lines = await s.ctx.db.selectFrom('op_log').selectAll().where('action', '=', 'record.export').execute();
    expect(lines.length).toBeGreaterThan(0);
    const bad = await exportFile(m, { filters: { pjrq: 'yesterday' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, message: '查询条件 pjrq 的日期范围格式应为 yyyy-MM-dd,yyyy-MM-dd' });
  });
});
