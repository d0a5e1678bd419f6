import type { ChartData } from '../../../schemas/page-kinds/chart/config';
import type { ChartTypeTraits } from '../../../schemas/page-kinds/chart/chart-types';
import { CHART_SERIES } from '../../../schemas/palette';

/** Plain ECharts option objects (the types come with the lazily loaded module; this file imports none). */
export type ChartOption = Record<string, unknown>;

/**
 * The ECharts option of a grouped panel, from its chart type's traits (schemas/chart-types.ts):
 * one series, the palette's colours, no animation (the numbers, not the motion, are the point,
 * and reduced-motion users get the same picture).
 */
export function chartOption(traits: ChartTypeTraits, data: ChartData, text: string): ChartOption {
  const base = { animation: false, color: [...CHART_SERIES], textStyle: { color: text }, tooltip: { trigger: traits.series === 'pie' ? 'item' : 'axis' } };
  if (traits.series === 'pie') {
    return {
      ...base,
      legend: { bottom: 0, textStyle: { color: text } },
      series: [{ type: 'pie', radius: ['35%', '65%'], data: data.labels.map((name, i) => ({ name, value: data.values[i] })), label: { color: text, formatter: '{b}: {c}' } }],
    };
  }
  const category = { type: 'category', data: traits.horizontal ? [...data.labels].reverse() : data.labels, axisLabel: { color: text } };
  const value = { type: 'value', axisLabel: { color: text } };
  const values = traits.horizontal ? [...data.values].reverse() : data.values;
  return {
    ...base,
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: traits.horizontal ? value : category,
    yAxis: traits.horizontal ? category : value,
    series: [{ type: traits.series ?? 'bar', data: values, label: { show: true, position: traits.horizontal ? 'right' : 'top', color: text } }],
  };
}
