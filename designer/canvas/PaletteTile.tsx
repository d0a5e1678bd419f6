import { useDraggable } from '@dnd-kit/core';
import type { DragData } from './dnd-ids';

export interface PaletteTileProps {
  /** 'palette-field' (a field type) or 'palette-column' (a column type) */
  source: 'palette-field' | 'palette-column';
  type: string;
  /** the type's Chinese name */
  label: string;
  testId: string;
  /** e.g. 添加字段：单行文本（text） */
  ariaLabel: string;
  onAdd: (type: string) => void;
}

/**
 * One type of a palette as a drag tile. A click adds it at the end of the selection: the palette
 * works without dragging (and from the keyboard).
 */
export function PaletteTile({ source, type, label, testId, ariaLabel, onAdd }: PaletteTileProps) {
  const data: DragData = { source, type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${source}:${type}`, data });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="ks-palette-tile"
      data-testid={testId}
      aria-label={ariaLabel}
      style={{ opacity: isDragging ? 0.4 : 1 }}
      onClick={() => onAdd(type)}
    >
      <span className="ks-palette-label">{label}</span>
      <span className="ks-palette-key">{type}</span>
    </button>
  );
}
