import type { ChartPanel } from '../../../../schemas/page-kinds/chart/config';
import { chartPanels } from '../../../model/access';
import { defineCommand } from '../../../commands/define';

/**
 * Replaces one panel with its edited copy (the panel editor builds the whole panel, so a change of
 * chart type can drop the keys the new type does not take in the same step).
 */
export default defineCommand<{ index: number; panel: ChartPanel; prop: string }>({
  id: 'update-chart-panel',
  label: '修改图表面板',
  history: 'record',
  // typing into one input of one panel is one undo step
  mergeKey: ({ index, prop }) => `chart-panel:${index}:${prop}`,
  apply(draft, { index, panel }) {
    const panels = chartPanels(draft.config);
    if (panels?.[index]) panels[index] = panel;
  },
});
