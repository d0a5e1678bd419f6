import { FormConfig } from '../../../schemas/form';
import { FieldPalette } from './FieldPalette';
import { FormCanvas } from './FormCanvas';
import { addFieldAtEnd } from '../../canvas/drop';
import { formProblems } from '../../model/issues';
import { FormPreview } from './FormPreview';
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
  configSchema: FormConfig,
  Palette,
  Canvas,
  Preview: FormPreview,
  previewModes: true,
  itemProblems: formProblems,
});
