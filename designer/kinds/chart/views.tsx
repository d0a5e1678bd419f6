import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space } from 'antd';
import { useMemo } from 'react';
import { CHART_TYPE_TRAITS, CHART_TYPES } from '../../../schemas/page-kinds/chart/chart-types';
import type { ChartConfig } from '../../../schemas/page-kinds/chart/config';
import { ChartPage } from '../../../runtime/pages/chart/ChartPage';
import { commands } from '../../commands';
import { chartPanels } from '../../model/access';
import { useDesignerState, useDesignerStore } from '../../store/use-designer';
import type { KindPreviewProps, KindViewProps } from '../define';
import { PanelEditor } from './PanelEditor';
import { newPanel } from './panel-edit';
import { useSourceNodes } from './use-sources';
import './chart-designer.css';

/** The palette: one button per chart type, each adding a panel over the first record node. */
export function ChartPalette(_props: KindViewProps) {
  const store = useDesignerStore();
  const nodeId = useDesignerState((s) => s.nodeId);
  const sources = useSourceNodes(nodeId);
  const add = (type: (typeof CHART_TYPES)[number]) => {
    const panels = chartPanels(store.getState().config) ?? [];
    store.run(commands.addChartPanel, { panel: newPanel(type, sources[0]?.nodeId ?? nodeId, new Set(panels.map((p) => p.key))) });
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-label="添加图表面板">
      {CHART_TYPES.map((type) => (
        <Button key={type} block icon={<PlusOutlined aria-hidden />} onClick={() => add(type)}>
          {`添加${CHART_TYPE_TRAITS[type].label}`}
        </Button>
      ))}
    </Space>
  );
}

/** The canvas: every panel's editor, in page order. */
export function ChartCanvas({ problems }: KindViewProps) {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config);
  const nodeId = useDesignerState((s) => s.nodeId);
  const sources = useSourceNodes(nodeId);
  const panels = chartPanels(config) ?? [];
  if (panels.length === 0) return <Empty description="还没有面板：从左侧添加数字、柱状图、折线图、饼图或排行榜" />;
  // A problem line names its panel as `第 N 个面板…`: each editor shows its own lines.
  const problemsOf = (i: number) => problems.map((p) => p.text).filter((t) => t.startsWith(`第 ${i + 1} 个面板`));
  return (
    <div className="ks-chart-edit-list" data-testid="chart-canvas">
      {panels.map((panel, i) => (
        <PanelEditor
          key={`${i}:${panel.key}`}
          panel={panel}
          index={i}
          count={panels.length}
          sources={sources}
          problems={problemsOf(i)}
          onChange={(next, prop) => store.run(commands.updateChartPanel, { index: i, panel: next, prop })}
          onMove={(to) => store.run(commands.moveChartPanel, { from: i, to })}
          onRemove={() => store.run(commands.removeChartPanel, { index: i })}
        />
      ))}
    </div>
  );
}

/**
 * The page as users get it, with the real numbers: every panel is sent as it is (unsaved), which
 * the server allows builders (POST /ks/monitor/chart-data). The shell provides the call.
 */
export function ChartPreview({ config, nodeId }: KindPreviewProps) {
  const chart = config as ChartConfig;
  const panels = useMemo(() => (Array.isArray(chart.panels) ? chart.panels : []), [chart.panels]);
  return <ChartPage node={{ nodeId }} config={{ ...chart, panels }} unsaved />;
}
