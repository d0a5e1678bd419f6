import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SessionUser } from '../session-user';
import { badRequest, notFound } from '../errors';
import type { EstimateParse } from '../estimates';
import { readableFile } from '../files/downloads';
import { ESTIMATE_FEES, flattenEstimate, type EstimateRow } from '../../schemas/estimate';
import { TRADE_FILE_MESSAGES as MSG, type XmlAnalysis } from '../../schemas/trade-files';
import type { ReadStoredFile } from './job';

/**
 * POST /ks/analyse/xml_analysis (issue 49; docs/bidding.md "造价文件分析"): an uploaded XML 造价文件
 * the caller may read, parsed by the detection's parser and answered as a summary — nothing is
 * stored. A file the parser refuses answers 400 with the parser's Chinese message naming the place.
 * Only `.xml`: an .xlsx costs exceljs seconds and hundreds of MB, which belong to a detection job.
 */
export async function analyseXml(
  db: Kysely<Database>,
  user: SessionUser,
  fileId: string,
  deps: { readFile: ReadStoredFile; parse: (bytes: Buffer, name: string) => Promise<EstimateParse> },
): Promise<XmlAnalysis> {
  const row = await readableFile(db, user, fileId);
  if (!/\.xml$/i.test(row.display_name.trim())) throw badRequest(MSG.xmlOnly);
  const stored = await deps.readFile(row.id);
  if (!stored) throw notFound(MSG.fileMissing);
  const parsed = await deps.parse(stored.bytes, stored.name);
  if (!parsed.ok) throw badRequest(parsed.message);
  return summaryOf(row.id, row.display_name, parsed.rows, parsed.count);
}

export function summaryOf(fileId: string, fileName: string, rows: EstimateRow[], count: number): XmlAnalysis {
  const top = rows[0];
  const flat = flattenEstimate(rows);
  const majors = new Map<string, { units: number; cents: number }>();
  let singles = 0;
  let units = 0;
  for (const { row, depth } of flat) {
    if (depth === 1) singles++;
    if (depth !== 2) continue;
    units++;
    const m = majors.get(row.zy) ?? { units: 0, cents: 0 };
    m.units++;
    m.cents += Math.round(row.zzj * 100);
    majors.set(row.zy, m);
  }
  const fees = Object.fromEntries(ESTIMATE_FEES.map(([k]) => [k, top ? top[k] : 0])) as Record<(typeof ESTIMATE_FEES)[number][0], number>;
  return {
    fileId,
    fileName,
    count,
    singles,
    units,
    project: { code: top?.code ?? '', name: top?.name ?? '', ...fees },
    majors: [...majors].map(([zy, m]) => ({ zy, units: m.units, zzj: m.cents / 100 })).sort((a, b) => b.zzj - a.zzj || (a.zy < b.zy ? -1 : 1)),
  };
}
