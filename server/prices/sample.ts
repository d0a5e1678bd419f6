import ExcelJS from 'exceljs';
import { PRICE_COLUMNS } from '../../schemas/prices';

/** A price workbook as an administrator would fill it (tests, the browser journey, the bench): the header, then `rows`. */
export type SampleRow = Partial<Record<keyof typeof PRICE_COLUMNS, string | number>>;

export async function priceWorkbook(rows: readonly SampleRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('材料价格');
  const keys = Object.keys(PRICE_COLUMNS) as (keyof typeof PRICE_COLUMNS)[];
  sheet.addRow(keys.map((k) => PRICE_COLUMNS[k]));
  for (const r of rows) sheet.addRow(keys.map((k) => r[k] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
