import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { BENCH_NODE } from './mixes';
import type { Tally } from './mixes';

export interface Stored {
  acknowledged: number;
  stored: number;
  distinct: number;
  /** Acknowledged saves with no row. */
  lost: number;
  /** Keys stored more than once (a save applied twice). */
  doubled: number;
  /** Rows whose save was never acknowledged: the requests in flight at the kill. */
  unacknowledged: number;
  /** Acknowledged passes whose record is not in 已通过 (or a later state). */
  notPassed: number;
}

/** Compares the rows the write mix left with the writes it was told succeeded. */
export async function verifyStored(db: Kysely<Database>, mark: string, tallies: Tally[]): Promise<Stored> {
  const rows = await db.selectFrom('records').select(['data', 'status']).where('node_id', '=', BENCH_NODE).execute();
  const byKey = new Map<string, string[]>();
  for (const r of rows) {
    const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as { qymc?: string; xmmc?: string };
    if (data.qymc !== mark || !data.xmmc) continue;
    byKey.set(data.xmmc, [...(byKey.get(data.xmmc) ?? []), r.status]);
  }
  const saved = tallies.flatMap((t) => t.saved);
  const passed = tallies.flatMap((t) => t.passed);
  const acked = new Set(saved);
  const stored = [...byKey.values()].reduce((n, s) => n + s.length, 0);
  return {
    acknowledged: saved.length,
    stored,
    distinct: byKey.size,
    lost: saved.filter((k) => !byKey.has(k)).length,
    doubled: [...byKey.values()].filter((s) => s.length > 1).length + (saved.length - acked.size),
    unacknowledged: [...byKey.keys()].filter((k) => !acked.has(k)).length,
    notPassed: passed.filter((k) => !(byKey.get(k) ?? []).some((s) => s === 'passed' || s === 'published')).length,
  };
}
