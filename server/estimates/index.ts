import type { EstimateRow } from '../../schemas/estimate';
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from './messages';
import { EstimateProblem } from './tree';
import { parseEstimateXml } from './xml';
import { parseEstimateXlsx } from './xlsx';

/**
 * The cost-estimate parser (issue 49, docs/bidding.md "造价文件格式"): a bid's 造价文件 (.xml or
 * .xlsx) into the tree 建设项目 → 单项工程 → 单位工程 of schemas/estimate.ts, with every check a
 * bidder needs to hear about: well-formed, required fields, amounts valid and ≥ 0, each parent's
 * fees equal to its children's sums (± 0.01 元), size limits. It never throws: any input, however
 * broken, answers `{ ok: false, message }` in Chinese naming the place.
 */

export { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from './messages';

export type EstimateParse = { ok: true; rows: EstimateRow[]; count: number } | { ok: false; message: string };

export async function parseEstimate(bytes: Buffer, fileName: string): Promise<EstimateParse> {
  const ext = /\.([^./\\]+)$/.exec(String(fileName ?? '').trim())?.[1]?.toLowerCase();
  if (ext !== 'xml' && ext !== 'xlsx') return { ok: false, message: ESTIMATE_MESSAGES.extension };
  if (!bytes || bytes.length === 0) return { ok: false, message: ESTIMATE_MESSAGES.empty };
  if (bytes.length > ESTIMATE_LIMITS.bytes) return { ok: false, message: ESTIMATE_MESSAGES.tooBig };
  try {
    const { rows, count } = ext === 'xml' ? await parseEstimateXml(bytes) : await parseEstimateXlsx(bytes);
    return { ok: true, rows, count };
  } catch (err) {
    if (err instanceof EstimateProblem) return { ok: false, message: err.message };
    // a file no check above foresaw: still an answer, never a crash of the job that parses it
    return { ok: false, message: ESTIMATE_MESSAGES.unreadable };
  }
}
