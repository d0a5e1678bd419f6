import { ListConfig } from '../../../schemas/list';
import { ListPreview } from './ListPreview';
import { defineDesignerKind } from '../define';
import { ColumnTypePalette, TableCanvas } from './views';

/** A table list: columns and search conditions on the canvas. */
export default defineDesignerKind({
  kind: 'list',
  configSchema: ListConfig,
  Palette: ColumnTypePalette,
  Canvas: TableCanvas,
  Preview: ListPreview,
  previewModes: false,
});
