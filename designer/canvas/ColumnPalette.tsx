import { useDraggable } from '@dnd-kit/core';
import { Typography } from 'antd';
import type { ColumnRegistry } from '../../runtime/columns/define';
import type { DragData } from './dnd-ids';

function Tile({ type, title, onAdd }: { type: string; title: string; onAdd: (type: string) => void }) {
  const data: DragData = { source: 'palette-column', type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette-column:${type}`, data });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="ks-palette-tile"
      data-testid={`column-palette-${type}`}
      aria-label={`添加列：${title}（${type}）`}
      style={{ opacity: isDragging ? 0.4 : 1 }}
      onClick={() => onAdd(type)}
    >
      <span className="ks-palette-label">{title}</span>
      <span className="ks-palette-key">{type}</span>
    </button>
  );
}

/** Every column type of the list runtime's registry, as drag tiles (or click to add). */
export function ColumnPalette({ columns, onAdd }: { columns: ColumnRegistry; onAdd: (type: string) => void }) {
  return (
    <nav className="ks-designer-palette" aria-label="列类型">
      <Typography.Text type="secondary" className="ks-palette-title">
        列类型
      </Typography.Text>
      {columns.keys().map((type) => (
        <Tile key={type} type={type} title={columns.resolve(type).title} onAdd={onAdd} />
      ))}
    </nav>
  );
}
