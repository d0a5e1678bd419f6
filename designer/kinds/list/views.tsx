import { ColumnPalette } from './ColumnPalette';
import { ListCanvas } from './ListCanvas';
import { addColumnAtEnd } from '../../canvas/drop';
import { useDesignerStore } from '../../store/use-designer';
import type { KindViewProps } from '../define';

/** Column types on the palette (the list and card kinds share it). */
export function ColumnTypePalette({ columnTypes }: KindViewProps) {
  const store = useDesignerStore();
  return <ColumnPalette columns={columnTypes} onAdd={(type) => addColumnAtEnd(store, columnTypes, type)} />;
}

export const TableCanvas = ({ columnTypes }: KindViewProps) => <ListCanvas columnTypes={columnTypes} cardStyle={false} />;
export const CardsCanvas = ({ columnTypes }: KindViewProps) => <ListCanvas columnTypes={columnTypes} cardStyle />;
