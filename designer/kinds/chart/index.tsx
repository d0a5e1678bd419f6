import { ChartConfig } from '../../../schemas/page-kinds/chart/config';
import { kindCompiledErrors } from '../../../schemas/check-kind-config';
import { configProblems } from '../../../schemas/page-kinds';
import { defineDesignerKind } from '../define';
import { ChartCanvas, ChartPalette, ChartPreview } from './views';

/** A chart page: panels (numbers and charts) edited as a list, previewed with the real numbers. */
export default defineDesignerKind({
  kind: 'chart',
  configSchema: ChartConfig,
  Palette: ChartPalette,
  Canvas: ChartCanvas,
  Preview: ChartPreview,
  previewModes: false,
  // Every problem names its panel (`第 N 个面板…`): each panel's editor shows its own lines.
  itemProblems: (config) => configProblems('chart', config, kindCompiledErrors('ChartConfig', config)),
});
