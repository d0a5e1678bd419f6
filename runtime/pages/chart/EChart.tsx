import { useEffect, useRef, useState } from 'react';
import type { ChartOption } from './chart-option';

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** the chart's name for assistive technology (its panel title) */
  label: string;
}

type Instance = { setOption(option: ChartOption, notMerge?: boolean): void; resize(size?: { width?: number; height?: number }): void; dispose(): void };

/**
 * One ECharts chart, drawn with the SVG renderer once `echarts-setup` has loaded. The size is
 * given explicitly (the box's width, the panel's height): jsdom measures nothing, and a chart
 * drawn before layout would otherwise be 0 wide. The drawing is an image (role="img") named by
 * `label`; the numbers themselves are in the panel's hidden summary.
 */
export function EChart({ option, height, label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  const [failed, setFailed] = useState(false);
  // The option of the latest render: the module may arrive after the data has changed.
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let cancelled = false;
    const el = box.current;
    if (!el) return;
    import('./echarts-setup').then(
      ({ init }) => {
        if (cancelled) return;
        const width = el.clientWidth || 400;
        const instance = init(el, undefined, { renderer: 'svg', width, height }) as unknown as Instance;
        chart.current = instance;
        instance.setOption(latest.current, true);
      },
      () => !cancelled && setFailed(true),
    );
    // Follow the box's width (the grid reflows with the window); jsdom has no ResizeObserver.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.current?.resize({ width: el.clientWidth || undefined, height }));
    observer?.observe(el);
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // The instance is made once per height; a new option is set below without re-creating it.
  }, [height]);

  useEffect(() => chart.current?.setOption(option, true), [option]);

  if (failed) return <div role="alert">图表组件加载失败，请刷新页面重试</div>;
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} data-testid="echart" />;
}
