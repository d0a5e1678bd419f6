import { Empty } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { dashboardPageOf } from '../../../runtime/pages/dashboard-views';
import { PageHostProvider, type PageHost } from '../../../runtime/pages/page-host';
import { ChartServicesProvider } from '../../../runtime/pages/chart/chart-services';
import { chartServices } from '../../api/chart-services';
import { CalendarServicesProvider } from '../../../runtime/pages/calendar/calendar-services';
import { backOfficeCalendarServices } from '../../api/calendar-services';
import { PageLoading } from '../../shared/PageLoading';
import { useNodePreview } from './use-node-preview';
import { toChartNodeState } from './chart-node';
import { PageLoadError } from './PageLoadError';
import EmbeddedNode from './EmbeddedNode';

/**
 * /credit/analysis?id=<nodeId> (分析台, e.g. 信用概览): a node of a kind that opens at the dashboard
 * route (a chart page, a tabs page) drawn by the runtime; a chart panel's numbers come from
 * /ks/monitor/chart-data with the viewer's read rules. The page may draw other nodes inside it
 * (EmbeddedNode) and keep its choices in the URL (?tab=…). `node` draws a given node instead of ?id=
 * (a chart inside a tab).
 */
export default function DynamicChartPage({ node: fixedNode }: { node?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const nodeId = fixedNode ?? params.get('id');
  const { state, reload } = useNodePreview(nodeId, toChartNodeState);
  // A choice replaces the entry and keeps the state (the breadcrumb's parent), as the list page's do.
  const set = useCallback(
    (name: string, value: string) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          next.set(name, value);
          return next;
        },
        { replace: true, state: location.state as unknown },
      ),
    [setParams, location.state],
  );
  const navigate = useNavigate();
  // A calendar's slot opens its form for a new record with the slot's values (DynamicDetailPage reads
  // `fill`), a booking its record; the calendar stays the breadcrumb's parent.
  const calendarServices = useMemo(() => {
    const from = { parentKey: location.pathname + location.search };
    return backOfficeCalendarServices({
      openNew: (formNode, values) => navigate(`/dynamicPage/dynamicDetail?id=${encodeURIComponent(formNode)}&new=1`, { state: { ...from, fill: values } }),
      openRecord: (formNode, recordId) => navigate(`/dynamicPage/dynamicDetail?id=${encodeURIComponent(formNode)}&recordId=${encodeURIComponent(recordId)}`, { state: from }),
    });
  }, [navigate, location.pathname, location.search]);
  const host = useMemo<PageHost>(() => ({ NodeView: EmbeddedNode, params: { get: (name) => params.get(name), set } }), [params, set]);

  if (!nodeId) return <div className="ks-card"><Empty description="未指定页面，请从左侧菜单进入" /></div>;
  if (state.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (state.phase === 'error') return <PageLoadError message={state.message} onReload={reload} />;
  const Page = state.phase === 'ready' ? dashboardPageOf(state.kind) : undefined;
  if (state.phase === 'not-chart' || !Page) return <div className="ks-card"><Empty description={`「${state.title}」不是图表页面`} /></div>;
  return (
    <div className="ks-card" data-testid="dynamic-chart">
      <PageHostProvider value={host}>
        <ChartServicesProvider value={chartServices}>
          <CalendarServicesProvider value={calendarServices}>
            <Page key={state.nodeId} node={{ nodeId: state.nodeId, title: state.title }} config={state.config} />
          </CalendarServicesProvider>
        </ChartServicesProvider>
      </PageHostProvider>
    </div>
  );
}
