import type { Bid, EvaluationTemplate, RankRow, Scores, TemplateItem } from '../../schemas/evaluation';
import { EVALUATION_MESSAGES } from '../../schemas/evaluation';

/**
 * The arithmetic of 专家评审 (docs/bidding.md "专家评审"), pure: a sheet's total, the price score,
 * the checks of a save or submit, and the ranking. Amounts and points are rounded to two decimals.
 */

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** 基准价 = the lowest positive 投标报价 of the project's bids; score = max × 基准价 / 报价 (0 for no price). */
export function priceScore(max: number, price: number, bids: readonly Bid[]): number {
  const valid = bids.map((b) => b.tbbj).filter((p) => p > 0);
  if (!(price > 0) || !valid.length) return 0;
  return round2((max * Math.min(...valid)) / price);
}

/** The scores with every price item filled from 投标报价. */
export function withPrices(items: readonly TemplateItem[], scores: Scores, bid: Bid, bids: readonly Bid[]): Scores {
  const out: Scores = { ...scores };
  for (const i of items) if (i.kind === 'price') out[i.key] = priceScore(i.max ?? 0, bid.tbbj, bids);
  return out;
}

/** 资审: passed when every item is 'pass', failed when one is 'fail', null while incomplete. */
export function sheetOutcome(part: string, items: readonly TemplateItem[], scores: Scores): { total: number | null; passed: boolean | null } {
  if (part === 'ZS') {
    if (items.some((i) => scores[i.key] === 'fail')) return { total: null, passed: false };
    return { total: null, passed: items.every((i) => scores[i.key] === 'pass') ? true : null };
  }
  let sum = 0;
  for (const i of items) {
    const v = scores[i.key];
    if (typeof v === 'number') sum += v;
  }
  return { total: round2(sum), passed: null };
}

/** The first problem of the scores an expert sends, or null; `complete` asks for every item (submit). */
export function scoreProblem(part: string, items: readonly TemplateItem[], scores: Scores, complete: boolean): string | null {
  const byKey = new Map(items.map((i) => [i.key, i]));
  for (const [key, value] of Object.entries(scores)) {
    const item = byKey.get(key);
    if (!item) return EVALUATION_MESSAGES.unknownItem(key);
    if (item.kind === 'price') return EVALUATION_MESSAGES.priceItem(item.name);
    if (part === 'ZS') {
      if (value !== 'pass' && value !== 'fail') return EVALUATION_MESSAGES.passFail(item.name);
    } else if (typeof value !== 'number' || value < 0 || value > (item.max ?? 0) || round2(value) !== value) {
      return EVALUATION_MESSAGES.outOfRange(item.name, item.max ?? 0);
    }
  }
  if (complete) for (const i of items) if (i.kind !== 'price' && scores[i.key] === undefined) return EVALUATION_MESSAGES.incomplete(i.name);
  return null;
}

export interface SubmittedSheet {
  bidId: string;
  part: string;
  userId: string;
  scores: Scores;
}

/**
 * The ranking: a bid is qualified when more than half of the experts' 资审 sheets pass it; technical
 * and commercial are the averages of the experts' sums; total = technical + commercial; qualified
 * bids rank by total (higher first), ties by the lower 投标报价, then by bid id; the others get no rank.
 */
export function rank(template: EvaluationTemplate, bids: readonly Bid[], sheets: readonly SubmittedSheet[]): RankRow[] {
  const rows = bids.map((bid): RankRow => {
    const of = (part: 'ZS' | 'JS' | 'SW') => sheets.filter((s) => s.bidId === bid.bidId && s.part === part);
    const zs = of('ZS').map((s) => sheetOutcome('ZS', template.ZS, s.scores).passed === true);
    const qualified = zs.length > 0 && zs.filter(Boolean).length * 2 > zs.length;
    const avg = (part: 'JS' | 'SW') => {
      const totals = of(part).map((s) => sheetOutcome(part, template[part], part === 'SW' ? withPrices(template.SW, s.scores, bid, bids) : s.scores).total ?? 0);
      return totals.length ? round2(totals.reduce((a, b) => a + b, 0) / totals.length) : null;
    };
    const technical = avg('JS');
    const commercial = avg('SW');
    const total = technical === null || commercial === null ? null : round2(technical + commercial);
    return { rank: null, bidId: bid.bidId, tbdw: bid.tbdw, tbbj: bid.tbbj, qualified, technical, commercial, total };
  });
  const ranked = rows
    .filter((r) => r.qualified)
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0) || a.tbbj - b.tbbj || (a.bidId < b.bidId ? -1 : 1));
  ranked.forEach((r, i) => (r.rank = i + 1));
  return [...ranked, ...rows.filter((r) => !r.qualified).sort((a, b) => a.tbbj - b.tbbj)];
}
