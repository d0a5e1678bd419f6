import type { Cell } from 'exceljs';
import { PRICE_COLUMNS, PRICE_LIMITS, PRICE_MESSAGES as P, PRICE_REQUIRED, type PriceRefusal } from '../../schemas/prices';
import { openFirstSheet } from '../dictionary/first-sheet';

/**
 * A period's price workbook (docs/prices-and-tasks.md "The workbook"): the first worksheet, a
 * header row within its first 10 rows naming the columns of PRICE_COLUMNS (any order; 区县,
 * 材料编码 and 规格型号 may be missing or empty), then one row per price. Each row is either taken
 * or refused with its reason (a missing value, a price that is not > 0 with at most two decimals,
 * a text too long, a second row of the same material in the same place); a refusal of the file as
 * a whole throws PriceFileError. Before exceljs reads it, the zip passes the import guard of the
 * dictionaries (sizes, DOCTYPE; server/dictionary/xlsx-guard.ts) with sizes for 120,000 rows.
 */

export class PriceFileError extends Error {}

type Key = keyof typeof PRICE_COLUMNS;
export interface ParsedPrice {
  seq: number;
  city: string;
  county: string;
  classification: string;
  group: string;
  code: string;
  name: string;
  spec: string;
  unit: string;
  priceFen: number;
}

const MB = 1024 * 1024;
const GUARD = { entries: 100, partBytes: 160 * MB, totalBytes: 200 * MB };
const HEADER_SEARCH = 10;

function text(cell: Cell): string {
  const v = cell.value as unknown;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return String(v).trim();
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    const o = v as { result?: unknown; richText?: { text?: unknown }[]; text?: unknown };
    if ('result' in o || 'formula' in o || 'sharedFormula' in o) return o.result == null ? '' : String(o.result).trim();
    if (Array.isArray(o.richText)) return o.richText.map((p) => String(p.text ?? '')).join('').trim();
    if (typeof o.text === 'string') return o.text.trim();
  }
  return String(v).trim();
}

/** 分 from the cell's text: a number > 0 with at most two decimals, else undefined. */
export function fenOf(raw: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
    // a number cell with a float's tail (12.3 stored as 12.299999999999999)
    const n = Number(raw);
    if (!Number.isFinite(n) || raw === '' || Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return undefined;
    raw = n.toFixed(2);
  }
  const fen = Math.round(Number(raw) * 100);
  return fen > 0 && fen <= Number.MAX_SAFE_INTEGER ? fen : undefined;
}

export const priceKey = (p: { city: string; county: string; name: string; spec: string; unit: string }) => [p.city, p.county, p.name, p.spec, p.unit].join('\u0000');

export async function readPriceWorkbook(bytes: Buffer): Promise<{ rows: ParsedPrice[]; refused: PriceRefusal[] }> {
  const sheet = await openFirstSheet(bytes, P, (message) => {
    throw new PriceFileError(message);
  }, GUARD);

  const labels = Object.entries(PRICE_COLUMNS) as [Key, string][];
  let header = 0;
  const col = new Map<Key, number>();
  for (let r = 1; r <= Math.min(HEADER_SEARCH, sheet.rowCount) && !header; r++) {
    const found = new Map<string, number>();
    sheet.getRow(r).eachCell((cell, c) => {
      const t = text(cell).replace(/\s+/g, '').replace(/（元）|\(元\)/, '');
      if (t && !found.has(t)) found.set(t, c);
    });
    if (PRICE_REQUIRED.every((k) => found.has(PRICE_COLUMNS[k]))) {
      header = r;
      for (const [k, label] of labels) if (found.has(label)) col.set(k, found.get(label)!);
    }
  }
  if (!header) throw new PriceFileError(P.noHeader);
  if (sheet.rowCount - header > PRICE_LIMITS.rows) throw new PriceFileError(P.tooMany);

  const rows: ParsedPrice[] = [];
  const refused: PriceRefusal[] = [];
  const seen = new Map<string, number>();
  for (let r = header + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const v = {} as Record<Key, string>;
    for (const [k] of labels) v[k] = col.has(k) ? text(row.getCell(col.get(k)!)) : '';
    if (labels.every(([k]) => v[k] === '')) continue; // a blank row
    const missing = PRICE_REQUIRED.find((k) => v[k] === '');
    if (missing) {
      refused.push({ row: r, reason: P.missing(PRICE_COLUMNS[missing]) });
      continue;
    }
    const long = labels.find(([k]) => k !== 'price' && v[k].length > PRICE_LIMITS.text);
    if (long) {
      refused.push({ row: r, reason: P.tooLong(long[1]) });
      continue;
    }
    const fen = fenOf(v.price);
    if (fen === undefined) {
      refused.push({ row: r, reason: P.badPrice });
      continue;
    }
    const parsed: ParsedPrice = { seq: r, city: v.city, county: v.county, classification: v.classification, group: v.group, code: v.code, name: v.name, spec: v.spec, unit: v.unit, priceFen: fen };
    const key = priceKey(parsed);
    const first = seen.get(key);
    if (first !== undefined) {
      refused.push({ row: r, reason: P.duplicate(first) });
      continue;
    }
    seen.set(key, r);
    rows.push(parsed);
  }
  return { rows, refused };
}
