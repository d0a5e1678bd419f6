import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { parseData } from '../db/repos/records';
import { notFound } from '../errors';
import { managesRecordOf, scopeApplies } from '../management/scope';
import { BID_FILE_NODE } from '../../schemas/detection';
import { BID_GUARANTEE_TYPE, GUARANTEE_FORM_NODE, GUARANTEE_MESSAGES as G, MARGIN_RATE, type MarginBidder, type MarginBody, type MarginLetter, type MarginReport } from '../../schemas/guarantees';

type Db = Kysely<Database>;

/** The projects bid files and letters name (records of 项目登记). */
export const PROJECT_NODE = 'trade-project-list';
/** A bid file counts as a bid once handed in; a letter counts toward the margin once passed. */
const HANDED_IN = ['submitted', 'passed', 'published'];
const LETTER_SHOWN = ['submitted', 'passed', 'rejected', 'published'];
const COUNTS = new Set(['passed', 'published']);

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
/** To the fen, without binary-fraction drift (0.1 + 0.2). */
const fen = (v: number): number => Math.round(v * 100) / 100;

/**
 * 投标保证金 of one project (POST /ks/monitor/margin, docs/guarantees.md): every bidder that handed
 * in a bid file for it, with the 投标保函 it handed in for the project and whether the passed ones
 * cover the margin (2 % of the estimate). Administrators and developers see every bidder (a
 * region-limited administrator: those of its regions), an enterprise user only itself. Reading
 * changes nothing: no operation-log line.
 */
export async function marginOf(ctx: AppContext, user: SessionUser, body: MarginBody): Promise<MarginReport> {
  const db: Db = ctx.db;
  const project = await db.selectFrom('records').select(['id', 'status', 'enterprise_id', 'data']).where('node_id', '=', PROJECT_NODE).where('id', '=', body.xmId).executeTakeFirst();
  if (!project) throw notFound(G.noProject);
  const xm = parseData(project.data);
  const onProject = (node: string, statuses: string[]) =>
    db
      .selectFrom('records')
      .select(['id', 'system_coding', 'enterprise_id', 'status', 'data', 'updated_at'])
      .where('node_id', '=', node)
      .where('status', 'in', statuses)
      .where(ctx.dialect.dataText('xmId'), '=', body.xmId)
      .orderBy('updated_at')
      .orderBy('id');
  let bids = await onProject(BID_FILE_NODE, HANDED_IN).execute();
  if (user.role === 'U') {
    bids = bids.filter((b) => b.enterprise_id !== null && b.enterprise_id === user.enterpriseId);
    // an enterprise that neither bids nor owns the project learns only of a published one
    if (bids.length === 0 && project.status !== 'published' && project.enterprise_id !== user.enterpriseId) throw notFound(G.noProject);
  } else if (scopeApplies(user.role)) {
    const kept = [];
    for (const b of bids) if (await managesRecordOf(db, user.id, { systemCoding: b.system_coding, enterpriseId: b.enterprise_id })) kept.push(b);
    bids = kept;
  }
  const letters = await onProject(GUARANTEE_FORM_NODE, LETTER_SHOWN).where(ctx.dialect.dataText('bhlx'), '=', BID_GUARANTEE_TYPE).execute();
  const ysje = num(xm.ysje);
  const required = ysje === null ? null : fen(ysje * 10_000 * MARGIN_RATE);
  // one row per bidding enterprise: its newest bid file
  const byEnterprise = new Map<string, (typeof bids)[number]>();
  for (const b of bids) if (b.enterprise_id) byEnterprise.set(b.enterprise_id, b);
  const bidders: MarginBidder[] = [...byEnterprise.values()].map((b) => {
    const bid = parseData(b.data);
    const own: MarginLetter[] = letters
      .filter((l) => l.enterprise_id === b.enterprise_id)
      .map((l) => {
        const d = parseData(l.data);
        return { id: l.id, bhbh: text(d.bhbh), kljg: text(d.kljg), bhje: num(d.bhje) ?? 0, yxqz: text(d.yxqz), status: l.status, counts: COUNTS.has(l.status) };
      });
    const paid = fen(own.filter((l) => l.counts).reduce((s, l) => s + l.bhje, 0));
    return { enterpriseId: b.enterprise_id ?? '', tbdw: text(bid.tbdw), bidFileId: b.id, tbbj: num(bid.tbbj), letters: own, paid, enough: required !== null && paid >= required };
  });
  bidders.sort((a, b) => a.tbdw.localeCompare(b.tbdw, 'zh-CN') || a.enterpriseId.localeCompare(b.enterpriseId));
  return { xmId: project.id, xmmc: text(xm.xmmc), xmbh: text(xm.xmbh), ysje, rate: MARGIN_RATE, required, bidders, enough: bidders.filter((b) => b.enough).length };
}
