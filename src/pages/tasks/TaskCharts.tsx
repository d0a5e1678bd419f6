import { Col, Row } from 'antd';
import { useMemo } from 'react';
import type { ChartData, ChartPanel } from '../../../schemas/page-kinds/chart/config';
import { ChartPanelView } from '../../../runtime/pages/chart/ChartPanelView';
import { ChartServicesProvider, type ChartServices } from '../../../runtime/pages/chart/chart-services';
import '../../../runtime/pages/chart/chart.css';

/** One chart of a statistics page: a chart panel (page kind `chart`) and the numbers it shows. */
export interface TaskChart {
  panel: ChartPanel;
  data: ChartData;
}

/**
 * The statistics pages draw their charts with the chart page kind's own panel (ECharts loaded on
 * first use, the hidden data table, the empty and error states): its numbers come from the
 * statistics calls the page has made, not from /ks/monitor/chart-data.
 */
export function TaskCharts({ charts }: { charts: TaskChart[] }) {
  const services = useMemo<ChartServices>(() => {
    const byKey = new Map(charts.map((c) => [c.panel.key, c.data]));
    return {
      chartData: (_node, panel) => {
        const data = byKey.get(typeof panel === 'string' ? panel : panel.key);
        return data ? Promise.resolve(data) : Promise.reject(new Error('图表面板不存在'));
      },
    };
  }, [charts]);
  return (
    <ChartServicesProvider value={services}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {charts.map((c) => (
          <Col key={c.panel.key} xs={24} md={c.panel.col ?? 12}>
            <ChartPanelView nodeId="task-statistics" panel={c.panel} />
          </Col>
        ))}
      </Row>
    </ChartServicesProvider>
  );
}

/** A panel over the statistics (its source names no node: the page gives the numbers). */
export const taskPanel = (key: string, title: string, chart: ChartPanel['chart'], col = 12): ChartPanel => ({
  key,
  title,
  chart,
  col,
  source: { gnCoding: 'task-statistics', groupBy: key },
});
