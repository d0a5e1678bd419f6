import { BREAKPOINTS } from '../../runtime/core/constants';

/**
 * The three layouts of spec 002 §9, by the width the runtime sees: offered by the preview and by
 * the form canvas. A leaf module, so the canvas need not import the preview (which reaches the
 * canvas again through the page kinds).
 */
export const PREVIEW_WIDTHS = [
  { value: BREAKPOINTS.full, label: `${BREAKPOINTS.full}（单列）` },
  { value: BREAKPOINTS.half, label: `${BREAKPOINTS.half}（双列）` },
  { value: 1920, label: '1920（宽屏）' },
] as const;
