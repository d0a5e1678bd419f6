import { Col, Empty, Row } from 'antd';
import type { ChartConfig } from '../../../schemas/page-kinds/chart/config';
import type { DashboardPageProps } from '../define';
import { ChartPanelView } from './ChartPanelView';
import './chart.css';

/** `unsaved` (the designer's preview): panels are sent as they are, not by key. */
export type ChartPageProps = DashboardPageProps<ChartConfig>;

/** Default width of a panel: half the 24-column grid. */
const DEFAULT_COL = 12;

/** A chart page (page kind `chart`, docs/page-kinds/chart.md): its panels in a 24-column grid. */
export function ChartPage({ node, config, unsaved }: ChartPageProps) {
  const title = config.title ?? node.title;
  return (
    <section aria-label={title ?? '图表看板'} data-testid="chart-page">
      {title && <h1 className="ks-chart-page-title">{title}</h1>}
      {config.panels.length === 0 ? (
        <Empty description="暂无图表，请在图表配置中添加面板" />
      ) : (
        <Row gutter={[16, 16]}>
          {config.panels.map((panel) => (
            // Narrow screens stack the panels; from md up each takes its configured share.
            <Col key={panel.key} xs={24} md={panel.col ?? DEFAULT_COL}>
              <ChartPanelView nodeId={node.nodeId} panel={panel} unsaved={unsaved} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
