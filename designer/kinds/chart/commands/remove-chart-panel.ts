import { chartPanels } from '../../../model/access';
import { defineCommand } from '../../../commands/define';

/** Removes a panel of a chart page. */
export default defineCommand<{ index: number }>({
  id: 'remove-chart-panel',
  label: '删除图表面板',
  history: 'record',
  apply(draft, { index }) {
    const panels = chartPanels(draft.config);
    if (panels?.[index]) panels.splice(index, 1);
  },
});
