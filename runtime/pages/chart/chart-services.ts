import { createContext, useContext } from 'react';
import type { ChartData, ChartPanel } from '../../../schemas/page-kinds/chart/config';

/**
 * The one call a chart page makes. The runtime never imports the API client (ARCHITECTURE.md):
 * the shell gives POST /ks/monitor/chart-data (src/api/chart-services.ts), the designer's preview
 * the same call with the unsaved panel itself.
 */
export interface ChartServices {
  /** One panel's numbers: the saved panel named by its key, or (a builder's preview) the panel itself. */
  chartData(nodeId: string, panel: string | ChartPanel): Promise<ChartData>;
}

const missing: ChartServices = {
  chartData: () => Promise.reject(new Error('未提供图表数据服务')),
};

export const ChartServicesContext = createContext<ChartServices>(missing);
export const ChartServicesProvider = ChartServicesContext.Provider;
export const useChartServices = (): ChartServices => useContext(ChartServicesContext);
