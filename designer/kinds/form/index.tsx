import { FieldPalette } from '../../canvas/FieldPalette';
import { FormCanvas } from '../../canvas/FormCanvas';
import { addFieldAtEnd } from '../../canvas/drop';
import { formProblems } from '../../model/issues';
import { FormPreview } from '../../preview/FormPreview';
import { useDesignerStore } from '../../store/use-designer';
import { defineDesignerKind, type KindViewProps } from '../define';

function Palette({ registry }: KindViewProps) {
  const store = useDesignerStore();
  return <FieldPalette registry={registry} onAdd={(type) => addFieldAtEnd(store, registry, type)} />;
}

function Canvas({ registry, problems, paletteDragging }: KindViewProps) {
  const problemsByOrdinal = new Map<number, number>();
  for (const p of problems) if (p.field !== undefined) problemsByOrdinal.set(p.field, (problemsByOrdinal.get(p.field) ?? 0) + 1);
  return <FormCanvas registry={registry} problemsByOrdinal={problemsByOrdinal} paletteDragging={paletteDragging} />;
}

/** A detail form: field types on the palette, groups of fields on the canvas. */
export default defineDesignerKind({
  kind: 'form',
  Palette,
  Canvas,
  Preview: FormPreview,
  previewModes: true,
  itemProblems: formProblems,
});
