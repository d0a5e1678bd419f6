import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MESSAGES, type PricePage, type PricePeriod, type PricePreview, type PriceRow, type PublishedPeriod } from '../../schemas/prices';
import { call, startTestServer, type TestServer } from '../test/harness';
import { multipart } from '../test/files-kit';
import { priceWorkbook, type SampleRow } from './sample';
import { DEMO_PRICE_PERIODS } from './fixtures';

// 材料价格 and 价格发布 (docs/prices-and-tasks.md), on SQLite and PostgreSQL: the preview stores
// nothing and names the refused rows; confirm stores the rest as a draft nobody else reads; publish
// makes it public; withdraw takes it back with a reason; every move in the op log.

const REBAR = { city: '南京市', county: '玄武区', classification: '黑色及有色金属', group: '钢筋', code: '0101001', name: '热轧带肋钢筋', spec: 'HRB400 Φ12', unit: 't' };

describe('材料价格: import, preview, release, the reads', () => {
  let s: TestServer;
  let m = '';
  let u = '';
  let d = '';
  beforeAll(async () => {
    s = await startTestServer();
    [m, u, d] = [await s.login('M'), await s.login('U'), await s.login('D')];
  }, 120_000);
  afterAll(async () => s?.close());

  const upload = async (url: string, token: string, period: string, content: Buffer, name = 'prices.xlsx') => {
    const body = multipart({ period }, { name, content });
    const res = await s.app.inject({ method: 'POST', url: `/ks/material/release/${url}`, headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.payload });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: unknown } };
  };
  const post = <T>(url: string, payload: object = {}, token?: string) => call<T>(s.app, { method: 'POST', url, token, payload });
  const rowsOf = async (period: string) => (await s.ctx.db.selectFrom('material_prices').select((eb) => eb.fn.countAll<number | string>().as('n')).where('period', '=', period).executeTakeFirstOrThrow()).n;
  const log = (action: string, period: string) => s.ctx.db.selectFrom('op_log').select(['user_name', 'detail']).where('action', '=', action).where('target_id', '=', period).execute();

  it('the demo: two published periods everybody reads without login; cities, counties, groups, the tree', async () => {
    const periods = await call<PublishedPeriod[]>(s.app, { method: 'GET', url: '/ks/material/price/period-list' });
    expect(periods.body.data.map((p) => p.period)).toEqual([...DEMO_PRICE_PERIODS].reverse());
    expect(periods.body.data[0]).toMatchObject({ title: '2026年11月', rowCount: 72 });
    expect((await post<string[]>('/ks/material/price/city-list', {})).body.data).toEqual(['南京市', '杭州市', '苏州市'].sort());
    expect((await post<string[]>('/ks/material/price/material/counties', { city: '苏州市' })).body.data).toEqual(['吴中区', '姑苏区'].sort());
    const groups = (await post<{ value: string; count: number }[]>('/ks/material/price/material/material-group', { city: '南京市', county: '玄武区' })).body.data;
    expect(groups.find((g) => g.value === '钢筋')).toEqual({ value: '钢筋', count: 2 });
    const tree = (await post<{ value: string; children: { value: string }[] }[]>('/ks/material/history/material/classification')).body.data;
    expect(tree.find((t) => t.value === '混凝土、砂浆')?.children.map((c) => c.value)).toEqual(['商品混凝土', '砂浆']);
    const page = (await post<PricePage>('/ks/material/price/material/info-list', { city: '南京市', county: '玄武区', keyword: '钢筋', pageSize: 5 })).body.data;
    expect(page).toMatchObject({ total: 2, period: '2026-11' });
    expect(page.records[0]).toMatchObject({ ...REBAR, price: 4004 });
    const history = (await post<PriceRow[]>('/ks/material/history/material/info-list', { name: REBAR.name, spec: REBAR.spec, city: '南京市', county: '玄武区' })).body.data;
    expect(history.map((h) => [h.period, h.price])).toEqual([['2026-10', 3850], ['2026-11', 4004]]);
    expect((await post('/ks/material/price/city-list', { period: '2031-01' })).body).toMatchObject({ code: 404, message: PRICE_MESSAGES.noPeriod });
  });

  it('preview names the refused rows and the change, stores nothing; confirm stores a draft; publish; withdraw; all logged', async () => {
    const rows: SampleRow[] = [
      { ...REBAR, price: 4100 }, // up from 4004
      { ...REBAR, county: '鼓楼区', price: 3000 }, // down
      { ...REBAR, city: '无锡市', price: 3900 }, // new
      { ...REBAR, name: '', price: 12 }, // row 5: no name
      { ...REBAR, spec: 'HRB400 Φ14', price: 'abc' }, // row 6: bad price
      { ...REBAR, price: 4200 }, // row 7: the same material as row 2
    ];
    const book = await priceWorkbook(rows);
    expect((await upload('preview', u, '2027-01', book)).status).toBe(403);
    expect((await upload('preview', m, '2027-1', book)).body).toMatchObject({ code: 400, message: PRICE_MESSAGES.badPeriod });
    expect((await upload('preview', m, '2027-01', book, 'prices.xls')).body).toMatchObject({ code: 400, message: PRICE_MESSAGES.extension });
    expect((await upload('preview', m, '2027-01', Buffer.from('not a zip'))).body).toMatchObject({ code: 400, message: PRICE_MESSAGES.notXlsx });

    const preview = (await upload('preview', m, '2027-01', book)).body as { code: number; data: PricePreview };
    expect(preview.code).toBe(200);
    expect(preview.data).toMatchObject({ period: '2027-01', rows: 3, refusedCount: 3, previousPeriod: '2026-11', up: 1, down: 1, added: 1, same: 0, replacesDraft: false });
    expect(preview.data.refused).toEqual([
      { row: 5, reason: '材料名称不能为空' },
      { row: 6, reason: PRICE_MESSAGES.badPrice },
      { row: 7, reason: PRICE_MESSAGES.duplicate(2) },
    ]);
    expect(preview.data.removed).toBe(72 - 2);
    expect(preview.data.changes[0]).toMatchObject({ county: '鼓楼区', after: 3000 });
    expect(Number(await rowsOf('2027-01'))).toBe(0);
    expect(await s.ctx.db.selectFrom('price_periods').selectAll().where('period', '=', '2027-01').execute()).toEqual([]);

    const imported = await upload('import', m, '2027-01', book);
    expect(imported.body).toMatchObject({ code: 200, message: PRICE_MESSAGES.imported(3, 3), data: { period: '2027-01', status: 'draft', rowCount: 3 } });
    expect(Number(await rowsOf('2027-01'))).toBe(3);
    // a draft is read by nobody but the release page
    expect((await post('/ks/material/price/city-list', { period: '2027-01' })).status).toBe(404);
    // a draft is read by none of the period calls, whatever its rows
    for (const [url, body] of [['/ks/material/price/material/info-list', {}], ['/ks/material/price/material/counties', { city: '南京市' }], ['/ks/material/price/material/material-group', {}], ['/ks/material/price/material/title-list', {}]] as const) {
      expect((await post(url, { ...body, period: '2027-01' })).body, url).toMatchObject({ code: 404, message: PRICE_MESSAGES.noPeriod });
    }
    expect((await post<PricePeriod[]>('/ks/material/release/list', {}, d)).body.data[0]).toMatchObject({ period: '2027-01', status: 'draft' });
    expect((await post('/ks/material/release/list', {}, u)).status).toBe(403);
    // a second import of the draft replaces it
    expect((await upload('preview', m, '2027-01', book)).body.data).toMatchObject({ replacesDraft: true });
    await upload('import', m, '2027-01', await priceWorkbook(rows.slice(0, 2)));
    expect(Number(await rowsOf('2027-01'))).toBe(2);

    expect((await post('/ks/material/release/publish', { period: '2027-01' }, d)).status).toBe(403);
    expect((await post('/ks/material/release/publish', { period: '2027-01' }, m)).body).toMatchObject({ code: 200, data: { status: 'published', publishedBy: expect.any(String) } });
    expect((await post('/ks/material/release/publish', { period: '2027-01' }, m)).body).toMatchObject({ code: 409, message: PRICE_MESSAGES.notDraft });
    expect((await upload('import', m, '2027-01', book)).body).toMatchObject({ code: 409, message: PRICE_MESSAGES.published });
    const latest = (await post<PricePage>('/ks/material/price/material/info-list', {})).body.data;
    expect(latest).toMatchObject({ period: '2027-01', total: 2 });
    const history = (await post<PriceRow[]>('/ks/material/history/material/info-list', { name: REBAR.name, spec: REBAR.spec, city: '南京市', county: '玄武区' })).body.data;
    expect(history.map((h) => h.price)).toEqual([3850, 4004, 4100]);

    expect((await post('/ks/material/release/withdraw', { period: '2027-01', reason: ' ' }, m)).body).toMatchObject({ code: 400, message: PRICE_MESSAGES.withdrawReason });
    expect((await post('/ks/material/release/withdraw', { period: '2027-01', reason: '价格有误' }, m)).body).toMatchObject({ code: 200, data: { status: 'draft', publishedAt: null } });
    expect((await post<PricePage>('/ks/material/price/material/info-list', {})).body.data.period).toBe('2026-11');
    expect((await post('/ks/material/release/delete', { period: '2027-01' }, m)).body.code).toBe(200);
    expect(Number(await rowsOf('2027-01'))).toBe(0);
    expect((await post('/ks/material/release/delete', { period: '2027-01' }, m)).body).toMatchObject({ code: 404, message: PRICE_MESSAGES.noPeriod });
    expect((await post('/ks/material/release/delete', { period: '2026-11' }, m)).body).toMatchObject({ code: 409, message: PRICE_MESSAGES.notDraft });

    expect((await log('price.import', '2027-01')).map((l) => JSON.parse(l.detail))).toEqual([{ rows: 3, refused: 3 }, { rows: 2, refused: 0 }]);
    expect(await log('price.publish', '2027-01')).toHaveLength(1);
    expect((await log('price.withdraw', '2027-01')).map((l) => JSON.parse(l.detail))).toEqual([{ reason: '价格有误' }]);
    expect(await log('price.delete', '2027-01')).toHaveLength(1);
  });

  it('two imports of one period at once: both answer, one draft of one workbook remains', async () => {
    const a = await priceWorkbook([{ ...REBAR, price: 1 }, { ...REBAR, county: '鼓楼区', price: 2 }]);
    const b = await priceWorkbook([{ ...REBAR, price: 3 }]);
    const answers = await Promise.all([upload('import', m, '2027-03', a), upload('import', m, '2027-03', b)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    const period = await s.ctx.db.selectFrom('price_periods').selectAll().where('period', '=', '2027-03').executeTakeFirstOrThrow();
    expect(Number(await rowsOf('2027-03'))).toBe(Number(period.row_count));
  });
});
