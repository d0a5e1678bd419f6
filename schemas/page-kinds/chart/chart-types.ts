/**
 * The chart types a panel of a chart page can be, one entry each: what every layer knows of a
 * type. The schema enum is these keys; runtime/pages/chart/draw reads `series` to build the
 * ECharts option, the designer offers `label`, and the server reads `grouped` (a stat panel is
 * one number, no GROUP BY).
 */
export interface ChartTypeTraits {
  /** the Chinese name in the designer */
  label: string;
  /** the data is grouped (labels + values); false: one total */
  grouped: boolean;
  /** the ECharts series type drawn, absent for a plain number */
  series?: 'bar' | 'line' | 'pie';
  /** bars laid out horizontally, largest first (a ranking) */
  horizontal?: boolean;
  /** the default number of groups kept (largest first), when the panel says none */
  defaultTop?: number;
}

export const CHART_TYPE_TRAITS = {
  stat: { label: '数字', grouped: false },
  bar: { label: '柱状图', grouped: true, series: 'bar' },
  line: { label: '折线图', grouped: true, series: 'line' },
  pie: { label: '饼图', grouped: true, series: 'pie' },
  rank: { label: '排行榜', grouped: true, series: 'bar', horizontal: true, defaultTop: 10 },
} as const satisfies Record<string, ChartTypeTraits>;

export type ChartType = keyof typeof CHART_TYPE_TRAITS;

export const CHART_TYPES = Object.keys(CHART_TYPE_TRAITS) as ChartType[];

/** The traits of `type`, or undefined for an unknown name. */
export const chartTraits = (type: string): ChartTypeTraits | undefined =>
  Object.hasOwn(CHART_TYPE_TRAITS, type) ? (CHART_TYPE_TRAITS as Record<string, ChartTypeTraits>)[type] : undefined;

/** Record fields a panel may group or filter by besides its data keys: the record's own columns. */
export const CHART_COLUMN_FIELDS = ['status', 'createdAt', 'updatedAt'] as const;

export const TIME_UNITS = { year: '按年', month: '按月' } as const;
export type TimeUnit = keyof typeof TIME_UNITS;
