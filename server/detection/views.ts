import { ESTIMATE_FEES, flattenEstimate, sameAmount, sumOf, type EstimateFee, type EstimateRow } from '../../schemas/estimate';
import type { AchievementRow, DetectionScore, DirectoryRow, FlatRow } from '../../schemas/detection';

/** What the detection calls derive from a stored tree (docs/bidding.md "文件检测"); pure. */

const fees = (row: EstimateRow): Record<EstimateFee, number> => Object.fromEntries(ESTIMATE_FEES.map(([k]) => [k, row[k]])) as Record<EstimateFee, number>;

/** /score: every fee of every row with children against the sum of its children. */
export function scoreOf(rows: readonly EstimateRow[]): Omit<DetectionScore, 'states'> {
  let checks = 0;
  let passed = 0;
  const problems: DetectionScore['problems'] = [];
  for (const { row } of flattenEstimate(rows)) {
    if (!row.children?.length) continue;
    const sums = sumOf(row.children);
    for (const [fee, feeName] of ESTIMATE_FEES) {
      checks++;
      if (sameAmount(row[fee], sums[fee])) passed++;
      else problems.push({ id: row.id, code: row.code, name: row.name, fee, feeName, expected: sums[fee], actual: row[fee] });
    }
  }
  return { checks, passed, score: checks ? Math.round((passed / checks) * 100) : 100, problems };
}

/** /directories: the tree without amounts. */
export function directoriesOf(rows: readonly EstimateRow[]): DirectoryRow[] {
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, zy: r.zy, ...(r.children ? { children: directoriesOf(r.children) } : {}) }));
}

/** /achievement: totals per 专业 over the unit works (rows with a zy), in order of first appearance. */
export function achievementOf(rows: readonly EstimateRow[]): AchievementRow[] {
  const groups = new Map<string, EstimateRow[]>();
  for (const { row } of flattenEstimate(rows)) {
    if (!row.zy || row.children?.length) continue;
    const list = groups.get(row.zy) ?? [];
    list.push(row);
    groups.set(row.zy, list);
  }
  return [...groups].map(([zy, list]) => ({ zy, count: list.length, ...sumOf(list) }));
}

/** /parse-data: the flat rows with their parent's id and depth. */
export function flatRowsOf(rows: readonly EstimateRow[]): FlatRow[] {
  return flattenEstimate(rows).map(({ row, parentId, depth }) => ({ id: row.id, code: row.code, name: row.name, zy: row.zy, ...fees(row), parentId, depth }));
}

/** /publicity: the totals of the whole file (the sum of its top rows). */
export function totalsOf(rows: readonly EstimateRow[]): Record<EstimateFee, number> | null {
  return rows.length ? sumOf(rows) : null;
}
