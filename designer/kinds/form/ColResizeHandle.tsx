import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';

/** The grid a field's `col` counts in (schemas/form.ts: 1 to 24). */
export const GRID_COLUMNS = 24;

/**
 * The col a drag of `dx` pixels gives a field that started at `startCol`, in a grid whose columns
 * are `columnPx` wide: rounded to the nearest whole column (the only values `col` takes), within
 * 1..24. Pure, so the snapping is tested without a layout engine.
 */
export function snapCol(startCol: number, dx: number, columnPx: number): number {
  if (!(columnPx > 0)) return startCol;
  return Math.min(GRID_COLUMNS, Math.max(1, Math.round(startCol + dx / columnPx)));
}

interface Props {
  /** the field's col now */
  col: number;
  /** the field's name, for the handle's accessible name */
  name: string;
  /** the width while dragging (null when not), so the row can follow the pointer */
  onLive: (col: number | null) => void;
  /** the width chosen: on release, or per arrow key */
  onResize: (col: number) => void;
}

/**
 * The right edge of a field on the form canvas: drag it to change the field's `col`, snapping to
 * whole grid columns as it goes; one release is one edit (one undo step). The edge is also a
 * focusable splitter (WAI-ARIA window splitter): ←/→ change the width by one column, Home/End
 * go to 1 and 24.
 */
export function ColResizeHandle({ col, name, onLive, onResize }: Props) {
  const [active, setActive] = useState(false);
  // Listeners on the window for the drag's length: the pointer leaves the thin edge at once.
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    const grid = e.currentTarget.closest<HTMLElement>('.ks-canvas-grid');
    const columnPx = (grid?.getBoundingClientRect().width ?? 0) / GRID_COLUMNS;
    if (!(columnPx > 0)) return;
    const startX = e.clientX;
    let current = col;
    const move = (ev: PointerEvent) => {
      current = snapCol(col, ev.clientX - startX, columnPx);
      onLive(current);
    };
    const up = () => {
      stop.current?.();
      if (current !== col) onResize(current);
    };
    stop.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      stop.current = null;
      setActive(false);
      onLive(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    setActive(true);
    onLive(col);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowLeft: col - 1, ArrowRight: col + 1, Home: 1, End: GRID_COLUMNS }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    const clamped = Math.min(GRID_COLUMNS, Math.max(1, next));
    if (clamped !== col) onResize(clamped);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`调整宽度：${name}`}
      aria-valuemin={1}
      aria-valuemax={GRID_COLUMNS}
      aria-valuenow={col}
      aria-valuetext={`${col}/24`}
      tabIndex={0}
      className={`ks-col-resize${active ? ' is-active' : ''}`}
      data-testid="col-resize"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
