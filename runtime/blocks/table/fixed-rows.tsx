import { forwardRef, useImperativeHandle, type HTMLAttributes } from 'react';
import './fixed-rows.css';

/**
 * What a virtual body's rows need so that scrolling never measures them (docs/performance.md
 * "Table render", 2026-11-26). antd's virtual body (rc-virtual-list) measures every row it mounts
 * (`offsetHeight` + `getComputedStyle`: a forced layout of the whole body) and, because a new
 * row's height is unknown until then, renders the list a second time. That measuring was the
 * largest single cost of a scroll frame. Our rows are all one height (fixed-rows.css clips a cell
 * to one line), so the list's own estimate, antd's `listItemHeight`, is already exact.
 */

let standIn: HTMLDivElement | null = null;

/**
 * The element the virtual list is handed for every row instead of the row itself. It is never in
 * the document, so it has no `offsetParent`, which the list reads as "not laid out: keep the
 * estimate". A real element rather than a plain object, so any other call on it stays harmless.
 */
function rowStandIn(): HTMLDivElement {
  standIn ??= document.createElement('div');
  return standIn;
}

/**
 * The row of a virtual body (antd's `components.body.row`): the same element antd draws, with
 * the list's measuring ref pointed at the stand-in.
 */
export const FixedHeightRow = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function FixedHeightRow(props, ref) {
  useImperativeHandle(ref, rowStandIn, []);
  return <div {...props} />;
});

/** antd's `components` of a virtual table with fixed-height rows (stable: one object). */
export const FIXED_ROW_COMPONENTS = { body: { row: FixedHeightRow } };

/** The row height antd's virtual table estimates for a size="middle" table: rows are held to it. */
export function middleRowHeight(token: { paddingSM: number; fontSize: number; lineHeight: number; lineWidth: number }): number {
  // The same sum antd's InternalTable uses for `listItemHeight` (size "middle").
  return token.paddingSM * 2 + Math.floor(token.fontSize * token.lineHeight) + token.lineWidth;
}
