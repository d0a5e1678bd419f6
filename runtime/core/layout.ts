/** Responsive field widths (spec 002 §9). */
import { createContext, useContext, useEffect, useState } from 'react';
import { BREAKPOINTS, ZOOM_BREAKPOINTS } from './constants';

export interface Breakpoints {
  full: number;
  half: number;
}

/** The 24-grid span of a field with its own `col` at `width`. */
export function spanFor(width: number, col: number | undefined, zoom = false): number {
  const bp: Breakpoints = zoom ? ZOOM_BREAKPOINTS : BREAKPOINTS;
  if (width <= bp.full) return 24;
  if (width <= bp.half) return 12;
  return col ?? 12;
}

/** Which rule applies at a width: 'full' (24), 'half' (12) or 'own'. */
export function layoutClass(width: number, zoom = false): 'full' | 'half' | 'own' {
  const bp: Breakpoints = zoom ? ZOOM_BREAKPOINTS : BREAKPOINTS;
  return width <= bp.full ? 'full' : width <= bp.half ? 'half' : 'own';
}

const fixedSpan: Record<'full' | 'half', number> = { full: 24, half: 12 };

export interface FormColumns {
  layout: 'full' | 'half' | 'own';
  /** span of a field whose config says `col` */
  span: (col: number | undefined) => number;
}

export function columnsFor(layout: FormColumns['layout']): FormColumns {
  return { layout, span: (col) => (layout === 'own' ? (col ?? 12) : fixedSpan[layout]) };
}

const currentWidth = () => (typeof window === 'undefined' ? 1920 : window.innerWidth);

/**
 * The column rule for the window, updated on resize. The state only changes when the width
 * crosses a breakpoint, so fields re-render on a breakpoint change, not on every pixel.
 */
export function useFormColumns(zoom = false): FormColumns {
  const [layout, setLayout] = useState(() => layoutClass(currentWidth(), zoom));
  useEffect(() => {
    const onResize = () => setLayout(layoutClass(currentWidth(), zoom));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [zoom]);
  // One object per layout class keeps the context value stable between resizes.
  return COLUMNS[layout];
}

const COLUMNS = { full: columnsFor('full'), half: columnsFor('half'), own: columnsFor('own') };

/** Provided once by DynamicForm; read by each field's grid item. */
export const FormColumnsContext = createContext<FormColumns>(COLUMNS.own);
export const useFormColumnsContext = (): FormColumns => useContext(FormColumnsContext);
