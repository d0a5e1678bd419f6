import type { ListConfig, ListLabels, ListRow, TableColumn } from '../../schemas';
import { columnKey, labelText } from '../../schemas/column-labels';
import { columnTraits } from '../../schemas/column-types';
import { loadExcel } from '../lazy-packages';

/** The most rows one export holds; a larger selection is cut and the answer says so in a header. */
export const EXPORT_ROW_CAP = 10_000;


/** The columns of the sheet: the list's visible value columns, or every data key when unconfigured. */
export function exportColumns(config: ListConfig | null, rows: ListRow[]): TableColumn[] {
  if (config) {
    // types drawing buttons, icons or previews rather than a value are left out (a download column exports its file names)
    return config.columns.filter((c) => c.show !== false && !columnTraits(c.type)?.notExported);
  }
  const keys = new Set<string>();
  const skip = new Set(['id', 'status', 'statusText', 'statusColor', 'auditColor', 'operations', 'version', 'enterpriseId', 'createdAt', 'updatedAt']);
  for (const r of rows) for (const k of Object.keys(r)) if (!skip.has(k)) keys.add(k);
  return [...keys].map((k) => ({ code: k, name: k }));
}

/**
 * The text a cell shows: status columns show the status text, a coded value its label (as the
 * list shows it, schemas/column-labels.ts), lists are joined with ';'.
 */
export function cellValue(row: ListRow, column: TableColumn, labels?: ListLabels): string | number {
  if (column.isStatus || columnTraits(column.type)?.showsStatus) {
    const key = column.bianma ?? column.code;
    if (key === 'status' || key === 'statusText') return row.statusText;
  }
  const value = row[column.bianma ?? column.code];
  const label = labelText(value, labels?.[columnKey(column)]);
  if (label !== undefined) return label;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) {
    return value
      .map((v) => (v && typeof v === 'object' ? String((v as Record<string, unknown>).annexName ?? (v as Record<string, unknown>).fileName ?? JSON.stringify(v)) : String(v)))
      .join(';');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}

/** A workbook with one sheet: a bold header row, then one row per record. */
export async function buildWorkbook(sheetName: string, columns: TableColumn[], rows: ListRow[], labels?: ListLabels): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '公共资源交易低代码平台';
  workbook.created = new Date();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({
    header: c.name,
    key: c.code,
    width: typeof c.width === 'number' ? Math.max(8, Math.round(c.width / 7)) : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => cellValue(row, c, labels)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `attachment` disposition with the name in ASCII and in UTF-8 (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
