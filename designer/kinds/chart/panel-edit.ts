import type { ChartPanel, ChartSource } from '../../../schemas/page-kinds/chart/config';
import { CHART_TYPE_TRAITS, chartTraits, type ChartType, type TimeUnit } from '../../../schemas/page-kinds/chart/chart-types';

/**
 * Pure edits of one panel, as the panel editor makes them: each returns the whole new panel, so
 * one command (update-chart-panel) records it, and the keys a choice makes meaningless go with it.
 */

/** A new panel of `type` over `gnCoding`, with a key not in `taken`. */
export function newPanel(type: ChartType, gnCoding: string, taken: ReadonlySet<string>): ChartPanel {
  let n = taken.size + 1;
  while (taken.has(`panel${n}`)) n += 1;
  return { key: `panel${n}`, title: CHART_TYPE_TRAITS[type].label, chart: type, col: 12, source: { gnCoding } };
}

/** Another chart type: a single number keeps no grouping; a grouped type keeps what it had. */
export function withChart(panel: ChartPanel, chart: ChartType): ChartPanel {
  if (chartTraits(chart)?.grouped) return { ...panel, chart };
  const { groupBy: _g, timeField: _t, timeUnit: _u, top: _n, ...rest } = panel.source;
  return { ...panel, chart, source: rest };
}

export const withSource = (panel: ChartPanel, change: Partial<ChartSource>): ChartPanel => {
  const source: Record<string, unknown> = { ...panel.source, ...change };
  // optional keys stay absent rather than undefined (the saved JSON stays clean)
  for (const k of Object.keys(source)) if (source[k] === undefined || source[k] === '') delete source[k];
  return { ...panel, source: source as ChartSource };
};

/** Group by a field (drops the time grouping). */
export const groupedBy = (panel: ChartPanel, field: string | undefined): ChartPanel => withSource(panel, { groupBy: field, timeField: undefined, timeUnit: undefined });

/** Group by the year or month of a date field (drops the field grouping). */
export const groupedByTime = (panel: ChartPanel, field: string | undefined, unit: TimeUnit): ChartPanel =>
  withSource(panel, { timeField: field, timeUnit: unit, groupBy: undefined });

/** Count the records, or sum a numeric field. */
export const measuredBy = (panel: ChartPanel, sum: string | undefined): ChartPanel => withSource(panel, { measure: sum ? { sum } : undefined });
