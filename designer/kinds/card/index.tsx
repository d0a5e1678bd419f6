import { ListConfig } from '../../../schemas/list';
import { ListPreview } from '../list/ListPreview';
import { defineDesignerKind } from '../define';
import { CardsCanvas, ColumnTypePalette } from '../list/views';

/** A card list: a list's columns and conditions, plus the card style. */
export default defineDesignerKind({
  kind: 'card',
  configSchema: ListConfig,
  Palette: ColumnTypePalette,
  Canvas: CardsCanvas,
  Preview: ListPreview,
  previewModes: false,
});
