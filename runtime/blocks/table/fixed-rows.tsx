import './fixed-rows.css';

/**
 * Rows of one height (docs/performance.md "Table render", 2026-11-26 and 2026-11-27 evening): a
 * virtual body that knows every row's height never measures a row it mounts (`offsetHeight` +
 * `getComputedStyle`, a forced layout of the whole body), which was the largest single cost of a
 * scroll frame. fixed-rows.css clips a cell to one line so the height below is exact.
 */

/** The row height antd's virtual table estimates for a size="middle" table: rows are held to it. */
export function middleRowHeight(token: { paddingSM: number; fontSize: number; lineHeight: number; lineWidth: number }): number {
  // The same sum antd's InternalTable uses for `listItemHeight` (size "middle").
  return token.paddingSM * 2 + Math.floor(token.fontSize * token.lineHeight) + token.lineWidth;
}
