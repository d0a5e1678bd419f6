import type { ChartData, ChartPanel } from '../../schemas/page-kinds/chart/config';
import type { ChartServices } from '../../runtime/pages/chart/chart-services';
import { post } from './client';

/**
 * POST /ks/monitor/chart-data for the runtime's chart page. Quiet: a failing panel shows its own
 * 数据加载失败 with the server's words (session ends still apply), instead of a dialog per panel.
 */
export const chartServices: ChartServices = {
  chartData: (nodeId: string, panel: string | ChartPanel) => post<ChartData>('/ks/monitor/chart-data', { nodeId, panel }, { quiet: true }),
};
