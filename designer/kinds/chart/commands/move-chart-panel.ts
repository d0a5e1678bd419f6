import { chartPanels, moveInArray } from '../../../model/access';
import { defineCommand } from '../../../commands/define';

/** Reorders a panel of a chart page (the 上移 / 下移 buttons). */
export default defineCommand<{ from: number; to: number }>({
  id: 'move-chart-panel',
  label: '移动图表面板',
  history: 'record',
  apply(draft, { from, to }) {
    const panels = chartPanels(draft.config);
    if (!panels?.[from] || to < 0 || to >= panels.length || from === to) return;
    moveInArray(panels, from, to);
  },
});
