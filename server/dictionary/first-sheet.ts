import type { Worksheet } from 'exceljs';
import { loadExcel } from '../lazy-packages';
import { guardedXlsx, XlsxGuardError, type XlsxLimits } from './xlsx-guard';

/** What an import says, in its own words, when the file as a whole is refused. */
export interface WorkbookRefusals {
  notXlsx: string;
  noSheet: string;
  /** The guard's refusal (size, parts, DOCTYPE) said of this import; by default the guard's words. */
  guard?: (guardMessage: string) => string;
}

const LOOKS_LIKE_ZIP = (buf: Buffer) => buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50;

/**
 * The first sheet of an uploaded .xlsx. The zip passes the guard (xlsx-guard.ts) before exceljs
 * inflates anything; every refusal of the file goes through `refuse`, which throws the import's
 * own error with the message (dictionary, price workbook, 造价文件 each have theirs).
 */
export async function openFirstSheet(bytes: Buffer, words: WorkbookRefusals, refuse: (message: string) => never, limits?: XlsxLimits): Promise<Worksheet> {
  if (!LOOKS_LIKE_ZIP(bytes)) refuse(words.notXlsx);
  let checked: Buffer;
  try {
    checked = guardedXlsx(bytes, limits);
  } catch (err) {
    if (err instanceof XlsxGuardError) return refuse(words.guard ? words.guard(err.message) : err.message);
    throw err;
  }
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(checked as unknown as ArrayBuffer);
  } catch {
    return refuse(words.notXlsx);
  }
  const sheet = wb.worksheets[0];
  return sheet ?? refuse(words.noSheet);
}
