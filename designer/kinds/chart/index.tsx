import { defineDesignerKind } from '../define';
import { ChartCanvas, ChartPalette, ChartPreview } from './views';

/** A chart page: panels (numbers and charts) edited as a list, previewed with the real numbers. */
export default defineDesignerKind({
  kind: 'chart',
  Palette: ChartPalette,
  Canvas: ChartCanvas,
  Preview: ChartPreview,
  previewModes: false,
});
