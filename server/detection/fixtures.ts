import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../db/clock';
import { FIXTURE_FILES_DIR, FIXTURE_PREFIX } from '../files/file-store';
import { parseEstimate } from '../estimates';
import { BID_FILE_NODE } from '../../schemas/detection';
import { estimateFileOf, findBidFile, storeEstimate } from './repo';

/**
 * The demo bid files' 造价文件 (docs/bidding.md "投标文件"): the three bidders of the demo project
 * (fixtures/records/trade-bd-file.seed.json) each uploaded fixtures/files/estimates/bid-N.xml; the
 * passed one's was detected already (its tree stored). Runs after the record seeds, in the demo
 * data's transaction.
 */
export const DEMO_ESTIMATES = [
  { fileId: 'demo-bd-zjwj-1', file: 'estimates/bid-1.xml', recordId: 'trade-bd-file-0001', parsed: true },
  { fileId: 'demo-bd-zjwj-2', file: 'estimates/bid-2.xml', recordId: 'trade-bd-file-0002', parsed: false },
  { fileId: 'demo-bd-zjwj-3', file: 'estimates/bid-3.xml', recordId: 'trade-bd-file-0003', parsed: false },
] as const;

export async function loadBidFileFixtures(tx: Kysely<Database>): Promise<number> {
  let n = 0;
  for (const demo of DEMO_ESTIMATES) {
    const record = await findBidFile(tx, demo.recordId);
    if (!record) continue;
    const content = fs.readFileSync(path.join(FIXTURE_FILES_DIR, demo.file));
    const at = nowIso();
    await tx
      .insertInto('files')
      .values({
        id: demo.fileId, owner_user_id: record.ownerUserId, enterprise_id: record.enterpriseId, system_coding: 'trade_service', gn_coding: BID_FILE_NODE, file_type: 'zjwj', file_no: 'fileList',
        display_name: '造价文件.xml', stored_name: `${FIXTURE_PREFIX}${demo.file}`, mime: 'application/xml', size: content.length,
        sha256: crypto.createHash('sha256').update(content).digest('hex'), md5: crypto.createHash('md5').update(content).digest('hex'), created_at: at, access_key: null,
      })
      .execute();
    if (demo.parsed) {
      const parsed = await parseEstimate(content, '造价文件.xml');
      if (!parsed.ok) throw new Error(`fixture files/${demo.file}: ${parsed.message}`);
      const file = estimateFileOf(record);
      await storeEstimate(tx, { recordId: record.id, jobId: 'demo', fileId: file?.fileId ?? demo.fileId, fileName: '造价文件.xml', rows: parsed.rows, count: parsed.count, at });
    }
    n++;
  }
  return n;
}
