import { Button, Card, Empty, Result, Spin, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChartData, ChartPanel } from '../../../schemas/page-kinds/chart/config';
import { chartTraits } from '../../../schemas/page-kinds/chart/chart-types';
import { chartOption } from './chart-option';
import { DataSummary } from './DataSummary';
import { EChart } from './EChart';
import { useChartServices } from './chart-services';

const CHART_HEIGHT = 280;

type State = { phase: 'loading' } | { phase: 'ready'; data: ChartData } | { phase: 'error'; message: string };

/**
 * What the panel's numbers are, for the summary's header: the server names the field as the
 * source's config does (评分 合计); an older answer without the name falls back to the key.
 */
const measureName = (panel: ChartPanel, data: ChartData) => {
  if (data.measureName) return data.measureName;
  const m = panel.source.measure;
  return m === undefined || m === 'count' ? '记录数' : `${m.sum} 合计`;
};

/** `panel` as the page sends it: by key when saved, the panel itself in the designer's preview. */
export interface ChartPanelViewProps {
  nodeId: string;
  panel: ChartPanel;
  /** send the panel itself rather than its key (the designer previews unsaved panels) */
  unsaved?: boolean;
}

/** One panel: loads its numbers, then a big number (stat) or a chart with its hidden summary. */
export function ChartPanelView({ nodeId, panel, unsaved }: ChartPanelViewProps) {
  const services = useChartServices();
  const { token } = theme.useToken();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const asked = unsaved ? JSON.stringify(panel) : panel.key;

  useEffect(() => {
    let current = true;
    setState({ phase: 'loading' });
    const request: string | ChartPanel = unsaved ? (JSON.parse(asked) as ChartPanel) : asked;
    services.chartData(nodeId, request).then(
      (data) => current && setState({ phase: 'ready', data }),
      (e: unknown) => current && setState({ phase: 'error', message: e instanceof Error ? e.message : '数据加载失败' }),
    );
    return () => {
      current = false;
    };
  }, [services, nodeId, asked, unsaved, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const traits = chartTraits(panel.chart);
  const data = state.phase === 'ready' ? state.data : undefined;
  const option = useMemo(() => (traits && data ? chartOption(traits, data, token.colorText) : undefined), [traits, data, token.colorText]);

  let body;
  if (state.phase === 'loading') body = <Spin tip="数据加载中…"><div style={{ minHeight: 80 }} /></Spin>;
  else if (state.phase === 'error') {
    body = <Result status="warning" title="数据加载失败" subTitle={state.message} extra={<Button onClick={retry}>重新加载</Button>} />;
  } else if (!traits?.grouped) {
    body = <div className="ks-chart-stat" data-testid="chart-stat">{state.data.values[0] ?? 0}</div>;
  } else if (state.data.labels.length === 0) body = <Empty description="暂无数据" />;
  else {
    body = (
      <>
        {option && <EChart option={option} height={CHART_HEIGHT} label={panel.title} />}
        <DataSummary title={panel.title} data={state.data} measureName={measureName(panel, state.data)} />
      </>
    );
  }
  return (
    <Card title={<h2 className="ks-chart-title">{panel.title}</h2>} size="small" data-testid={`chart-panel-${panel.key}`} data-chart={panel.chart} aria-busy={state.phase === 'loading'}>
      {body}
    </Card>
  );
}
