import type { ChartPanel } from '../../../../schemas/page-kinds/chart/config';
import { chartPanels } from '../../../model/access';
import { defineCommand } from '../../../commands/define';

/** Adds a panel at the end of a chart page. */
export default defineCommand<{ panel: ChartPanel }>({
  id: 'add-chart-panel',
  label: '添加图表面板',
  history: 'record',
  apply(draft, { panel }) {
    const config = draft.config as { panels?: unknown };
    if (config.panels === undefined) config.panels = [];
    chartPanels(draft.config)?.push(panel);
  },
});
