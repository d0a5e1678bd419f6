/**
 * The cost-estimate tree (造价文件, issue 49): what server/estimates/ parses from a bid's .xml or .xlsx
 * 造价文件, what the detection jobs store and what the 文件分析 tree table shows. docs/bidding.md
 * "造价文件格式" describes both file layouts and the checks.
 *
 * Levels: 建设项目 → 单项工程 → 单位工程 (the unit works carry a `zy` 专业). Amounts in 元, two decimals.
 * Pure and without imports.
 */

export interface EstimateRow {
  id: string;
  code: string;
  name: string;
  zy: string;
  zzj: number;
  fbfxf: number;
  csxmf: number;
  aqwmsgf: number;
  qtxmf: number;
  gf: number;
  sj: number;
  zzsxxse: number;
  children?: EstimateRow[];
}

export const ESTIMATE_FEES = [
  ['zzj', '总造价'],
  ['fbfxf', '分部分项工程费'],
  ['csxmf', '措施项目费'],
  ['aqwmsgf', '安全文明施工费'],
  ['qtxmf', '其他项目费'],
  ['gf', '规费'],
  ['sj', '税金'],
  ['zzsxxse', '增值税销项税额'],
] as const;

export type EstimateFee = (typeof ESTIMATE_FEES)[number][0];

/** The three levels, top down; index = depth in the tree. */
export const ESTIMATE_LEVELS = ['建设项目', '单项工程', '单位工程'] as const;

export type EstimateLevel = (typeof ESTIMATE_LEVELS)[number];

/** A parent's fee may differ from the sum of its children by at most this (元). */
export const ESTIMATE_TOLERANCE = 0.01;

/** An amount in 元 rounded to cents (half away from zero, exact for amounts written with two decimals). */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Math.abs(amount) * 100 + 1e-6);
  const rounded = cents / 100;
  return amount < 0 ? -rounded : rounded;
}

/** Each fee summed over the rows, in cents then back to 元 (no drift from adding doubles). */
export function sumOf(rows: readonly EstimateRow[]): Record<EstimateFee, number> {
  const cents = {} as Record<EstimateFee, number>;
  for (const [fee] of ESTIMATE_FEES) cents[fee] = 0;
  for (const row of rows) for (const [fee] of ESTIMATE_FEES) cents[fee] += Math.round(roundCents(row[fee]) * 100);
  const out = {} as Record<EstimateFee, number>;
  for (const [fee] of ESTIMATE_FEES) out[fee] = cents[fee] / 100;
  return out;
}

/** True when two amounts agree within ESTIMATE_TOLERANCE (compared in whole cents). */
export function sameAmount(a: number, b: number): boolean {
  return Math.abs(Math.round(roundCents(a) * 100) - Math.round(roundCents(b) * 100)) <= Math.round(ESTIMATE_TOLERANCE * 100);
}

/** 1234567.5 → "1,234,567.50" (the way messages and the tree table print 元). */
export function formatYuan(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const r = roundCents(amount);
  const [whole, fraction] = Math.abs(r).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${r < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** Every row of the tree, parents before their children (depth first, in order). */
export function flattenEstimate(rows: readonly EstimateRow[]): { row: EstimateRow; parentId: string | null; depth: number }[] {
  const out: { row: EstimateRow; parentId: string | null; depth: number }[] = [];
  const walk = (list: readonly EstimateRow[], parentId: string | null, depth: number): void => {
    for (const row of list) {
      out.push({ row, parentId, depth });
      if (row.children) walk(row.children, row.id, depth + 1);
    }
  };
  walk(rows, null, 0);
  return out;
}

/** How many rows the tree holds (every level). */
export function countEstimateRows(rows: readonly EstimateRow[]): number {
  let n = 0;
  for (const row of rows) n += 1 + (row.children ? countEstimateRows(row.children) : 0);
  return n;
}
