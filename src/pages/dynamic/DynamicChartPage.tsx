import { Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { dashboardPageOf } from '../../../runtime/pages/dashboard-views';
import { ChartServicesProvider } from '../../../runtime/pages/chart/chart-services';
import { chartServices } from '../../api/chart-services';
import { PageLoading } from '../../shared/PageLoading';
import { useNodePreview } from './use-node-preview';
import { toChartNodeState } from './chart-node';
import { PageLoadError } from './PageLoadError';

/**
 * /credit/analysis?id=<nodeId> (分析台, e.g. 信用概览): a chart node's panels drawn by the runtime's
 * chart page; every panel's numbers come from /ks/monitor/chart-data with the viewer's read rules.
 */
export default function DynamicChartPage() {
  const [params] = useSearchParams();
  const nodeId = params.get('id');
  const { state, reload } = useNodePreview(nodeId, toChartNodeState);

  if (!nodeId) return <div className="ks-card"><Empty description="未指定图表页面，请从左侧菜单进入" /></div>;
  if (state.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (state.phase === 'error') return <PageLoadError message={state.message} onReload={reload} />;
  const Page = state.phase === 'ready' ? dashboardPageOf(state.kind) : undefined;
  if (state.phase === 'not-chart' || !Page) return <div className="ks-card"><Empty description={`「${state.title}」不是图表页面`} /></div>;
  return (
    <div className="ks-card" data-testid="dynamic-chart">
      <ChartServicesProvider value={chartServices}>
        <Page key={state.nodeId} node={{ nodeId: state.nodeId, title: state.title }} config={state.config} />
      </ChartServicesProvider>
    </div>
  );
}
