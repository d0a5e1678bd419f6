import { useMemo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Typography } from 'antd';
import type { FieldRegistry } from '../../runtime/core/registry';
import { fieldTypeEntries, type FieldTypeEntry } from '../model/palette';
import type { DragData } from './dnd-ids';

const SECTIONS: Array<{ title: string; options: FieldTypeEntry['options'] }> = [
  { title: '基础字段', options: 'none' },
  { title: '选择字段', options: 'flat' },
  { title: '树形与级联', options: 'tree' },
];

function Tile({ entry, onAdd }: { entry: FieldTypeEntry; onAdd: (type: string) => void }) {
  const data: DragData = { source: 'palette-field', type: entry.type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette-field:${entry.type}`, data });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="ks-palette-tile"
      data-testid={`palette-${entry.type}`}
      aria-label={`添加字段：${entry.label}（${entry.type}）`}
      style={{ opacity: isDragging ? 0.4 : 1 }}
      // A click adds at the end of the selected group: the palette works without dragging.
      onClick={() => onAdd(entry.type)}
    >
      <span className="ks-palette-label">{entry.label}</span>
      <span className="ks-palette-key">{entry.type}</span>
    </button>
  );
}

/** Every registered field type, read from the registry, as drag tiles (or click to add). */
export function FieldPalette({ registry, onAdd }: { registry: FieldRegistry; onAdd: (type: string) => void }) {
  const entries = useMemo(() => fieldTypeEntries(registry), [registry]);
  return (
    <nav className="ks-designer-palette" aria-label="字段类型">
      {SECTIONS.map((s) => {
        const list = entries.filter((e) => e.options === s.options);
        if (!list.length) return null;
        return (
          <div key={s.title}>
            <Typography.Text type="secondary" className="ks-palette-title">
              {s.title}
            </Typography.Text>
            {list.map((e) => (
              <Tile key={e.type} entry={e} onAdd={onAdd} />
            ))}
          </div>
        );
      })}
    </nav>
  );
}
