import type { CollisionDetection } from '@dnd-kit/core';
import { closestCenter, pointerWithin } from '@dnd-kit/core';

/** What a draggable or drop target is, carried in dnd-kit's `data`. */
export type DragData =
  | { source: 'palette-field'; type: string }
  | { source: 'field'; group: number; index: number }
  | { source: 'group'; group: number }
  | { source: 'palette-column'; type: string }
  | { source: 'column'; index: number }
  | { source: 'columns' };

export const fieldId = (group: number, index: number) => `field:${group}:${index}`;
export const columnId = (index: number) => `column:${index}`;

/**
 * Items under the pointer win over the group they sit in (drop before that field); without a
 * pointer (keyboard dragging) the nearest centre decides.
 */
export const canvasCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    const items = hits.filter((h) => {
      const d = h.data?.droppableContainer?.data?.current as DragData | undefined;
      return d?.source === 'field' || d?.source === 'column';
    });
    if (items.length) return items;
    if (hits.length) return hits;
  }
  return closestCenter(args);
};
