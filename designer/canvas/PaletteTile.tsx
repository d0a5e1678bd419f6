import { useDraggable } from '@dnd-kit/core';
import type { DragData } from './dnd-ids';
import { RowButton } from './RowButton';

export interface PaletteTileProps {
  /** 'palette-field' (a field type) or 'palette-column' (a column type) */
  source: 'palette-field' | 'palette-column';
  type: string;
  /** the type's Chinese name */
  label: string;
  testId: string;
  /** what a click does, read before the key: 添加字段 or 添加列 */
  action: string;
  onAdd: (type: string) => void;
}

/**
 * One type of a palette as a drag tile. A click adds it at the end of the selection: the palette
 * works without dragging (and from the keyboard). Its name is the visible type name (单行文本);
 * the action and the key (添加字段 text) are its description.
 */
export function PaletteTile({ source, type, label, testId, action, onAdd }: PaletteTileProps) {
  const data: DragData = { source, type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${source}:${type}`, data });
  return (
    <RowButton
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="ks-palette-tile"
      data-testid={testId}
      style={{ opacity: isDragging ? 0.4 : 1 }}
      onClick={() => onAdd(type)}
      name={<span className="ks-palette-label">{label}</span>}
      hint={action}
      details={<span className="ks-palette-key">{type}</span>}
    />
  );
}
