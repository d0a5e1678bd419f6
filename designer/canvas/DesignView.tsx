import { useState } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { NodeOption } from '../../schemas/config-calls';
import type { ConfigProblem } from '../../runtime/core/check-config';
import type { FieldRegistry } from '../../runtime/core/registry';
import type { ColumnRegistry } from '../../runtime/columns/define';
import { PropertyPanel } from '../panels/PropertyPanel';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { canvasCollisions, type DragData } from './dnd-ids';
import { applyDrop } from './drop';
import { designerKind } from '../kinds';

interface Props {
  registry: FieldRegistry;
  columnTypes: ColumnRegistry;
  problems: ConfigProblem[];
  /** the detail nodes a list may open (the node pull-down's options) */
  formNodes: NodeOption[];
}

/** Palette, canvas and property panel under one drag-and-drop context. */
export function DesignView({ registry, columnTypes, problems, formNodes }: Props) {
  const store = useDesignerStore();
  const kind = useDesignerState((s) => s.kind);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on a tile still adds it.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { Palette, Canvas } = designerKind(kind);

  const onDragStart = (e: DragStartEvent) => setDragging((e.active.data.current as DragData | undefined) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    applyDrop(store, registry, columnTypes, e.active.data.current as DragData | undefined, e.over?.data.current as DragData | undefined);
  };

  const viewProps = { registry, columnTypes, problems, paletteDragging: dragging?.source === 'palette-field' };
  const overlay = dragging?.source === 'palette-field' || dragging?.source === 'palette-column' ? dragging.type : null;
  return (
    <DndContext sensors={sensors} collisionDetection={canvasCollisions} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <div className="ks-design-view">
        <Palette {...viewProps} />
        <div className="ks-design-canvas-wrap">
          <Canvas {...viewProps} />
        </div>
        <PropertyPanel registry={registry} columnTypes={columnTypes} problems={problems} formNodes={formNodes} />
      </div>
      <DragOverlay dropAnimation={null}>{overlay ? <div className="ks-palette-tile is-overlay">{overlay}</div> : null}</DragOverlay>
    </DndContext>
  );
}
