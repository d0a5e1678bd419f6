import { loadExcel } from '../lazy-packages';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file answer: the bytes and the headers they travel with. */
export interface SheetFile {
  body: Buffer;
  headers: Record<string, string>;
}

export interface SheetColumn {
  title: string;
  /** in characters (default 18) */
  width?: number;
}

/** `Content-Disposition` of a download: an ASCII stand-in and the UTF-8 name (RFC 6266). */
export function downloadHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** An ISO timestamp as 北京时间 `YYYY-MM-DD HH:mm:ss` (what the workbooks of the logs and statistics show). */
export function beijingTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A one-sheet .xlsx (exceljs): a bold header row, then the rows as given — text stays text (a
 * value starting with `=` is never a formula). Named `<title>-<yyyyMMdd>.xlsx`; `total` is the
 * count before any cap (`X-Total-Count`).
 */
export async function sheetFile(title: string, columns: readonly SheetColumn[], rows: ReadonlyArray<ReadonlyArray<string | number>>, total = rows.length): Promise<SheetFile> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '公共资源交易低代码平台';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c, i) => ({ header: c.title, key: `c${i}`, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': downloadHeader(`${title.replace(/[\\/:*?"<>|]/g, '_')}-${date}.xlsx`),
      'x-total-count': String(total),
      'x-export-truncated': total > rows.length ? '1' : '0',
    },
  };
}
