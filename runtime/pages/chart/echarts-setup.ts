/**
 * ECharts as the chart panels use it: the core, the three series, the components they show and
 * the SVG renderer (crisp at any zoom, and it draws in jsdom). Loaded with import() by EChart.tsx
 * on the first chart drawn, so no other page's bundle holds it (docs/performance.md).
 */
// `use` renamed: it is ECharts' registration, not a React hook.
import { use as register, init } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

register([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
