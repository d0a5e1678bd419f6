import { definePageKind } from '../define';
import { chartSemantics, placeInChart } from './problems';

/** A chart page: statistic numbers and charts over other nodes' records (docs/page-kinds/chart.md). */
export default definePageKind({
  label: '图表看板',
  hint: '统计数字与图表（分析台、信用概览）',
  schema: 'ChartConfig',
  opens: 'dashboard',
  suggestedBy: ['分析台', '图表'],
  emptyConfig: (_nodeId, title) => ({ kind: 'chart', title, panels: [] }),
  place: placeInChart,
  rules: (config) => chartSemantics('chart', config),
});
