import type { Cell } from 'exceljs';
import { ESTIMATE_FEES, ESTIMATE_LEVELS, type EstimateFee, type EstimateRow } from '../../schemas/estimate';
import { openFirstSheet } from '../dictionary/first-sheet';
import { XLSX_GUARD_MESSAGES } from '../dictionary/xlsx-guard';
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from './messages';
import { EstimateBuilder, refuse, type RawRow, type RawValue } from './tree';

/**
 * The xlsx 造价文件 (docs/bidding.md "造价文件格式"): the first worksheet, a header row within its
 * first 10 rows naming the columns (any order; 层级 optional):
 *
 *   序号 | 编码 | 项目名称 | 层级 | 专业 | 总造价 | 分部分项工程费 | 措施项目费 | 安全文明施工费 | 其他项目费 | 规费 | 税金 | 增值税销项税额
 *
 * then one row per work in document order, the level given by the 序号 outline: 1 the 建设项目,
 * 1.1, 1.2 … its 单项工程, 1.1.1, 1.1.2 … their 单位工程 (numbered in order, as text). Blank rows
 * are skipped. Before exceljs reads it, the zip passes the dictionary import's guard (sizes,
 * DOCTYPE; server/dictionary/xlsx-guard.ts).
 */

const LABELS = { code: '编码', name: '项目名称', zy: '专业' } as const;
const SERIAL = '序号';
const LEVEL = '层级';
const REQUIRED = [SERIAL, LABELS.code, LABELS.name, LABELS.zy, ...ESTIMATE_FEES.map(([, label]) => label)];
const HEADER_SEARCH = 10;

/** A cell as the file holds it: numbers stay numbers, formulas give their cached result, rich text its text. */
function valueOf(cell: Cell): RawValue {
  const v = cell.value as unknown;
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    const o = v as { result?: unknown; richText?: { text?: unknown }[]; text?: unknown; error?: unknown };
    // a formula (shared or not): its saved result, or nothing when the file kept none
    if ('result' in o || 'formula' in o || 'sharedFormula' in o) return typeof o.result === 'number' || typeof o.result === 'string' ? o.result : o.result == null ? undefined : String((o.result as { error?: unknown }).error ?? o.result);
    if (Array.isArray(o.richText)) return o.richText.map((p) => String(p.text ?? '')).join('');
    if (typeof o.text === 'string') return o.text; // a hyperlink
    if (typeof o.error === 'string') return o.error;
  }
  return String(v);
}

export async function parseEstimateXlsx(bytes: Buffer): Promise<{ rows: EstimateRow[]; count: number }> {
  // the guard's words were written for the dictionary import: say them of a 造价文件
  const said: Record<string, string> = {
    [XLSX_GUARD_MESSAGES.tooBig]: ESTIMATE_MESSAGES.xlsxTooBig,
    [XLSX_GUARD_MESSAGES.tooMany]: ESTIMATE_MESSAGES.xlsxTooMany,
    [XLSX_GUARD_MESSAGES.doctype]: ESTIMATE_MESSAGES.xlsxDoctype,
  };
  const words = { ...ESTIMATE_MESSAGES, guard: (m: string) => said[m] ?? ESTIMATE_MESSAGES.notXlsx };
  const sheet = await openFirstSheet(bytes, words, refuse, ESTIMATE_LIMITS.xlsx);

  // the header: the first of the first rows that names 序号 and 项目名称
  let headerRow = 0;
  const columns = new Map<string, number>();
  for (let r = 1; r <= Math.min(HEADER_SEARCH, sheet.rowCount) && !headerRow; r++) {
    const found = new Map<string, number>();
    sheet.getRow(r).eachCell((cell, col) => {
      const text = String(valueOf(cell) ?? '').replace(/\s+/g, '');
      if (text && !found.has(text)) found.set(text, col);
    });
    if (found.has(SERIAL) && found.has(LABELS.name)) {
      headerRow = r;
      for (const [k, v] of found) columns.set(k, v);
    }
  }
  const missing = REQUIRED.filter((label) => !columns.has(label));
  if (!headerRow || missing.length) refuse(ESTIMATE_MESSAGES.header(headerRow ? missing : REQUIRED));
  if (sheet.rowCount - headerRow > ESTIMATE_LIMITS.rows * 2) refuse(ESTIMATE_MESSAGES.tooManyRows);

  const builder = new EstimateBuilder(LABELS);
  const col = (label: string) => columns.get(label)!;
  const levelCol = columns.get(LEVEL);
  for (let r = headerRow + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const cell = (label: string): RawValue => valueOf(row.getCell(col(label)));
    const fees = {} as Record<EstimateFee, RawValue>;
    for (const [fee, label] of ESTIMATE_FEES) fees[fee] = cell(label);
    const raw: RawRow = { code: cell(LABELS.code), name: cell(LABELS.name), zy: cell(LABELS.zy), fees };
    const level = levelCol ? String(valueOf(row.getCell(levelCol)) ?? '').trim() : '';
    const serial = String(cell(SERIAL) ?? '').trim();
    const blank = !serial && !level && [raw.code, raw.name, raw.zy, ...Object.values(fees)].every((v) => v === undefined || String(v).trim() === '');
    if (blank) continue;
    const fail = (what: string): never => refuse(ESTIMATE_MESSAGES.at(r, what));
    if (!serial) fail(ESTIMATE_MESSAGES.serialMissing);
    if (!/^\d+(\.\d+){0,2}$/.test(serial)) fail(ESTIMATE_MESSAGES.serial(serial));
    const parts = serial.split('.');
    const depth = parts.length - 1;
    if (depth === 0 && builder.openId(0) !== undefined) fail(ESTIMATE_MESSAGES.oneProject(serial));
    if (depth > builder.depth) fail(ESTIMATE_MESSAGES.serialParent(serial, parts.slice(0, -1).join('.')));
    if (depth > 0 && builder.openId(depth - 1) !== parts.slice(0, -1).join('.')) fail(ESTIMATE_MESSAGES.serialParent(serial, parts.slice(0, -1).join('.')));
    if (level && level !== ESTIMATE_LEVELS[depth]) fail(ESTIMATE_MESSAGES.level(level, serial, ESTIMATE_LEVELS[depth]!));
    // rows below this one's parent close first (their sums checked), then the number must be the next
    builder.closeTo(depth);
    const expected = builder.nextId(depth);
    if (serial !== expected) fail(ESTIMATE_MESSAGES.serialNext(serial, expected));
    builder.open(depth, raw, r);
  }
  const rows = builder.finish();
  return { rows, count: builder.count };
}
