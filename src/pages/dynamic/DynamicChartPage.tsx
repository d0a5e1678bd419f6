import { Button, Empty, Result } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardPageOf } from '../../../runtime/pages/dashboard-views';
import { ChartServicesProvider } from '../../../runtime/pages/chart/chart-services';
import { chartServices } from '../../api/chart-services';
import { PageLoading } from '../../shared/PageLoading';
import { fetchNodePreview } from './list/list-node';
import { toChartNodeState, type ChartNodeState } from './chart-node';

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/**
 * /credit/analysis?id=<nodeId> (分析台, e.g. 信用概览): a chart node's panels drawn by the runtime's
 * chart page; every panel's numbers come from /ks/monitor/chart-data with the viewer's read rules.
 */
export default function DynamicChartPage() {
  const [params] = useSearchParams();
  const nodeId = params.get('id');
  const [state, setState] = useState<ChartNodeState>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    setState({ phase: 'loading' });
    fetchNodePreview(nodeId)
      .then((node) => live && setState(toChartNodeState(node)))
      .catch((e: unknown) => live && setState({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [nodeId, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  if (!nodeId) return <div className="ks-card"><Empty description="未指定图表页面，请从左侧菜单进入" /></div>;
  if (state.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (state.phase === 'error') {
    return (
      <div className="ks-card">
        <Result status="warning" title="页面加载失败" subTitle={state.message} extra={<Button onClick={reload}>重新加载</Button>} />
      </div>
    );
  }
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
