import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { insertRows } from './service';
import type { ParsedPrice } from './workbook';

/**
 * Demo prices (docs/prices-and-tasks.md "Demo data"): two published periods, 2026-10 and 2026-11,
 * for three cities of two counties each, twelve materials; the November prices move from October's
 * by a fixed pattern (some up, some down, some the same), so the history chart has a line to draw.
 */
export const DEMO_PRICE_PERIODS = ['2026-10', '2026-11'] as const;
const PLACES: [string, string[]][] = [
  ['南京市', ['玄武区', '鼓楼区']],
  ['苏州市', ['姑苏区', '吴中区']],
  ['杭州市', ['上城区', '西湖区']],
];
// 分类, 材料组, 编码, 名称, 规格型号, 单位, 十月基准价（元）
const MATERIALS: [string, string, string, string, string, string, number][] = [
  ['黑色及有色金属', '钢筋', '0101001', '热轧带肋钢筋', 'HRB400 Φ12', 't', 3850],
  ['黑色及有色金属', '钢筋', '0101002', '热轧带肋钢筋', 'HRB400 Φ25', 't', 3780],
  ['黑色及有色金属', '型钢', '0103001', '热轧工字钢', 'I20a', 't', 4120],
  ['水泥、砖瓦灰砂石', '水泥', '0401001', '普通硅酸盐水泥', 'P.O 42.5', 't', 420],
  ['水泥、砖瓦灰砂石', '砂石', '0403001', '中砂', '', 'm³', 135],
  ['水泥、砖瓦灰砂石', '砂石', '0403002', '碎石', '5-31.5mm', 'm³', 118],
  ['混凝土、砂浆', '商品混凝土', '8021001', '预拌混凝土', 'C30', 'm³', 465],
  ['混凝土、砂浆', '商品混凝土', '8021002', '预拌混凝土', 'C35', 'm³', 485],
  ['混凝土、砂浆', '砂浆', '8005001', '预拌砌筑砂浆', 'M10', 'm³', 390],
  ['木、竹材料', '木材', '0501001', '杉木方材', '', 'm³', 2150],
  ['管材', '塑料管', '1703001', 'PPR 给水管', 'DN25', 'm', 8.6],
  ['电线电缆', '电线', '2801001', '铜芯聚氯乙烯绝缘电线', 'BV-2.5mm²', 'm', 2.35],
];

export function demoRows(periodIndex: number): ParsedPrice[] {
  const rows: ParsedPrice[] = [];
  let seq = 2;
  PLACES.forEach(([city, counties], c) =>
    counties.forEach((county, k) =>
      MATERIALS.forEach(([classification, group, code, name, spec, unit, base], m) => {
        const place = 1 + (c * 2 + k) * 0.015; // each county a little dearer than the one before
        const move = periodIndex === 0 ? 1 : [1.04, 0.97, 1, 1.02][(m + c) % 4];
        rows.push({ seq: seq++, city, county, classification, group, code, name, spec, unit, priceFen: Math.round(base * place * move * 100) });
      }),
    ),
  );
  return rows;
}

export async function loadPriceFixtures(db: Kysely<Database>, at: string): Promise<void> {
  for (const [i, period] of DEMO_PRICE_PERIODS.entries()) {
    const rows = demoRows(i);
    await db.insertInto('price_periods').values({ period, status: 'published', row_count: rows.length, imported_by: 'admin', imported_at: at, published_by: 'admin', published_at: at }).execute();
    await insertRows(db, period, rows);
  }
}
