import { ListPreview } from '../../preview/ListPreview';
import { defineDesignerKind } from '../define';
import { CardsCanvas, ColumnTypePalette } from '../list/views';

/** A card list: a list's columns and conditions, plus the card style. */
export default defineDesignerKind({
  kind: 'card',
  Palette: ColumnTypePalette,
  Canvas: CardsCanvas,
  Preview: ListPreview,
  previewModes: false,
});
